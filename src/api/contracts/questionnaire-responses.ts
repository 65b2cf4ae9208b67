import { z } from 'zod';
import { text } from './text.ts';
import {
  cursorQuerySchema,
  nextCursorSchema,
  pagedSchema,
  pageQuerySchema,
  totalEstimateSchema,
} from './pagination.ts';
import {
  answersSchema,
  dutyOfCareSchema,
  localisedTextSchema,
  questionnaireItemSchema,
} from './questionnaire-model.ts';

/**
 * What people were asked and what they answered: responses, their summaries, answers and drafts, the
 * duty-of-care flags they raise and the FHIR export. The questionnaire itself is in questionnaires.ts.
 */

/** Who a response belongs to, with what PersonName shows (docs/product.md § Patient record). */
export const respondentSchema = z
  .object({
    id: z.uuid(),
    type: z.number().int(),
    first_name: text(),
    surname: text(),
    full_name: text().nullable(),
    patient_number: text().nullable(),
    app_code: text().nullable(),
  })
  .meta({ id: 'QuestionnaireRespondent' });

export const responseStatusSchema = z.enum(['pending', 'completed']);

export const questionnaireResponseSchema = z
  .object({
    id: z.uuid(),
    questionnaire_id: z.uuid(),
    /** The version the person was asked: their answers keep it when the questionnaire changes. */
    version: z.number().int().min(1),
    user: respondentSchema,
    status: responseStatusSchema,
    assigned_at: z.iso.datetime(),
    answered_at: z.iso.datetime().nullable(),
    /** Who submitted the answers: the person, their guardian or a member of staff. */
    answered_by: z.uuid().nullable(),
    score: z.number().nullable(),
    answers: answersSchema,
    /** The child a guardian was asked about; null when the person answers about themselves. */
    subject: respondentSchema.nullable(),
  })
  .meta({ id: 'QuestionnaireResponse' });
export type QuestionnaireResponse = z.infer<typeof questionnaireResponseSchema>;

export const responsesQuerySchema = z.object({ questionnaireId: z.uuid() });
/** A page of the answers per person (spec §9's page and size), about one child when `subject` names one. */
/**
 * A page by number, or by `cursor` (oldest assignment first, ties by id; every answer gives the
 * next page's `next_cursor`). `total` is exact: the count of the questionnaire's responses (about
 * the child, when `subject` names one), or on a numbered last page the rows before it and on it.
 */
export const responsesPageQuerySchema = pageQuerySchema.extend({
  ...cursorQuerySchema.shape,
  questionnaireId: z.uuid(),
  subject: z.uuid().optional(),
});
export const responseListSchema = pagedSchema(questionnaireResponseSchema)
  .extend({
    ...nextCursorSchema.shape,
    ...totalEstimateSchema.shape,
    /** Every child the questionnaire's responses are about (all pages), for the list's filter. */
    subjects: z.array(respondentSchema),
  })
  .meta({ id: 'QuestionnaireResponses' });

/** Per question, over the completed answers (questions of the current version, matched by linkId). */
export const questionSummarySchema = z.object({
  linkId: text(),
  text: localisedTextSchema,
  type: text(),
  answered: z.number().int().min(0),
  /** Choices and booleans: how often each option (code, or "true"/"false") was chosen. */
  distribution: z.array(
    z.object({ code: text(), display: localisedTextSchema.nullable(), count: z.number().int() }),
  ),
  /** Open choices: answers given as free text. */
  other: z.number().int().min(0),
  numeric: z.object({ min: z.number(), max: z.number(), mean: z.number() }).nullable(),
  /** Free-text answers, newest first (at most 50). */
  texts: z.array(text()),
});
export const responseSummarySchema = z
  .object({
    questionnaire_id: z.uuid(),
    assigned: z.number().int().min(0),
    completed: z.number().int().min(0),
    score: z.object({ min: z.number(), max: z.number(), mean: z.number() }).nullable(),
    questions: z.array(questionSummarySchema),
  })
  .meta({ id: 'QuestionnaireResponseSummary' });
export type ResponseSummary = z.infer<typeof responseSummarySchema>;

/** POST /api/questionnaire/responses/:id/answers: a patient's or guardian's answers to what they were asked. */
export const answerSubmitSchema = z
  .strictObject({ answers: answersSchema })
  .meta({ id: 'QuestionnaireAnswers' });
export const responseIdParamsSchema = z.object({ id: z.uuid() });

/** POST /api/questionnaire/staff-responses: staff fill in a questionnaire (Admin status) about a patient or guardian. */
export const staffResponseSchema = z
  .strictObject({ questionnaireId: z.uuid(), userId: z.uuid(), answers: answersSchema })
  .meta({ id: 'QuestionnaireStaffResponse' });

/** GET /api/questionnaire/mine: what the signed-in guardian (or patient) was asked. */
export const myQuestionnaireSchema = z
  .object({
    response_id: z.uuid(),
    questionnaire_id: z.uuid(),
    status: responseStatusSchema,
    assigned_at: z.iso.datetime(),
    answered_at: z.iso.datetime().nullable(),
    version: z.number().int(),
    title: localisedTextSchema,
    description: localisedTextSchema.nullable(),
    item: z.array(questionnaireItemSchema),
    /** The answers once completed; while pending, the half-answered set last saved (a draft). */
    answers: answersSchema,
    /** When the draft was last saved; null before any. */
    draft_saved_at: z.iso.datetime().nullable(),
    /** The child the guardian is asked about; null when about themselves. */
    subject: respondentSchema.nullable(),
  })
  .meta({ id: 'MyQuestionnaire' });
export type MyQuestionnaire = z.infer<typeof myQuestionnaireSchema>;
export const myQuestionnairesSchema = z.object({ data: z.array(myQuestionnaireSchema) });

/** PUT /api/questionnaire/responses/:id/draft: a half-answered set; each answer must fit, required ones may be missing. */
export const answerDraftSchema = z
  .strictObject({ answers: answersSchema })
  .meta({ id: 'QuestionnaireAnswerDraft' });

/** Where a flag is: raised → acknowledged → in progress → resolved (docs/product.md § Duty of care). */
const FLAG_STATES = ['raised', 'acknowledged', 'in_progress', 'resolved'] as const;
const flagStateSchema = z.enum(FLAG_STATES);
export type FlagState = z.infer<typeof flagStateSchema>;
/** How a resolved flag ended. */
export const FLAG_OUTCOMES = ['family_contacted', 'referred', 'no_action'] as const;
const flagOutcomeSchema = z.enum(FLAG_OUTCOMES);
export type FlagOutcome = z.infer<typeof flagOutcomeSchema>;

/** Duty of care: a flag in the organisation's staff queue, raised by an answer set, until resolved. */
export const questionnaireFlagSchema = z
  .object({
    id: z.uuid(),
    questionnaire_id: z.uuid(),
    questionnaire_title: localisedTextSchema,
    response_id: z.uuid(),
    /** Who answered. */
    user: respondentSchema,
    /** The child the answers are about (a patient answering about themselves is their own subject). */
    subject: respondentSchema.nullable(),
    rule: dutyOfCareSchema,
    /**
     * The text of the question an answer rule names, as the answers' version asks it (null for a
     * score rule): the queue names it to staff, who do not read questionnaires themselves.
     */
    question: localisedTextSchema.nullable(),
    score: z.number().nullable(),
    state: flagStateSchema,
    raised_at: z.iso.datetime(),
    acknowledged_at: z.iso.datetime().nullable(),
    acknowledged_by: z.uuid().nullable(),
    note: text().nullable(),
    started_at: z.iso.datetime().nullable(),
    resolved_at: z.iso.datetime().nullable(),
    resolved_by: z.uuid().nullable(),
    outcome: flagOutcomeSchema.nullable(),
    resolution_note: text().nullable(),
    /** Times the organisation's admins and contacts were told again for want of an acknowledgement. */
    escalations: z.number().int().min(0),
    /** When it escalates next, while nobody has acknowledged it; null after. */
    next_escalation_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'QuestionnaireFlag' });
export type QuestionnaireFlag = z.infer<typeof questionnaireFlagSchema>;
export const flagListQuerySchema = z.object({
  /** open: not yet acknowledged; active: not yet resolved. */
  status: z.enum(['open', 'acknowledged', 'active', 'resolved', 'all']).default('open'),
});
export const flagListSchema = z
  .object({ data: z.array(questionnaireFlagSchema) })
  .meta({ id: 'QuestionnaireFlags' });
export const flagAcknowledgeSchema = z
  .strictObject({ note: text().trim().max(2000).optional() })
  .meta({ id: 'QuestionnaireFlagAcknowledge' });
/** POST /api/questionnaire/flags/:id/resolve: how it ended, and what was done. */
export const flagResolveSchema = z
  .strictObject({ outcome: flagOutcomeSchema, note: text().trim().min(1).max(2000) })
  .meta({ id: 'QuestionnaireFlagResolve' });

/** The FHIR R5 export: a Bundle (collection) of the Questionnaire and its QuestionnaireResponses. */
export const fhirBundleSchema = z
  .looseObject({ resourceType: z.literal('Bundle'), type: z.literal('collection') })
  .meta({ id: 'FhirBundle' });
