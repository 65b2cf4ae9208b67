import type { MailMessage } from './mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function compose(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action: string,
  link: string,
): MailMessage {
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', 'Lantern'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    '<p>Lantern</p>',
  ].join('\n');
  return { to, subject, text, html, link };
}

/**
 * Pass '' for a name an anonymous caller may have chosen (an unverified sign-up): nothing a
 * stranger typed is mailed to an address whose owner has not confirmed it.
 */
const hello = (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,');

export const activationMail = (to: string, firstName: string, organisation: string, link: string) =>
  compose(
    to,
    'Activate your Lantern account',
    hello(firstName),
    [
      `You registered with ${organisation}. Open the link below to activate your account; it works once, for 7 days.`,
    ],
    'Activate your account',
    link,
  );

/**
 * To the owner of an address someone tried to register again. It holds no text of the attempt (not
 * the names, not the organisation chosen), so a stranger cannot mail their words through it.
 */
export const signUpNoticeMail = (to: string, signInLink: string) =>
  compose(
    to,
    'Someone tried to register with your e-mail address',
    hello(''),
    [
      'Someone tried to register a new Lantern account with this e-mail address, which already has an account.',
      'If it was you, sign in with your account. If you have forgotten your password, choose "Forgot your password?" on the sign-in page to reset it.',
      'If it was not you, ignore this e-mail: nothing has changed.',
    ],
    'Sign in',
    signInLink,
  );

export const resetMail = (to: string, firstName: string, link: string) =>
  compose(
    to,
    'Reset your Lantern password',
    hello(firstName),
    [
      'Someone asked to reset the password of your Lantern account. Open the link below to choose a new one; it works once, for 1 hour.',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ],
    'Choose a new password',
    link,
  );

export const deviceMail = (to: string, firstName: string, childName: string, link: string) =>
  compose(
    to,
    'Set up the Lantern app on your device',
    hello(firstName),
    [
      `Open the link below on the phone or tablet ${childName || 'your child'} will use to connect the Lantern app.`,
    ],
    'Open the Lantern app',
    link,
  );
