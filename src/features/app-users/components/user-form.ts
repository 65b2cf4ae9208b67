import { z } from 'zod';
import { dateOfBirthSchema } from '../../../api/contracts/index.ts';

/** What an admin types for a patient, creating one or correcting one (the same limits as the API). */
export const userForm = z.object({
  first_name: z.string().trim().max(100),
  surname: z.string().trim().max(100),
  patient_number: z.string().trim().max(50),
  /** A patient's date of birth, '' when not known: families add their child with it and the app code. */
  date_of_birth: z.string().refine((value) => value === '' || dateOfBirthSchema.safeParse(value).success, {
    message: 'families.dateOfBirthPast',
  }),
});
export type UserForm = z.infer<typeof userForm>;
