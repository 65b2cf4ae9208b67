import { z } from 'zod';
import { text } from './text.ts';
import { userSchema } from './user.ts';
import { organisationSchema } from './organisation.ts';
import { userTypeSchema } from './role-schemas.ts';

export { passwordSchema, passwordRules } from './password.ts';

export const signInRequestSchema = z
  .object({
    email: z.email().max(320),
    password: text().min(1).max(256),
  })
  .meta({ id: 'SignInRequest' });

export { CLIENT_HEADER, PORTAL_CLIENT } from './constants.ts';

export const tokensSchema = z.object({
  access_token: text(),
  /** For clients other than the portal (the patients' app); the portal gets the session cookie instead. */
  refresh_token: text().optional(),
  /** Access-token expiry, in milliseconds since the epoch. */
  exp: z.number().int(),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const sessionSchema = tokensSchema
  .extend({
    user: userSchema,
    organisation: organisationSchema.nullable(),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const meSchema = z
  .object({
    type: userTypeSchema,
    exp: z.number().int(),
    user: userSchema,
    organisation: organisationSchema.nullable(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

/** POST /api/auth/refresh and /api/auth/logout: the refresh token in the body, or none (the session cookie). */
export const refreshRequestSchema = z.object({ refresh_token: text().min(1).max(512).optional() });
