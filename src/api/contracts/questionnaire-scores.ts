import { z } from 'zod';
import { text } from './text.ts';
import { idListQueryField } from './pagination.ts';

/**
 * A child's answers seen together: the children a questionnaire may be about (the assign screen's
 * picker) and one child's scores across a questionnaire's repeats (the score over time).
 */

/** At most this many guardians' children are listed at once (the ids travel in the address). */
export const LINKED_CHILDREN_GUARDIANS_MAX = 50;
/** The most recent answers a score over time holds at most. */
export const SCORES_MAX = 200;

/** GET /api/questionnaire/linked-children?userIds=a,b: the children actively linked to these guardians. */
export const linkedChildrenQuerySchema = z.object({
  userIds: idListQueryField.pipe(
    z
      .array(z.uuid())
      .min(1, 'Name at least one guardian')
      .max(LINKED_CHILDREN_GUARDIANS_MAX, `At most ${LINKED_CHILDREN_GUARDIANS_MAX} guardians`),
  ),
});

/** A patient as the picker tells two of them apart: name, date of birth and patient number. */
export const linkedChildSchema = z
  .object({
    id: z.uuid(),
    first_name: text(),
    surname: text(),
    full_name: text().nullable(),
    patient_number: text().nullable(),
    /** ISO date (YYYY-MM-DD) or null. */
    date_of_birth: text().nullable(),
    /** Those of the guardians asked about who are actively linked to this child. */
    guardian_ids: z.array(z.uuid()),
  })
  .meta({ id: 'QuestionnaireLinkedChild' });
export type QuestionnaireChild = z.infer<typeof linkedChildSchema>;

export const linkedChildrenSchema = z
  .object({ data: z.array(linkedChildSchema) })
  .meta({ id: 'QuestionnaireLinkedChildren' });

/** GET /api/questionnaire/scores: one questionnaire's scores for one child, the latest `limit`. */
export const scoresQuerySchema = z.object({
  questionnaireId: z.uuid(),
  patientId: z.uuid(),
  limit: z.coerce.number().int().min(1).max(SCORES_MAX).default(SCORES_MAX),
});

export const scorePointSchema = z.object({
  response_id: z.uuid(),
  answered_at: z.iso.datetime(),
  score: z.number(),
});

export const scoresSchema = z
  .object({
    /** Oldest first: the latest `limit` scored answers about (or by) the child. */
    data: z.array(scorePointSchema),
    /** Every scored answer, of which `data` holds the latest. */
    total: z.number().int().min(0),
    /** The current rule's score threshold (a score at or above it raises a flag), null when none. */
    threshold: z.number().nullable(),
  })
  .meta({ id: 'QuestionnaireScores' });
export type Scores = z.infer<typeof scoresSchema>;
