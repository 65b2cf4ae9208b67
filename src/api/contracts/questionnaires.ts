import { z } from 'zod';
import { INT4_MAX, text } from './text.ts';
import { pagedSchema } from './pagination.ts';
import { validateDefinition } from './questionnaire-definition.ts';
import {
  type QuestionnaireDefinition,
  dutyOfCareSchema,
  localisedTextSchema,
  questionnaireDefinitionSchema,
  questionnaireItemSchema,
} from './questionnaire-model.ts';
import { respondentSchema, responseStatusSchema } from './questionnaire-responses.ts';
import { remindSchema, repeatSchema } from './questionnaire-assignments.ts';

export * from './questionnaire-model.ts';
export * from './questionnaire-logic.ts';
export * from './questionnaire-definition.ts';
export * from './questionnaire-warnings.ts';
export * from './questionnaire-responses.ts';
export * from './questionnaire-assignments.ts';
export * from './safeguarding.ts';
export * from './questionnaire-scores.ts';
export * from './prepared-exports.ts';

/** docs/product.md § Business constants: the questionnaire list is read 1000 at a time. */
export const QUESTIONNAIRE_PAGE_SIZE = 1000;
/** Patients and guardians asked at once; questionnaires created at once. */
export const ASSIGN_MAX = 500;
export const CREATE_MANY_MAX = 50;

const statusSchema = z.number().int().min(0).max(2);

/** A row of the list: the questionnaire's current version, and how many were asked and answered. */
export const questionnaireSummarySchema = z
  .object({
    id: z.uuid(),
    organisation_id: z.uuid(),
    title: localisedTextSchema,
    status: statusSchema,
    /** The current version (1 for a draft; an edit of an active questionnaire adds one). */
    version: z.number().int().min(1),
    item_count: z.number().int().min(0),
    assigned: z.number().int().min(0),
    answered: z.number().int().min(0),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'QuestionnaireSummary' });
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

export const questionnaireSchema = questionnaireSummarySchema
  .extend({
    version_id: z.uuid(),
    description: localisedTextSchema.nullable(),
    item: z.array(questionnaireItemSchema),
    dutyOfCare: dutyOfCareSchema.nullable(),
  })
  .meta({ id: 'Questionnaire' });
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export const questionnairePageSchema = pagedSchema(questionnaireSummarySchema).meta({
  id: 'QuestionnairePage',
});

/** GET /api/questionnaire?id[&version]: one questionnaire, its current version unless another is named. */
export const questionnaireQuerySchema = z.object({
  id: z.uuid(),
  version: z.coerce.number().int().min(1).max(INT4_MAX).optional(),
});

/** GET /api/questionnaire/all?organisationId&page=1&size=1000 */
export const questionnaireListQuerySchema = z.object({
  organisationId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  size: z.coerce.number().int().min(1).max(QUESTIONNAIRE_PAGE_SIZE).default(QUESTIONNAIRE_PAGE_SIZE),
  status: z.coerce.number().int().min(0).max(2).optional(),
  search: text().trim().max(100).optional(),
});
export type QuestionnaireListQuery = z.infer<typeof questionnaireListQuerySchema>;

/**
 * What a definition must get right beyond its shape (validateDefinition), as issues of the request's
 * schema: a condition whose answer does not fit the question it names, a rule without its score,
 * … are refused with their field's path (`item.1.enableWhen.0.answer`, `dutyOfCare.threshold`).
 */
function checked<S extends z.ZodType<QuestionnaireDefinition>>(schema: S) {
  return schema.superRefine((definition, ctx) => {
    for (const issue of validateDefinition(definition)) {
      // dutyOfCareSchema already names a missing threshold: once is enough.
      if (issue.message === 'questionnaires.rule.thresholdRequired') continue;
      ctx.addIssue({
        code: 'custom',
        path: issue.path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message: issue.message,
      });
    }
  });
}

export const questionnaireCreateSchema = checked(questionnaireDefinitionSchema).meta({
  id: 'QuestionnaireCreate',
});

export const questionnaireCreateManySchema = z
  .strictObject({
    questionnaires: z.array(checked(questionnaireDefinitionSchema)).min(1).max(CREATE_MANY_MAX),
  })
  .meta({ id: 'QuestionnaireCreateMany' });

export const questionnaireUpdateSchema = checked(questionnaireDefinitionSchema.extend({ id: z.uuid() })).meta(
  { id: 'QuestionnaireUpdate' },
);
export type QuestionnaireUpdate = z.infer<typeof questionnaireUpdateSchema>;

export const questionnaireStatusChangeSchema = z
  .strictObject({ questionnaireId: z.uuid(), status: statusSchema })
  .meta({ id: 'QuestionnaireStatusChange' });

export const questionnaireIdsSchema = z
  .strictObject({ ids: z.array(z.uuid()).min(1).max(CREATE_MANY_MAX) })
  .meta({ id: 'QuestionnaireIds' });

/** POST /api/questionnaire/responses: ask patients or guardians of the organisation. */
export const questionnaireAssignSchema = z
  .strictObject({
    questionnaireId: z.uuid(),
    userIds: z.array(z.uuid()).min(1).max(ASSIGN_MAX),
    /** The child the guardians are asked about: a patient of the organisation actively linked to each of them. */
    subjectPatientId: z.uuid().optional(),
    /**
     * Each guardian about each of their actively linked children (guardians only): one response per
     * guardian × child, each about that child. Not with subjectPatientId.
     */
    eachChild: z.boolean().optional(),
    /** Ask again every N days or weeks until an end date (a new response each time). */
    repeat: repeatSchema.optional(),
    /** Remind whoever has not answered after N days, at most M times per response. */
    remind: remindSchema.optional(),
  })
  .meta({ id: 'QuestionnaireAssign' });

export const questionnaireAssignedSchema = z
  .object({
    data: z.array(
      z.object({
        user_id: z.uuid(),
        response_id: z.uuid(),
        /** False when the person already had this questionnaire to answer. */
        created: z.boolean(),
        /** The child this response is about (null: about the person themselves). */
        subject_patient_id: z.uuid().nullable(),
      }),
    ),
  })
  .meta({ id: 'QuestionnaireAssigned' });

/** GET /api/questionnaire/all/with-users: every questionnaire with who was asked, who answered and when. */
export const withUsersQuerySchema = z.object({
  organisationId: z.uuid().optional(),
  questionnaireId: z.uuid().optional(),
  status: z.coerce.number().int().min(0).max(2).optional(),
});
export const withUsersSchema = z
  .object({
    data: z.array(
      questionnaireSummarySchema.extend({
        users: z.array(
          z.object({
            response_id: z.uuid(),
            user: respondentSchema,
            status: responseStatusSchema,
            version: z.number().int(),
            assigned_at: z.iso.datetime(),
            answered_at: z.iso.datetime().nullable(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'QuestionnairesWithUsers' });
