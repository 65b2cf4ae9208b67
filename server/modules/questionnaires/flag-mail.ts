import { compose } from '../../mail/templates.ts';
import type { MailLanguage } from '../../mail/messages.ts';

/** A flag was raised (the contacts), or is still unacknowledged (the contacts and the admins, again). */
export type FlagMailKind = 'raised' | 'escalated';

export interface FlagMailFacts {
  organisation: string;
  child: string;
  questionnaire: string;
  rule: string;
  /** Hours since it was raised (escalations only). */
  hours: number;
}

interface Texts {
  subject: Record<FlagMailKind, (child: string) => string>;
  hello: string;
  body: Record<FlagMailKind, (f: FlagMailFacts) => string>;
  privacy: string;
  action: string;
  ruleOf: { score: (threshold: number) => string; answer: string };
  aChild: string;
}

/**
 * The duty-of-care alerts, in the reader's language. They name the child, the questionnaire and the
 * rule, with a link to the flag; never the answers nor the score (an e-mail leaves the hospital's care).
 */
const texts: Record<MailLanguage, Texts> = {
  en: {
    subject: {
      raised: (child) => `Duty of care: answers about ${child} need a member of staff`,
      escalated: (child) => `Still not acknowledged: answers about ${child} need a member of staff`,
    },
    hello: 'Hello,',
    body: {
      raised: (f) =>
        `Answers to "${f.questionnaire}" about ${f.child} met the duty-of-care rule "${f.rule}" at ${f.organisation}. Please acknowledge the flag in Lantern and contact the family as needed.`,
      escalated: (f) =>
        `Nobody has acknowledged the flag on answers to "${f.questionnaire}" about ${f.child} (rule "${f.rule}") for ${f.hours} hours. Please acknowledge it in Lantern now.`,
    },
    privacy: 'The answers are not in this e-mail: read them in Lantern.',
    action: 'Open the flag',
    ruleOf: { score: (n) => `score of ${n} or more`, answer: 'a chosen answer' },
    aChild: 'a patient',
  },
  ar: {
    subject: {
      raised: (child) => `واجب الرعاية: إجابات عن ${child} تحتاج إلى أحد الموظفين`,
      escalated: (child) => `لم يُستلم بعد: إجابات عن ${child} تحتاج إلى أحد الموظفين`,
    },
    hello: 'مرحبًا،',
    body: {
      raised: (f) =>
        `استوفت الإجابات عن الاستبيان «${f.questionnaire}» بشأن ${f.child} قاعدة واجب الرعاية «${f.rule}» في ${f.organisation}. يُرجى استلام التنبيه في لانترن والتواصل مع الأسرة عند الحاجة.`,
      escalated: (f) =>
        `لم يستلم أحد التنبيه الخاص بالإجابات عن الاستبيان «${f.questionnaire}» بشأن ${f.child} (القاعدة «${f.rule}») منذ ${f.hours} ساعات. يُرجى استلامه في لانترن الآن.`,
    },
    privacy: 'لا تتضمن هذه الرسالة الإجابات: اقرأها في لانترن.',
    action: 'فتح التنبيه',
    ruleOf: { score: (n) => `مجموع ${n} أو أكثر`, answer: 'إجابة محددة' },
    aChild: 'مريض',
  },
  es: {
    subject: {
      raised: (child) => `Deber de cuidado: las respuestas sobre ${child} necesitan a alguien del equipo`,
      escalated: (child) => `Aún sin confirmar: las respuestas sobre ${child} necesitan a alguien del equipo`,
    },
    hello: 'Hola:',
    body: {
      raised: (f) =>
        `Las respuestas a «${f.questionnaire}» sobre ${f.child} cumplen la regla de deber de cuidado «${f.rule}» en ${f.organisation}. Confirma el aviso en Lantern y contacta con la familia si hace falta.`,
      escalated: (f) =>
        `Nadie ha confirmado desde hace ${f.hours} horas el aviso sobre las respuestas a «${f.questionnaire}» sobre ${f.child} (regla «${f.rule}»). Confírmalo ahora en Lantern.`,
    },
    privacy: 'Las respuestas no van en este correo: léelas en Lantern.',
    action: 'Abrir el aviso',
    ruleOf: { score: (n) => `puntuación de ${n} o más`, answer: 'una respuesta concreta' },
    aChild: 'un paciente',
  },
};

/** The rule as the reader reads it: its label, else what it checks. */
export function ruleName(
  language: MailLanguage,
  rule: { kind: 'score' | 'answer'; threshold?: number | undefined },
  label: string | undefined,
): string {
  if (label) return label;
  const t = texts[language].ruleOf;
  return rule.kind === 'score' ? t.score(rule.threshold ?? 0) : t.answer;
}

export const unnamedChild = (language: MailLanguage) => texts[language].aChild;

export function flagMail(
  kind: FlagMailKind,
  language: MailLanguage,
  to: string,
  facts: FlagMailFacts,
  link: string,
) {
  const m = texts[language];
  return compose(
    language,
    to,
    m.subject[kind](facts.child),
    m.hello,
    [m.body[kind](facts), m.privacy],
    m.action,
    link,
    'Lantern',
  );
}
