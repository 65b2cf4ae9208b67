/**
 * Every e-mail is built here or by its module through `composeMail`: the texts from the ICU catalogue
 * (catalogue.ts), the one layout (layout.ts). docs/conventions.md § E-mails says how to add a kind.
 */
import { greeting, mailT, type MailLanguage, type MailT } from './catalogue.ts';
import { renderMail, type MailBrand, type MailWhy } from './layout.ts';
import type { MailMessage } from './mailer.ts';

export { mailLanguageOf } from './language.ts';
export type { MailLanguage } from './catalogue.ts';
export { brandOf, type MailBrand } from './layout.ts';

/** Who reads it: their language and address, the name to greet (none: "Hello,"), why, and from whom. */
export interface MailReader {
  language: MailLanguage;
  to: string;
  firstName?: string | null | undefined;
  why: MailWhy;
  brand?: MailBrand | null | undefined;
}

/** What it says, in the reader's language: `t` formats a message of the catalogue. */
export interface MailParts {
  subject: string;
  lines: readonly string[];
  action: string;
  link: string;
}

export function composeMail(reader: MailReader, parts: (t: MailT) => MailParts): MailMessage {
  const t = mailT(reader.language);
  return renderMail({
    ...parts(t),
    language: reader.language,
    t,
    to: reader.to,
    greeting: greeting(t, reader.firstName),
    why: reader.why,
    brand: reader.brand,
  });
}

/** Why the account waits for activation: its owner registered, an admin invited them, or a new link was sent. */
export type ActivationReason = 'registered' | 'invited' | 'reminder';

export const activationMail = (
  language: MailLanguage,
  to: string,
  firstName: string,
  organisation: string,
  link: string,
  reason: ActivationReason,
  brand?: MailBrand | null,
) =>
  composeMail({ language, to, firstName, why: 'address', brand }, (t) => {
    const kind = reason === 'invited' ? 'invitation' : 'activation';
    const body = reason === 'reminder' ? 'reminder.body' : (`${kind}.body` as const);
    return {
      subject: t(`${kind}.subject`),
      lines: [t(body, { organisation })],
      action: t(`${kind}.action`),
      link,
    };
  });

export const resetMail = (
  language: MailLanguage,
  to: string,
  firstName: string,
  link: string,
  brand?: MailBrand | null,
) =>
  composeMail({ language, to, firstName, why: 'account', brand }, (t) => ({
    subject: t('reset.subject'),
    lines: [t('reset.body'), t('reset.notYou')],
    action: t('reset.action'),
    link,
  }));

export const deviceMail = (
  language: MailLanguage,
  to: string,
  firstName: string,
  childName: string,
  link: string,
  brand?: MailBrand | null,
) =>
  composeMail({ language, to, firstName, why: 'account', brand }, (t) => ({
    subject: t('device.subject'),
    lines: [t('device.body', { child: childName || t('device.yourChild') })],
    action: t('device.action'),
    link,
  }));

/**
 * To the owner of an address someone tried to register again. It holds no text of the attempt (not
 * the names, not the organisation chosen), so a stranger cannot mail their words through it.
 */
export const signUpNoticeMail = (
  language: MailLanguage,
  to: string,
  signInLink: string,
  brand?: MailBrand | null,
) =>
  composeMail({ language, to, why: 'address', brand }, (t) => ({
    subject: t('signUpNotice.subject'),
    lines: [t('signUpNotice.tried'), t('signUpNotice.ifYou'), t('signUpNotice.notYou')],
    action: t('signUpNotice.action'),
    link: signInLink,
  }));

/** The one-use registration feedback link, to an account its owner has just activated. */
export const feedbackMail = (
  language: MailLanguage,
  to: string,
  firstName: string,
  organisation: string,
  link: string,
  brand?: MailBrand | null,
) =>
  composeMail({ language, to, firstName, why: 'account', brand }, (t) => ({
    subject: t('feedback.subject'),
    lines: [t('feedback.body', { organisation }), t('feedback.once')],
    action: t('feedback.action'),
    link,
  }));
