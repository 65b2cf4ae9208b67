import type { MailMessage } from '../../mail/mailer.ts';
import type { MailT } from '../../mail/catalogue.ts';
import { brandOf, composeMail, type MailBrand, type MailLanguage } from '../../mail/templates.ts';
import type { ContactMessage, IssueCategory } from '../../../src/api/contracts/index.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A category's name in an e-mail's language. */
export const categoryName = (t: MailT, category: IssueCategory): string =>
  t(`issueReport.categories.${category}`);

/** The organisation's look for a recipient read with its name, colour and logo. */
export const recipientBrand = (
  row: { organisationName: string; brandColor: string | null; logoUrl: string | null },
  publicUrl: string,
): MailBrand | null =>
  brandOf({ name: row.organisationName, brandColor: row.brandColor, logoUrl: row.logoUrl }, publicUrl);

/**
 * An admin reads the report e-mail in their own saved language, else the organisation's, else
 * English (the specification asks for "their language").
 */
export function adminMailLanguage(admin: {
  language: string | null;
  organisationLanguage: string;
}): MailLanguage {
  for (const code of [admin.language, admin.organisationLanguage])
    if (code === 'en' || code === 'ar' || code === 'es') return code;
  return 'en';
}

/**
 * The e-mail names the category and page but not the description: it may hold a child's health
 * details, which stay behind the portal's sign-in.
 */
export function reportMail(
  language: MailLanguage,
  to: string,
  firstName: string,
  organisation: string,
  report: { category: IssueCategory; page: string },
  link: string,
  brand?: MailBrand | null,
): MailMessage {
  return composeMail({ language, to, firstName, why: 'staff', brand }, (t) => ({
    subject: t('issueReport.subject', { organisation }),
    lines: [
      t('issueReport.intro', { organisation }),
      t('issueReport.category', { category: categoryName(t, report.category) }),
      ...(report.page ? [t('issueReport.page', { page: report.page })] : []),
    ],
    action: t('issueReport.action'),
    link,
  }));
}

/**
 * The public contact form's message to the product team (in English: the team's language). Not a
 * reader's e-mail in an organisation's colours: it carries the sender's own words to the team's inbox.
 */
export function contactMail(to: string, message: ContactMessage): MailMessage {
  const lines = [
    `From: ${message.name} <${message.email}>`,
    ...(message.organisation ? [`Organisation: ${message.organisation}`] : []),
    '',
    message.message,
  ];
  return {
    to,
    // A line break in a header would start another header: the name goes on one line.
    subject: `Lantern contact form: ${message.name.replace(/[\r\n\t]+/g, ' ')}`.slice(0, 200),
    text: lines.join('\n'),
    html: `<div>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}</div>`,
  };
}
