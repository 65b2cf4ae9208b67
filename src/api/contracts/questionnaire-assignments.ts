import { z } from 'zod';
import { londonDay } from './time.ts';
import { text } from './text.ts';
import { respondentSchema } from './questionnaire-responses.ts';

/**
 * How an assignment repeats and reminds, and what it sent: an assignment may ask again every N days
 * or weeks until an end date, and remind whoever has not answered after N days, at most M times.
 */

export const REPEAT_DAYS_MAX = 365;
export const REPEAT_WEEKS_MAX = 52;
/** How far ahead an end date may be: two years. */
export const REPEAT_UNTIL_MAX_DAYS = 730;
export const REMIND_AFTER_DAYS_MAX = 30;
export const REMIND_AT_MOST_MAX = 5;

const DAY_MS = 86_400_000;

/** The London day `days` after today's (what a date field's bounds compare with). */
export const londonDayAfter = (days: number, now = Date.now()) => londonDay(now + days * DAY_MS);

export const repeatSchema = z
  .strictObject({
    every: z.number().int().min(1).max(REPEAT_DAYS_MAX),
    unit: z.enum(['day', 'week']),
    /** The last London day an occurrence may fall on. */
    until: z.iso.date(),
  })
  .superRefine((repeat, ctx) => {
    if (repeat.unit === 'week' && repeat.every > REPEAT_WEEKS_MAX)
      ctx.addIssue({
        code: 'custom',
        path: ['every'],
        message: `At most every ${REPEAT_WEEKS_MAX} weeks`,
      });
    if (repeat.until <= londonDayAfter(0))
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'The end date must be after today' });
    else if (repeat.until > londonDayAfter(REPEAT_UNTIL_MAX_DAYS))
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'The end date must be within two years' });
  });
export type RepeatSettings = z.infer<typeof repeatSchema>;

export const remindSchema = z.strictObject({
  afterDays: z.number().int().min(1).max(REMIND_AFTER_DAYS_MAX),
  atMost: z.number().int().min(1).max(REMIND_AT_MOST_MAX),
});
export type RemindSettings = z.infer<typeof remindSchema>;

export const sendKindSchema = z.enum(['assigned', 'reminder', 'repeat']);

/** One e-mail an assignment sent, or could not send (state null, failure says why). Never its link. */
export const assignmentSendSchema = z.object({
  id: z.uuid(),
  recipient: respondentSchema,
  kind: sendKindSchema,
  /** 0 for the first asking, n for the n-th repeat. */
  occurrence: z.number().int().min(0),
  /** 0 for the occurrence's own e-mail, n for its n-th reminder. */
  ordinal: z.number().int().min(0),
  sent_at: z.iso.datetime(),
  /** The outbox's state of the e-mail; null when none could be written. */
  state: z.enum(['queued', 'sent', 'failed']).nullable(),
  failure: text().nullable(),
});
export type AssignmentSend = z.infer<typeof assignmentSendSchema>;

export const questionnaireAssignmentSchema = z
  .object({
    id: z.uuid(),
    questionnaire_id: z.uuid(),
    assigned_by: z.uuid().nullable(),
    created_at: z.iso.datetime(),
    recipients: z.array(respondentSchema),
    subject: respondentSchema.nullable(),
    repeat: z.object({ every: z.number().int(), unit: z.enum(['day', 'week']), until: text() }).nullable(),
    remind: z.object({ afterDays: z.number().int(), atMost: z.number().int() }).nullable(),
    /** When its repeats stopped because the questionnaire could no longer be asked. */
    stopped_at: z.iso.datetime().nullable(),
    sends: z.array(assignmentSendSchema),
  })
  .meta({ id: 'QuestionnaireAssignment' });
export type QuestionnaireAssignment = z.infer<typeof questionnaireAssignmentSchema>;

/** GET /api/questionnaire/assignments?questionnaireId: newest first. */
export const assignmentListSchema = z
  .object({ data: z.array(questionnaireAssignmentSchema) })
  .meta({ id: 'QuestionnaireAssignments' });
