import { z } from 'zod';
import {
  sessionSchema,
  ssoProfileSchema,
  type Session,
  type SsoProfile,
} from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';

/**
 * What the sign-in page checks, with zod: loaded when someone starts using the page (sign-in.ts's
 * loadSignInChecks), not before its first paint.
 */
export { authEndpoints, authProvidersSchema } from '../../../api/contracts/index.ts';

/** A call whose answer may take more than one shape, narrowed to the one this page expects. */
const only =
  <T>(schema: z.ZodType<T>) =>
  (answer: unknown): T => {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw new ApiError(200, 'NonApiError', 'Unexpected response from the server');
    return parsed.data;
  };

/** A single sign-on that signs in at once: a session, never a second factor's challenge. */
export const sessionOnly: (answer: unknown) => Session = only(sessionSchema);
/** LinkedIn's sign-up: the verified profile. */
export const profileOnly: (answer: unknown) => SsoProfile = only(ssoProfileSchema);

/** The sign-in form's input; messages are locale keys. */
export const signInFormSchema = z.object({
  email: z.email({ message: 'auth.signIn.emailInvalid' }),
  password: z.string().min(1, { message: 'auth.signIn.passwordRequired' }),
});
