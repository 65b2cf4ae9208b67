import { UserType } from '../../../src/api/contracts/index.ts';
import type { CellValue, CellWords } from '../../../src/api/contracts/spreadsheet.ts';
import type { AnswerItem, DutyOfCare, QuestionnaireItem } from '../../../src/api/contracts/questionnaires.ts';
import type { PersonRow } from './response-repository.ts';

/**
 * The answers' spreadsheet: who the answers are about (the child), who answered, the duty-of-care
 * flag, and each answer as its reader reads it (Yes/No, the option's text in the exporter's
 * language), with the codes of coded questions in columns of their own.
 */

export type ExportLanguage = 'en' | 'ar' | 'es';

const WORDS = {
  en: {
    child: 'Child',
    childNumber: "Child's patient number",
    answeredBy: 'Answered by',
    appCode: 'App code',
    version: 'Version',
    answeredAt: 'Answered at',
    score: 'Score',
    flag: 'Flag (rule met)',
    flagBy: 'Flag acknowledged by',
    flagAt: 'Flag acknowledged at',
    code: 'code',
    scoreRule: 'Score of at least',
    answerRule: 'Answer to',
    yes: 'Yes',
    no: 'No',
  },
  ar: {
    child: 'الطفل',
    childNumber: 'رقم المريض للطفل',
    answeredBy: 'أجاب',
    appCode: 'رمز التطبيق',
    version: 'الإصدار',
    answeredAt: 'وقت الإجابة',
    score: 'النتيجة',
    flag: 'التنبيه (القاعدة المستوفاة)',
    flagBy: 'أقرّ بالتنبيه',
    flagAt: 'وقت الإقرار بالتنبيه',
    code: 'الرمز',
    scoreRule: 'نتيجة لا تقل عن',
    answerRule: 'الإجابة عن',
    yes: 'نعم',
    no: 'لا',
  },
  es: {
    child: 'Menor',
    childNumber: 'Número de paciente del menor',
    answeredBy: 'Respondido por',
    appCode: 'Código de la app',
    version: 'Versión',
    answeredAt: 'Respondido el',
    score: 'Puntuación',
    flag: 'Alerta (regla cumplida)',
    flagBy: 'Alerta reconocida por',
    flagAt: 'Alerta reconocida el',
    code: 'código',
    scoreRule: 'Puntuación de al menos',
    answerRule: 'Respuesta a',
    yes: 'Sí',
    no: 'No',
  },
} as const;

export const exportLanguage = (language: string | null | undefined): ExportLanguage =>
  language === 'ar' || language === 'es' ? language : 'en';

export const cellWords = (language: ExportLanguage): CellWords => WORDS[language];

/** Spec §3's display name. */
export const displayName = (u: PersonRow): string =>
  u.fullName ||
  [u.firstName, u.surname].filter(Boolean).join(' ') ||
  (u.patientNumber ? `Patient #${u.patientNumber}` : '') ||
  (u.appCode ? `${u.appCode.slice(0, 3)}-${u.appCode.slice(3)}`.toUpperCase() : u.id);

/** Who the answers are about: the child asked about, else a patient answering for themselves. */
export const childOf = (user: PersonRow, subject: PersonRow | null): PersonRow | null =>
  subject?.id ? subject : user.type === UserType.Patient ? user : null;

/** A question's codes get a column of their own: yes-or-no questions and those with options. */
const coded = (q: QuestionnaireItem): boolean => q.type === 'boolean' || Boolean(q.answerOption?.length);

const textIn = (text: { en: string; ar?: string; es?: string }, language: ExportLanguage): string =>
  text[language] || text.en;

export function exportHeader(questions: QuestionnaireItem[], language: ExportLanguage): string[] {
  const w = WORDS[language];
  return [
    w.child,
    w.childNumber,
    w.answeredBy,
    w.appCode,
    w.version,
    w.answeredAt,
    w.score,
    w.flag,
    w.flagBy,
    w.flagAt,
    ...questions.flatMap((q) => {
      const text = textIn(q.text, language);
      return coded(q) ? [text, `${text} (${w.code})`] : [text];
    }),
  ];
}

/** The rule a flag met, as its reader reads it: the admin's own label, else what it tests. */
export function ruleText(rule: DutyOfCare, language: ExportLanguage): string {
  if (rule.label) return textIn(rule.label as { en: string }, language);
  const w = WORDS[language];
  return rule.kind === 'score' ? `${w.scoreRule} ${rule.threshold}` : `${w.answerRule} ${rule.linkId}`;
}

export interface ExportedFlag {
  rule: DutyOfCare;
  acknowledgedAt: Date | null;
  acknowledgedBy: PersonRow | null;
}

export interface ExportedResponse {
  user: PersonRow;
  subject: PersonRow | null;
  version: number;
  answeredAt: Date | null;
  score: number | null;
  answers: AnswerItem[];
  flags: ExportedFlag[];
}

const joined = (values: (string | null)[]): string => values.filter((v) => v !== null && v !== '').join('; ');

export function exportRow(
  x: ExportedResponse,
  questions: QuestionnaireItem[],
  language: ExportLanguage,
): CellValue[] {
  const w = WORDS[language];
  const child = childOf(x.user, x.subject);
  const acknowledged = x.flags.filter((f) => f.acknowledgedAt);
  const lastAcknowledged = acknowledged.at(-1)?.acknowledgedAt ?? null;
  return [
    child ? displayName(child) : '',
    child?.patientNumber ?? '',
    displayName(x.user),
    x.user.appCode ?? '',
    x.version,
    x.answeredAt ?? '',
    x.score ?? '',
    joined(x.flags.map((f) => ruleText(f.rule, language))),
    joined(acknowledged.map((f) => (f.acknowledgedBy?.id ? displayName(f.acknowledgedBy) : null))),
    lastAcknowledged ?? '',
    ...questions.flatMap((q) => {
      const values = x.answers.find((a) => a.linkId === q.linkId)?.answer ?? [];
      const shown = joined(
        values.map((v) => {
          if (v.valueCoding) {
            const option = q.answerOption?.find((o) => o.code === v.valueCoding?.code);
            return option ? textIn(option.display, language) : v.valueCoding.code;
          }
          if (v.valueBoolean !== undefined) return v.valueBoolean ? w.yes : w.no;
          const other = v.valueString ?? v.valueDate ?? v.valueInteger ?? v.valueDecimal;
          return other === undefined ? null : String(other);
        }),
      );
      if (!coded(q)) return [shown];
      const codes = joined(
        values.map((v) =>
          v.valueCoding ? v.valueCoding.code : v.valueBoolean !== undefined ? String(v.valueBoolean) : null,
        ),
      );
      return [shown, codes];
    }),
  ];
}
