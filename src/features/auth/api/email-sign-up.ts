import { z } from 'zod';
import { authEndpoints, passwordSchema } from '../../../api/contracts/index.ts';
import { useAuthMutation } from './mutation.ts';

/** Guardian registration form (docs/product.md § Calls POST /auth/email-signup); messages are locale keys. */
export const emailSignUpFormSchema = z.object({
  url_code: z.string().trim().min(1, { message: 'auth.register.codeRequired' }).max(64),
  first_name: z.string().trim().min(1, { message: 'auth.register.firstNameRequired' }).max(100),
  surname: z.string().trim().min(1, { message: 'auth.register.surnameRequired' }).max(100),
  email: z.email({ message: 'auth.signIn.emailInvalid' }),
  password: passwordSchema,
});
export type EmailSignUpForm = z.infer<typeof emailSignUpFormSchema>;

export const useEmailSignUp = () => useAuthMutation(authEndpoints.emailSignUp);
