import { z } from 'zod';
import { text } from './text.ts';
import { localisedTextSchema, SAFEGUARDING_CONTACTS_MAX } from './questionnaire-model.ts';
import { questionnaireResponseSchema } from './questionnaire-responses.ts';

/**
 * Duty of care's organisation settings (who is told of a flag, how soon it escalates) and the
 * safety net: what a family reads at once after answers that meet a duty-of-care rule.
 */

/** docs/product.md § Duty of care: unacknowledged flags escalate after this many hours by default. */
export const ACKNOWLEDGE_HOURS_DEFAULT = 4;
export const ACKNOWLEDGE_HOURS_MAX = 72;
/** The emergency number a hospital starts with: 112 for a Spanish-language one, else 999. */
export const emergencyNumberFor = (language: string): string => (language === 'es' ? '112' : '999');

/** PUT /api/questionnaire/safeguarding: what an admin sets. */
export const safeguardingSettingsSchema = z
  .strictObject({
    contact_user_ids: z.array(z.uuid()).max(SAFEGUARDING_CONTACTS_MAX),
    team_email: z.email().max(320).nullable(),
    acknowledge_hours: z.number().int().min(1).max(ACKNOWLEDGE_HOURS_MAX),
    emergency_number: text()
      .trim()
      .min(2)
      .max(20)
      .regex(/^[0-9+][0-9 ]*$/, 'safeguarding.emergencyNumberInvalid'),
    /** The hospital's urgent-help contact as families read it (a ward's number, day and night). */
    urgent_help: localisedTextSchema.nullable(),
  })
  .meta({ id: 'SafeguardingSettings' });
export type SafeguardingSettings = z.infer<typeof safeguardingSettingsSchema>;

/** A staff account that can be named a contact. */
export const safeguardingStaffSchema = z
  .object({ id: z.uuid(), type: z.number().int(), first_name: text(), surname: text() })
  .meta({ id: 'SafeguardingStaff' });
export type SafeguardingStaff = z.infer<typeof safeguardingStaffSchema>;

/** GET /api/questionnaire/safeguarding: the settings (defaults until saved) and who can be named. */
export const safeguardingViewSchema = safeguardingSettingsSchema
  .extend({ staff: z.array(safeguardingStaffSchema) })
  .meta({ id: 'SafeguardingView' });
export type SafeguardingView = z.infer<typeof safeguardingViewSchema>;

/** What the family reads at once: the rule's text or the organisation's default, never a score. */
export const safetyNetSchema = z
  .object({ message: text(), emergency_number: text() })
  .meta({ id: 'SafetyNet' });
export type SafetyNet = z.infer<typeof safetyNetSchema>;

/** The answer routes' reply: the stored response, and the safety net when a rule was met. */
export const answeredResponseSchema = questionnaireResponseSchema
  .extend({ safety_net: safetyNetSchema.nullable() })
  .meta({ id: 'QuestionnaireAnswered' });
export type AnsweredResponse = z.infer<typeof answeredResponseSchema>;
