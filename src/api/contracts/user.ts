import { z } from 'zod';
import { text } from './text.ts';
import { accountStatusSchema, userTypeSchema } from './role-schemas.ts';
import { languageSchema } from './organisation.ts';

/** User of docs/product.md § What the portal shows and keeps, as the browser stores it after sign-in. */
export const userSchema = z
  .object({
    id: z.uuid(),
    type: userTypeSchema,
    status: accountStatusSchema,
    email: z.email().nullable(),
    first_name: text(),
    surname: text(),
    organisation_id: z.uuid().nullable(),
    language: languageSchema.nullable(),
    child: z.object({ id: z.uuid().optional(), first_name: text(), app_code: text() }).nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
