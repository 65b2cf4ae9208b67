import { z } from 'zod';
import { sessionSchema, type Session } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';

/**
 * What the sign-in page checks, with zod: loaded when someone starts using the page (sign-in.ts's
 * loadSignInChecks), not before its first paint.
 */
export { authEndpoints, authProvidersSchema, ssoProfileSchema } from '../../../api/contracts/index.ts';

/** The answer of a call that signs in at once (single sign-on) was not a session: unexpected here. */
export function sessionOnly(answer: unknown): Session {
  const parsed = sessionSchema.safeParse(answer);
  if (!parsed.success) throw new ApiError(200, 'NonApiError', 'Unexpected response from the server');
  return parsed.data;
}

/** The sign-in form's input; messages are locale keys. */
export const signInFormSchema = z.object({
  email: z.email({ message: 'auth.signIn.emailInvalid' }),
  password: z.string().min(1, { message: 'auth.signIn.passwordRequired' }),
});
