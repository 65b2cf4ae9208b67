import sharp from 'sharp';
import { BASE_COLOURS, readableBrandColour } from '../../../src/api/contracts/colour.ts';
import {
  LANTERN_ICONS,
  type ManifestIconVariant,
  type WebAppManifest,
} from '../../../src/api/contracts/web-app-manifest.ts';
import { notFound } from '../../http/errors.ts';
import type { OrganisationsRepository } from './repository.ts';

/** A short name fits under a home-screen icon: the name itself when short, else its first 12 characters. */
const SHORT_NAME_LENGTH = 12;
const shortName = (name: string) =>
  name.length <= SHORT_NAME_LENGTH ? name : name.slice(0, SHORT_NAME_LENGTH).trimEnd();

/** How much of a square icon the logo fills: a maskable icon keeps it inside the 80% safe circle. */
const FILL = { any: 0.84, maskable: 0.6 } as const;

/**
 * The web app manifest of an organisation (its name, its brand colour as the theme darkens it, its language)
 * and the home-screen icons made from its uploaded logo. Nothing of a person: only what the sign-in page shows.
 */
export function createManifestService(deps: { repo: Pick<OrganisationsRepository, 'byUrlCode' | 'asset'> }) {
  const { repo } = deps;

  const organisation = async (code: string) => {
    const row = await repo.byUrlCode(code);
    if (!row) throw notFound('Organisation');
    return row;
  };

  return {
    async manifest(code: string): Promise<WebAppManifest> {
      const row = await organisation(code);
      const logo = await repo.asset(row.id, 'logo');
      const base = `/api/organisations/${encodeURIComponent(row.urlCode)}/icons`;
      // The icon's address carries the logo's hash, so a new logo is a new icon for the browser.
      const version = logo ? `?v=${logo.hash.slice(0, 16)}` : '';
      const icons = logo
        ? [
            {
              src: `${base}/192${version}`,
              sizes: '192x192',
              type: 'image/png' as const,
              purpose: 'any' as const,
            },
            {
              src: `${base}/512${version}`,
              sizes: '512x512',
              type: 'image/png' as const,
              purpose: 'any' as const,
            },
            {
              src: `${base}/maskable-512${version}`,
              sizes: '512x512',
              type: 'image/png' as const,
              purpose: 'maskable' as const,
            },
          ]
        : LANTERN_ICONS.map((icon) => ({ ...icon }));
      return {
        id: '/',
        name: row.name,
        short_name: shortName(row.name),
        start_url: '/',
        scope: '/',
        display: 'standalone',
        lang: row.language,
        dir: row.language === 'ar' ? 'rtl' : 'ltr',
        theme_color: readableBrandColour(row.brandColor).main,
        background_color: BASE_COLOURS.white,
        icons,
      };
    },

    /** A square PNG of the organisation's logo on white, centred (404 when it has no uploaded logo). */
    async icon(code: string, variant: ManifestIconVariant): Promise<{ data: Buffer; tag: string }> {
      const row = await organisation(code);
      const logo = await repo.asset(row.id, 'logo');
      if (!logo) throw notFound('Image');
      const size = variant === '192' ? 192 : 512;
      const inner = Math.round(size * (variant.startsWith('maskable') ? FILL.maskable : FILL.any));
      const transparent = { r: 255, g: 255, b: 255, alpha: 0 };
      const fitted = await sharp(logo.data, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(inner, inner, { fit: 'contain', background: transparent })
        .png()
        .toBuffer();
      const data = await sharp({
        create: { width: size, height: size, channels: 4, background: BASE_COLOURS.white },
      })
        .composite([{ input: fitted, gravity: 'centre' }])
        .png()
        .toBuffer();
      return { data, tag: `${logo.hash.slice(0, 16)}-${variant}` };
    },
  };
}
export type ManifestService = ReturnType<typeof createManifestService>;
