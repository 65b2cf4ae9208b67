import { z } from 'zod';
import { text } from './text.ts';

/** The icons an organisation's manifest names when it has an uploaded logo: two sizes, and one maskable. */
export const MANIFEST_ICON_VARIANTS = ['192', '512', 'maskable-512'] as const;
export type ManifestIconVariant = (typeof MANIFEST_ICON_VARIANTS)[number];

/** Lantern's own icons (public/icons), for an organisation without an uploaded logo. */
export const LANTERN_ICONS = [
  { src: '/icons/lantern-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/lantern-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/lantern-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** An organisation's code in an address (`/api/organisations/:code/manifest`): its url_code's form. */
export const manifestParamsSchema = z.object({
  code: text().regex(/^[a-z0-9][a-z0-9-]{1,39}$/i, { message: 'organisation.urlCodeFormat' }),
});

export const manifestIconParamsSchema = manifestParamsSchema.extend({
  variant: z.enum(MANIFEST_ICON_VARIANTS),
});

/** GET /api/organisations/:code/manifest (public): the web app manifest, named and coloured for it. */
export const webAppManifestSchema = z.object({
  id: text(),
  name: text(),
  short_name: text(),
  start_url: z.literal('/'),
  scope: z.literal('/'),
  display: z.literal('standalone'),
  lang: text(),
  dir: z.enum(['ltr', 'rtl']),
  theme_color: text(),
  background_color: text(),
  icons: z.array(
    z.object({
      src: text(),
      sizes: text(),
      type: z.literal('image/png'),
      purpose: z.enum(['any', 'maskable']),
    }),
  ),
});
export type WebAppManifest = z.infer<typeof webAppManifestSchema>;
