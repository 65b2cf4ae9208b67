import { z } from 'zod';

/** What an admin types for a patient, creating one or correcting one (the same limits as the API). */
export const userForm = z.object({
  first_name: z.string().trim().max(100),
  surname: z.string().trim().max(100),
  patient_number: z.string().trim().max(50),
});
export type UserForm = z.infer<typeof userForm>;
