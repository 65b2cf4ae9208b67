import { z } from 'zod';
import { text } from './text.ts';

/**
 * The questionnaire model: FHIR R5 Questionnaire-shaped (linkId, type, required, repeats,
 * answerOption, enableWhen, enableBehavior, nested item), with every text in the portal's three
 * languages and a weight per answer option for scores. server/modules/questionnaires/fhir.ts turns
 * it into a real R5 resource (typed with @types/fhir).
 */

/** docs/product.md § States: a questionnaire's status, set through PUT /api/questionnaire/status. */
export const QuestionnaireStatus = { Draft: 0, Active: 1, Admin: 2 } as const;
export type QuestionnaireStatusCode = (typeof QuestionnaireStatus)[keyof typeof QuestionnaireStatus];

/**
 * The one table of status moves: a draft is activated once; an active questionnaire is handed to
 * staff (Admin: filled in by staff only) and back. Nothing returns to Draft: answers exist by then.
 */
export const QUESTIONNAIRE_TRANSITIONS: Readonly<
  Record<QuestionnaireStatusCode, readonly QuestionnaireStatusCode[]>
> = {
  [QuestionnaireStatus.Draft]: [QuestionnaireStatus.Active],
  [QuestionnaireStatus.Active]: [QuestionnaireStatus.Admin],
  [QuestionnaireStatus.Admin]: [QuestionnaireStatus.Active],
};

export const canMoveQuestionnaire = (from: number, to: number): boolean =>
  (QUESTIONNAIRE_TRANSITIONS[from as QuestionnaireStatusCode] ?? []).includes(to as QuestionnaireStatusCode);

export const ITEM_TEXT_MAX = 1000;
export const ANSWER_TEXT_MAX = 4000;
export const ITEMS_MAX = 200;
export const OPTIONS_MAX = 50;
export const CONDITIONS_MAX = 10;
/** Groups nest at most this deep (a group in a group in a group…). */
export const ITEM_DEPTH_MAX = 5;
/** Safeguarding contacts an organisation or a rule names at most. */
export const SAFEGUARDING_CONTACTS_MAX = 20;

/** A text in English, with Arabic and Spanish when translated (the app falls back to English). */
export const localisedTextSchema = z
  .strictObject({
    en: text().trim().min(1).max(ITEM_TEXT_MAX),
    ar: text().trim().max(ITEM_TEXT_MAX).optional(),
    es: text().trim().max(ITEM_TEXT_MAX).optional(),
  })
  .meta({ id: 'LocalisedText' });
export type LocalisedText = z.infer<typeof localisedTextSchema>;

/** The first item type is the simplest one, so that a generated example is a valid questionnaire. */
export const ITEM_TYPES = [
  'boolean',
  'choice',
  'open-choice',
  'integer',
  'decimal',
  'date',
  'string',
  'text',
  'display',
  'group',
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
/** Items that hold no answer of their own. */
export const NON_ANSWERABLE: readonly ItemType[] = ['display', 'group'];

export const linkIdSchema = text().trim().min(1).max(100);
const codeSchema = text().trim().min(1).max(100);

export const answerOptionSchema = z
  .strictObject({
    code: codeSchema,
    display: localisedTextSchema,
    /** Added to the score when chosen (FHIR's itemWeight extension). */
    weight: z.number().min(-1000).max(1000).optional(),
  })
  .meta({ id: 'QuestionnaireAnswerOption' });
export type AnswerOption = z.infer<typeof answerOptionSchema>;

/**
 * One answer value, FHIR's answer[x]: exactly one of these. Choices answer with `valueCoding`
 * (an option's code); an open choice also with `valueString` (the "other" text).
 */
export const answerValueSchema = z
  .strictObject({
    valueBoolean: z.boolean().optional(),
    valueInteger: z.number().int().min(-1_000_000_000).max(1_000_000_000).optional(),
    valueDecimal: z.number().min(-1_000_000_000).max(1_000_000_000).optional(),
    /** YYYY-MM-DD. */
    valueDate: text()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    valueString: text().max(ANSWER_TEXT_MAX).optional(),
    valueCoding: z.strictObject({ code: codeSchema }).optional(),
  })
  .meta({ id: 'QuestionnaireAnswerValue' });
export type AnswerValue = z.infer<typeof answerValueSchema>;

export const ENABLE_WHEN_OPERATORS = ['=', '!=', '>', '<', '>=', '<=', 'exists'] as const;

/** FHIR enableWhen: the item shows when the `question`'s answer compares so with `answer` (for `exists`, a valueBoolean). */
export const enableWhenSchema = z
  .strictObject({
    question: linkIdSchema,
    operator: z.enum(ENABLE_WHEN_OPERATORS),
    answer: answerValueSchema,
  })
  .meta({ id: 'QuestionnaireEnableWhen' });
export type EnableWhen = z.infer<typeof enableWhenSchema>;

export interface QuestionnaireItem {
  linkId: string;
  text: LocalisedText;
  type: ItemType;
  required?: boolean | undefined;
  repeats?: boolean | undefined;
  answerOption?: AnswerOption[] | undefined;
  enableWhen?: EnableWhen[] | undefined;
  enableBehavior?: 'all' | 'any' | undefined;
  /** A group's items. */
  item?: QuestionnaireItem[] | undefined;
}

export const questionnaireItemSchema: z.ZodType<QuestionnaireItem> = z
  .strictObject({
    linkId: linkIdSchema,
    text: localisedTextSchema,
    type: z.enum(ITEM_TYPES),
    required: z.boolean().optional(),
    repeats: z.boolean().optional(),
    answerOption: z.array(answerOptionSchema).max(OPTIONS_MAX).optional(),
    enableWhen: z.array(enableWhenSchema).max(CONDITIONS_MAX).optional(),
    enableBehavior: z.enum(['all', 'any']).optional(),
    get item() {
      return z.array(questionnaireItemSchema).max(ITEMS_MAX).optional();
    },
  })
  .meta({ id: 'QuestionnaireItem' });

/**
 * Duty of care: a rule that raises a flag in the organisation's staff queue when an answer set
 * reaches a score (`score` ≥ `threshold`) or gives one answer (`answer` to `linkId`). A score rule
 * without its threshold is refused: it would otherwise read as 0 and flag every answer set. The
 * optional `label` names the rule on the flags it raises; `contacts`, `teamEmail` and `message` replace
 * the organisation's safeguarding contacts and the family's safety-net text for this rule.
 */
export const dutyOfCareSchema = z
  .strictObject({
    kind: z.enum(['score', 'answer']),
    label: localisedTextSchema.optional(),
    threshold: z.number().min(-1e6).max(1e6).optional(),
    linkId: linkIdSchema.optional(),
    answer: answerValueSchema.optional(),
    /** The staff accounts told when the rule is met; none: the organisation's safeguarding contacts. */
    contacts: z.array(z.uuid()).max(SAFEGUARDING_CONTACTS_MAX).optional(),
    /** A team address told as well; none: the organisation's. */
    teamEmail: z.email().max(320).optional(),
    /** What the family sees at once after answers that meet the rule; none: the organisation's default. */
    message: localisedTextSchema.optional(),
  })
  .superRefine((rule, ctx) => {
    if (rule.kind === 'score' && rule.threshold === undefined)
      ctx.addIssue({ code: 'custom', path: ['threshold'], message: 'questionnaires.rule.thresholdRequired' });
  })
  .meta({ id: 'QuestionnaireDutyOfCare' });
export type DutyOfCare = z.infer<typeof dutyOfCareSchema>;

/** What an admin writes: one version of a questionnaire. */
export const questionnaireDefinitionSchema = z.strictObject({
  title: localisedTextSchema,
  description: localisedTextSchema.nullable().optional(),
  item: z.array(questionnaireItemSchema).min(1).max(ITEMS_MAX),
  dutyOfCare: dutyOfCareSchema.nullable().optional(),
});
export type QuestionnaireDefinition = z.infer<typeof questionnaireDefinitionSchema>;

/** An answer set, FHIR QuestionnaireResponse-shaped: each answered item by linkId, with its values. */
export const answerItemSchema = z
  .strictObject({
    linkId: linkIdSchema,
    answer: z.array(answerValueSchema).min(1).max(OPTIONS_MAX),
  })
  .meta({ id: 'QuestionnaireAnswerItem' });
export type AnswerItem = z.infer<typeof answerItemSchema>;
export const answersSchema = z.array(answerItemSchema).max(ITEMS_MAX);
