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
