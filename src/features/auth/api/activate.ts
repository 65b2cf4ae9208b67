import { z } from 'zod';
import { authEndpoints, passwordSchema } from '../../../api/contracts/index.ts';
import { useAuthMutation } from './mutation.ts';

/**
 * The activation form: an invited person chooses a password and repeats it; someone who chose one
 * when they registered may leave both empty. The repeat must match, and says so on its own field.
 */
export const activateFormSchema = z
  .object({ password: z.union([z.literal(''), passwordSchema]), confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'auth.reset.mismatch' });
export type ActivateForm = z.infer<typeof activateFormSchema>;

/** POST /auth/activate with the token from the activation e-mail's link. */
export const useActivate = () => useAuthMutation(authEndpoints.activate);
