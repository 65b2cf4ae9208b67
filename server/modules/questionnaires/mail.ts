import { compose } from '../../mail/templates.ts';
import type { MailLanguage } from '../../mail/messages.ts';

/**
 * The e-mail a guardian gets when asked to answer a questionnaire, in their language. It lives with
 * its module (the server imports nothing from locales/): the title is the admin's, in the
 * guardian's language when translated.
 */
const texts: Record<
  MailLanguage,
  {
    subject: string;
    hello: (name: string) => string;
    body: (organisation: string, title: string) => string;
    action: string;
    signature: string;
  }
> = {
  en: {
    subject: 'A questionnaire to answer',
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: (organisation, title) =>
      `${organisation} asks you to answer the questionnaire "${title}". Sign in to Lantern to answer it.`,
    action: 'Answer the questionnaire',
    signature: 'Lantern',
  },
  ar: {
    subject: 'استبيان بانتظار إجابتك',
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    body: (organisation, title) =>
      `يطلب منك ${organisation} الإجابة عن الاستبيان «${title}». سجّل الدخول إلى لانترن للإجابة عنه.`,
    action: 'الإجابة عن الاستبيان',
    signature: 'لانترن',
  },
  es: {
    subject: 'Un cuestionario para responder',
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    body: (organisation, title) =>
      `${organisation} te pide que respondas al cuestionario «${title}». Inicia sesión en Lantern para responderlo.`,
    action: 'Responder al cuestionario',
    signature: 'Lantern',
  },
};

export const questionnaireAssignedMail = (
  language: MailLanguage,
  to: string,
  firstName: string,
  organisation: string,
  title: string,
  link: string,
) => {
  const m = texts[language];
  return compose(
    language,
    to,
    m.subject,
    m.hello(firstName),
    [m.body(organisation, title)],
    m.action,
    link,
    m.signature,
  );
};
