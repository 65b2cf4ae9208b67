import { z } from 'zod';
import { text } from './text.ts';
import { languageSchema, organisationSchema } from './organisation.ts';
import { userSchema } from './user.ts';

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

/** PUT /api/users/child: a guardian names their child; the server assigns the app code. */
export const updateChildRequestSchema = z
  .strictObject({ first_name: text().trim().min(1).max(100) })
  .meta({ id: 'UpdateChildRequest' });
export type UpdateChildRequest = z.infer<typeof updateChildRequestSchema>;

/** Child app codes: six characters of an alphabet without look-alikes (0/O, 1/I/L, 2/Z, 5/S, 8/B). */
export const APP_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
