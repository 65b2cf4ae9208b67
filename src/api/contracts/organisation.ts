import { z } from 'zod';
import { text } from './text.ts';
import { LANGUAGES } from './constants.ts';

export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

/** Organisation of docs/product.md § What the portal shows and keeps. */
export const organisationSchema = z
  .object({
    id: z.uuid(),
    name: text(),
    url_code: text(),
    language: languageSchema,
    area_seats: z.number().int().nonnegative(),
    enable_custom_asset: z.boolean(),
    logo_url: text().nullable(),
    white_logo_url: text().nullable(),
    brand_color: text().nullable(),
    /** Codes of the enabled content items of the 'Features' category (e.g. VideoContent). */
    features: z.array(text()),
    /** Families: whether a family-made link waits for an admin ('admin') or is active at once. */
    family_link_approval: z.enum(['admin', 'automatic']),
    /** Families: the age from which the young person is asked about each guardian. */
    assent_age: z.number().int(),
    /** Families: the age from which the young person's choice about each guardian stands. */
    control_age: z.number().int(),
    /** The interface languages the organisation offers its families (all three unless it chose fewer). */
    family_languages: z.array(languageSchema).min(1),
    /** Whether its admins must sign in with a second factor (on by default). */
    require_admin_second_factor: z.boolean(),
    /** Whether a video needs captions in the organisation's language before it is published (off by default). */
    require_captions: z.boolean(),
    /** Hours a notification that matters may stay unread before it is e-mailed (1–72); null: never. */
    unread_email_hours: z.number().int().nullable(),
  })
  .meta({ id: 'Organisation' });
export type Organisation = z.infer<typeof organisationSchema>;

export const idParamsSchema = z.object({ id: z.uuid() });
