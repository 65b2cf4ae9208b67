import { compose } from '../../mail/templates.ts';
import type { MailLanguage } from '../../mail/messages.ts';

/** Asked to answer (on assignment and each repeat), or reminded of one still unanswered. */
export type QuestionnaireMailKind = 'asked' | 'reminder';

interface Texts {
  subject: Record<QuestionnaireMailKind, string>;
  /** The subject when the questions are about a child: a guardian of two tells the e-mails apart. */
  subjectAbout: Record<QuestionnaireMailKind, (child: string) => string>;
  about: (child: string) => string;
  hello: (name: string) => string;
  body: Record<QuestionnaireMailKind, (organisation: string, title: string) => string>;
  action: string;
  signature: string;
}

/**
 * The e-mails a guardian gets about a questionnaire, in their language. They live with their module
 * (the server imports nothing from locales/): the title is the admin's, in the guardian's language
 * when translated; a reminder carries the same answering link as the first e-mail.
 */
const texts: Record<MailLanguage, Texts> = {
  en: {
    subject: { asked: 'A questionnaire to answer', reminder: 'Reminder: a questionnaire to answer' },
    subjectAbout: {
      asked: (child) => `A questionnaire to answer about ${child}`,
      reminder: (child) => `Reminder: a questionnaire to answer about ${child}`,
    },
    about: (child) => `The questions are about ${child}.`,
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    body: {
      asked: (organisation, title) =>
        `${organisation} asks you to answer the questionnaire "${title}". Sign in to Lantern to answer it.`,
      reminder: (organisation, title) =>
        `${organisation} is still waiting for your answers to the questionnaire "${title}". Sign in to Lantern to answer it.`,
    },
    action: 'Answer the questionnaire',
    signature: 'Lantern',
  },
  ar: {
    subject: { asked: 'استبيان بانتظار إجابتك', reminder: 'تذكير: استبيان بانتظار إجابتك' },
    subjectAbout: {
      asked: (child) => `استبيان بانتظار إجابتك عن ${child}`,
      reminder: (child) => `تذكير: استبيان بانتظار إجابتك عن ${child}`,
    },
    about: (child) => `الأسئلة عن ${child}.`,
    hello: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    body: {
      asked: (organisation, title) =>
        `يطلب منك ${organisation} الإجابة عن الاستبيان «${title}». سجّل الدخول إلى لانترن للإجابة عنه.`,
      reminder: (organisation, title) =>
        `لا يزال ${organisation} بانتظار إجاباتك عن الاستبيان «${title}». سجّل الدخول إلى لانترن للإجابة عنه.`,
    },
    action: 'الإجابة عن الاستبيان',
    signature: 'لانترن',
  },
  es: {
    subject: {
      asked: 'Un cuestionario para responder',
      reminder: 'Recordatorio: un cuestionario para responder',
    },
    subjectAbout: {
      asked: (child) => `Un cuestionario para responder sobre ${child}`,
      reminder: (child) => `Recordatorio: un cuestionario para responder sobre ${child}`,
    },
    about: (child) => `Las preguntas son sobre ${child}.`,
    hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    body: {
      asked: (organisation, title) =>
        `${organisation} te pide que respondas al cuestionario «${title}». Inicia sesión en Lantern para responderlo.`,
      reminder: (organisation, title) =>
        `${organisation} sigue esperando tus respuestas al cuestionario «${title}». Inicia sesión en Lantern para responderlo.`,
    },
    action: 'Responder al cuestionario',
    signature: 'Lantern',
  },
};

/** `child`: the name of the child the questions are about, or null when about the guardian. */
export const questionnaireMail = (
  kind: QuestionnaireMailKind,
  language: MailLanguage,
  to: string,
  firstName: string,
  organisation: string,
  title: string,
  link: string,
  child: string | null = null,
) => {
  const m = texts[language];
  return compose(
    language,
    to,
    child ? m.subjectAbout[kind](child) : m.subject[kind],
    m.hello(firstName),
    child ? [m.body[kind](organisation, title), m.about(child)] : [m.body[kind](organisation, title)],
    m.action,
    link,
    m.signature,
  );
};
