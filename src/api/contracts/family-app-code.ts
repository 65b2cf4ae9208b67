import { z } from 'zod';
import { childParamsSchema } from './family-children.ts';
import { defineEndpoint } from './endpoint.ts';
import { text } from './text.ts';
import { languageSchema } from './organisation.ts';

/**
 * The three-word code: a guardian asks for a short-lived, single-use code of common words in their
 * language for an actively linked child; typed (or read out) on the child's device it signs the
 * patients' app in as that child. Only its hash is kept, so the words are shown once, when made.
 */

/** How long a code signs in, from when it was made. */
export const APP_SIGN_IN_CODE_HOURS = 72;

/** A child of the signed-in guardian, by the patient's id. */

export const appSignInCodeRequestSchema = z
  .strictObject({
    /** The language of the words; by default the guardian's own. */
    language: languageSchema.optional(),
  })
  .meta({ id: 'AppSignInCodeRequest' });

/** A new code, as it is shown once. */
export const appSignInCodeSchema = z
  .object({
    words: z.array(text()).min(3).max(4),
    language: languageSchema,
    created_at: z.iso.datetime(),
    expires_at: z.iso.datetime(),
  })
  .meta({ id: 'AppSignInCode' });
export type AppSignInCode = z.infer<typeof appSignInCodeSchema>;

/** Whether a child has a live code (its words are never shown again). */
export const appSignInCodeStatusSchema = z
  .object({
    live: z.boolean(),
    language: languageSchema.nullable(),
    created_at: z.iso.datetime().nullable(),
    expires_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AppSignInCodeStatus' });
export type AppSignInCodeStatus = z.infer<typeof appSignInCodeStatusSchema>;

/** The app's sign-in with the words, as typed: any case, accents and spacing. */
export const appWordsSignInRequestSchema = z
  .strictObject({
    words: text().trim().min(1, 'Type the words of the code').max(200),
  })
  .meta({ id: 'AppWordsSignInRequest' });

/** A guardian's three-word codes that sign the patients' app in as their child. */
export const familyAppCodeEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/families/children/:patient_id/app-code',
    params: childParamsSchema,
    ok: appSignInCodeStatusSchema,
    access: { permission: 'familyAppCode.manage' },
  }),
  make: defineEndpoint({
    method: 'POST',
    path: '/families/children/:patient_id/app-code',
    params: childParamsSchema,
    body: appSignInCodeRequestSchema.nullish(),
    ok: appSignInCodeSchema,
    status: 201,
    access: { permission: 'familyAppCode.manage' },
  }),
};
