/**
 * English in two parts, so that a first visit loads only what /login shows: `locales/en.json?first`
 * holds the namespaces a first visit to /login renders (the sign-in page, its frame, the cookie
 * banner, the design system's own texts), `locales/en.json?later` the rest, loaded before any other
 * screen. locales/en.json stays the one file translators edit; the split happens as it is imported,
 * so every new namespace stays out of the first load unless it is named here.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The namespaces /login needs before its first paint (src/app/i18n.tsx loads the rest at once if one is missing). */
export const FIRST_LOAD_NAMESPACES: readonly string[] = [
  'a11y',
  'app',
  'auth',
  'consent',
  'ds',
  'error',
  'language',
  'loadError',
  'nav',
  'password',
  'shell',
];

const QUERY = /^(.*\.json)\?(first|later)$/;
const PREFIX = '\0lantern-locale:';

/** Picks the first-load namespaces out of a locale tree, or everything else. */
export function localePart(tree: Record<string, unknown>, part: 'first' | 'later'): Record<string, unknown> {
  const first = part === 'first';
  return Object.fromEntries(
    Object.entries(tree).filter(([key]) => FIRST_LOAD_NAMESPACES.includes(key) === first),
  );
}

export function localeSplit(): Plugin {
  return {
    name: 'lantern-locale-split',
    enforce: 'pre',
    async resolveId(source, importer) {
      const match = QUERY.exec(source);
      if (!match) return null;
      const file = await this.resolve(match[1] as string, importer, { skipSelf: true });
      // Not ending in .json, so Vite's own JSON plugin leaves the module to this one.
      return file ? `${PREFIX}${match[2]}:${file.id}.js` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const rest = id.slice(PREFIX.length);
      const part = rest.slice(0, rest.indexOf(':')) as 'first' | 'later';
      const file = rest.slice(rest.indexOf(':') + 1, -'.js'.length);
      this.addWatchFile(file);
      const tree = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      // JSON.parse of a string literal is faster to start than the same object as a JS literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(localePart(tree, part)))});`;
    },
  };
}
