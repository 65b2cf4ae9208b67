import { compose } from '../../mail/templates.ts';
import type { MailLanguage } from '../../mail/messages.ts';

/**
 * The reminder a guardian gets when a questionnaire they were asked is still unanswered, in their
 * language, with the same answering link as the first e-mail.
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
    subject: 'Reminder: a questionnaire to answer',
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: (organisation, title) =>
      `${organisation} is still waiting for your answers to the questionnaire "${title}". Sign in to Lantern to answer it.`,
    action: 'Answer the questionnaire',
    signature: 'Lantern',
  },
  ar: {
    subject: 'تذكير: استبيان بانتظار إجابتك',
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    body: (organisation, title) =>
      `لا يزال ${organisation} بانتظار إجاباتك عن الاستبيان «${title}». سجّل الدخول إلى لانترن للإجابة عنه.`,
    action: 'الإجابة عن الاستبيان',
    signature: 'لانترن',
  },
  es: {
    subject: 'Recordatorio: un cuestionario para responder',
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    body: (organisation, title) =>
      `${organisation} sigue esperando tus respuestas al cuestionario «${title}». Inicia sesión en Lantern para responderlo.`,
    action: 'Responder al cuestionario',
    signature: 'Lantern',
  },
};

export const questionnaireReminderMail = (
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
