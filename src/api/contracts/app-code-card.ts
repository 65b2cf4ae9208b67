import { z } from 'zod';
import { text } from './text.ts';

/**
 * POST /api/user/:user_id/app-code: an admin gives a child a new app code (the old one and the app sessions
 * signed in with it end). The answer is what the printable card shows, in the child's language.
 */
export const appCodeCardSchema = z
  .object({
    patient_id: z.uuid(),
    first_name: text(),
    app_code: text(),
    url_code: text(),
    organisation_name: text(),
    /** The child's language (else the organisation's): the card is printed in it. */
    language: z.enum(['en', 'ar', 'es']),
  })
  .meta({ id: 'AppCodeCard' });
export type AppCodeCard = z.infer<typeof appCodeCardSchema>;
