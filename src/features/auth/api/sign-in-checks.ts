import { z } from 'zod';

/**
 * What the sign-in page checks, with zod: loaded when someone starts using the page (sign-in.ts's
 * loadSignInChecks), not before its first paint.
 */
export {
  authProvidersSchema,
  sessionSchema,
  signInResultSchema,
  ssoProfileSchema,
} from '../../../api/contracts/index.ts';

/** The sign-in form's input; messages are locale keys. */
export const signInFormSchema = z.object({
  email: z.email({ message: 'auth.signIn.emailInvalid' }),
  password: z.string().min(1, { message: 'auth.signIn.passwordRequired' }),
});
