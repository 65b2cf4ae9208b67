import { z } from 'zod';

export const languageSchema = z.enum(['en', 'ar', 'es']);
export type Language = z.infer<typeof languageSchema>;

/** Organisation of spec §3. */
export const organisationSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    url_code: z.string(),
    language: languageSchema,
    area_seats: z.number().int().nonnegative(),
    enable_custom_asset: z.boolean(),
    logo_url: z.string().nullable(),
    white_logo_url: z.string().nullable(),
    brand_color: z.string().nullable(),
    /** Codes of the enabled content items of the 'Features' category (e.g. VideoContent). */
    features: z.array(z.string()),
  })
  .meta({ id: 'Organisation' });
export type Organisation = z.infer<typeof organisationSchema>;

export const idParamsSchema = z.object({ id: z.uuid() });
