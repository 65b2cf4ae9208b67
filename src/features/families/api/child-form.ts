import { z } from 'zod';
import { APP_CODE_ALPHABET, RELATIONSHIPS } from '../../../api/contracts/index.ts';

const APP_CODE = new RegExp(`^[${APP_CODE_ALPHABET}]{6}$`);
const today = () => new Date().toISOString().slice(0, 10);

/** The "Add a child" form: the child's app code and one second factor the family knows. */
export const childFormSchema = z
  .object({
    app_code: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
      .refine((v) => APP_CODE.test(v), { message: 'families.child.codeFormat' }),
    factor: z.enum(['date_of_birth', 'patient_number']),
    date_of_birth: z.string(),
    patient_number: z.string().trim(),
    relationship: z.enum(RELATIONSHIPS),
  })
  .superRefine((v, ctx) => {
    if (v.factor === 'date_of_birth' && !(v.date_of_birth >= '1900-01-01' && v.date_of_birth < today()))
      ctx.addIssue({ code: 'custom', path: ['date_of_birth'], message: 'families.child.birthdayRequired' });
    if (v.factor === 'patient_number' && !v.patient_number)
      ctx.addIssue({ code: 'custom', path: ['patient_number'], message: 'families.child.numberRequired' });
  });
export type ChildFormInput = z.input<typeof childFormSchema>;
export type ChildForm = z.output<typeof childFormSchema>;
