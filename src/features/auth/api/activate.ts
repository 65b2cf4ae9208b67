import { acknowledgementSchema, useAuthMutation } from './mutation.ts';

/** POST /auth/activate with the token from the activation e-mail's link. */
export const useActivate = () =>
  useAuthMutation<{ token: string; password?: string }, typeof acknowledgementSchema>(
    '/auth/activate',
    acknowledgementSchema,
  );
