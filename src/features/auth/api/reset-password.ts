import { z } from 'zod';
import { authEndpoints, passwordSchema } from '../../../api/contracts/index.ts';
import { useAuthMutation } from './mutation.ts';

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'auth.reset.mismatch' });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const useResetPassword = () => useAuthMutation(authEndpoints.resetPassword);
