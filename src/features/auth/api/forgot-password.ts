import { z } from 'zod';
import { authEndpoints } from '../../../api/contracts/index.ts';
import { useAuthMutation } from './mutation.ts';

export const forgotPasswordFormSchema = z.object({ email: z.email({ message: 'auth.signIn.emailInvalid' }) });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const useForgotPassword = () => useAuthMutation(authEndpoints.forgotPassword);
