import type { MailMessage } from '../../mail/mailer.ts';
import { brandOf, composeMail, mailLanguageOf } from '../../mail/templates.ts';
import type { Recipient } from './repository.ts';

export type DataRequestMail = 'received' | 'queued' | 'approved' | 'refused' | 'reminder';

/** A day (`YYYY-MM-DD`) at noon: the same day in London, which the catalogue's `{due, date, day}` writes. */
const noon = (dueOn: string | undefined) => new Date(`${dueOn ?? ''}T12:00:00Z`);

/**
 * One e-mail of a data request to one person, in their language (texts: locales/mail, `dataRequest.*`);
 * null when they have no address. The family's go to their account, the admins' to the queue.
 */
export function dataRequestMail(
  kind: DataRequestMail,
  to: Recipient,
  publicUrl: string,
  facts: { dueOn?: string; reason?: string; count?: number },
): MailMessage | null {
  if (!to.email) return null;
  const language = mailLanguageOf(to, {
    language: to.organisationLanguage,
    familyLanguages: to.familyLanguages ?? undefined,
  });
  const forAdmins = kind === 'queued' || kind === 'reminder';
  const brand = brandOf(
    { name: to.organisationName, brandColor: to.organisationBrandColor, logoUrl: to.organisationLogoUrl },
    publicUrl,
  );
  const values = {
    organisation: to.organisationName,
    due: noon(facts.dueOn),
    reason: facts.reason ?? '',
    count: facts.count ?? 1,
  };
  return composeMail(
    { language, to: to.email, firstName: to.firstName, why: forAdmins ? 'staff' : 'account', brand },
    (t) => ({
      subject: t(`dataRequest.${kind}.subject`),
      lines: [t(`dataRequest.${kind}.line1`, values), t(`dataRequest.${kind}.line2`, values)],
      action: t(forAdmins ? 'dataRequest.queue' : 'dataRequest.account'),
      link: new URL(forAdmins ? '/data-requests' : '/account', publicUrl).toString(),
    }),
  );
}
