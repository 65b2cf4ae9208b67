import { z } from 'zod';
import { text } from './text.ts';
import { languageSchema, organisationSchema } from './organisation.ts';
import { userSchema } from './user.ts';
import { dateOfBirthSchema, relationshipSchema } from './families.ts';

/** GET /api/users/profile: the signed-in user and their organisation. */
export const profileSchema = z
  .object({ user: userSchema, organisation: organisationSchema.nullable() })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** PUT /api/user: the signed-in user's own names and language; the e-mail is not editable here. */
/** Unknown fields are refused (400), so no field can be smuggled into the write. */
export const updateProfileRequestSchema = z
  .strictObject({
    first_name: text().trim().min(1).max(100).optional(),
    surname: text().trim().min(1).max(100).optional(),
    language: languageSchema.nullable().optional(),
    email: z.never({ error: 'The e-mail address cannot be changed here' }).optional(),
  })
  .meta({ id: 'UpdateProfileRequest' });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/**
 * PUT /api/users/child: a guardian adds their child with the child's app code and a second factor,
 * the child's date of birth or patient number (one of the two). `first_name` is what the family
 * calls the child: it names a child the hospital knows by app code alone, and is otherwise kept
 * as it is. A wrong code and a wrong second factor answer alike; three wrong tries lock the code.
 */
export const updateChildRequestSchema = z
  .strictObject({
    first_name: text().trim().min(1).max(100).optional(),
    app_code: text()
      .trim()
      .max(20)
      .transform((code) => code.replace(/[\s-]/g, '').toUpperCase()),
    date_of_birth: dateOfBirthSchema.optional(),
    patient_number: text().trim().min(1).max(50).optional(),
    relationship: relationshipSchema.default('parent'),
  })
  .meta({ id: 'UpdateChildRequest' });
export type UpdateChildRequest = z.infer<typeof updateChildRequestSchema>;
export type UpdateChildInput = z.input<typeof updateChildRequestSchema>;

/** Child app codes: six characters of an alphabet without look-alikes (0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const APP_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
