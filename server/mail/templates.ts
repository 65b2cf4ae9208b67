import type { MailMessage } from './mailer.ts';
import { mailTexts, type MailLanguage } from './messages.ts';

export { mailLanguageOf, type MailLanguage } from './messages.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function compose(
  language: MailLanguage,
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: string,
  link: string,
  signature: string,
): MailMessage {
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', signature].join('\n');
  // Arabic reads right to left in the mail client too.
  const html = [
    `<div lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</div>',
  ].join('\n');
  return { to, subject, text, html, link };
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
) => {
  const m = mailTexts[language];
  const invited = reason === 'invited';
  const body =
    reason === 'invited'
      ? m.invitation.body(organisation)
      : reason === 'reminder'
        ? m.reminder.body(organisation)
        : m.activation.body(organisation);
  return compose(
    language,
    to,
    invited ? m.invitation.subject : m.activation.subject,
    m.hello(firstName),
    [body],
    invited ? m.invitation.action : m.activation.action,
    link,
    m.signature,
  );
};

export const resetMail = (language: MailLanguage, to: string, firstName: string, link: string) => {
  const m = mailTexts[language];
  return compose(
    language,
    to,
    m.reset.subject,
    m.hello(firstName),
    [m.reset.body, m.reset.notYou],
    m.reset.action,
    link,
    m.signature,
  );
};

export const deviceMail = (
  language: MailLanguage,
  to: string,
  firstName: string,
  childName: string,
  link: string,
) => {
  const m = mailTexts[language];
  return compose(
    language,
    to,
    m.device.subject,
    m.hello(firstName),
    [m.device.body(childName || m.device.yourChild)],
    m.device.action,
    link,
    m.signature,
  );
};

/**
 * To the owner of an address someone tried to register again. It holds no text of the attempt (not
 * the names, not the organisation chosen), so a stranger cannot mail their words through it.
 */
export const signUpNoticeMail = (language: MailLanguage, to: string, signInLink: string) => {
  const m = mailTexts[language];
  return compose(
    language,
    to,
    m.signUpNotice.subject,
    m.hello(''),
    m.signUpNotice.lines,
    m.signUpNotice.action,
    signInLink,
    m.signature,
  );
};

/** The one-use registration feedback link, to an account its owner has just activated. */
export const feedbackMail = (
  language: MailLanguage,
  to: string,
  firstName: string,
  organisation: string,
  link: string,
) => {
  const m = mailTexts[language];
  return compose(
    language,
    to,
    m.feedback.subject,
    m.hello(firstName),
    [m.feedback.body(organisation), m.feedback.once],
    m.feedback.action,
    link,
    m.signature,
  );
};
