import useSWRMutation from 'swr/mutation';
import { z } from 'zod';
import { sessionSchema, type Session } from '../../../api/contracts/index.ts';
import { useApiClient, type ApiError } from '../../../api/index.ts';

export const SIGN_IN_KEY = '/auth/signin';

/** The sign-in form's input; messages are locale keys. */
export const signInFormSchema = z.object({
  email: z.email({ message: 'auth.signIn.emailInvalid' }),
  password: z.string().min(1, { message: 'auth.signIn.passwordRequired' }),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export function useSignIn() {
  const client = useApiClient();
  return useSWRMutation<Session, ApiError, string, SignInForm>(SIGN_IN_KEY, (_key, { arg }) =>
    client.request('/auth/signin', { method: 'POST', body: arg, schema: sessionSchema, anonymous: true }),
  );
}
