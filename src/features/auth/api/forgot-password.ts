import { z } from 'zod';
import { acknowledgementSchema, useAuthMutation } from './mutation.ts';

export const forgotPasswordFormSchema = z.object({ email: z.email({ message: 'auth.signIn.emailInvalid' }) });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

export const useForgotPassword = () =>
  useAuthMutation<ForgotPasswordForm, typeof acknowledgementSchema>(
    '/auth/forgot-password',
    acknowledgementSchema,
  );
