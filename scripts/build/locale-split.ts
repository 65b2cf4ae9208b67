/**
 * The locale files as the portal imports them: flat tables of react-intl ids ("auth.signIn.title")
 * to messages, compiled in a production build.
 *
 * English comes in two parts, so that a first visit loads only what /login shows:
 * `locales/en.json?first` holds the namespaces a first visit to /login renders (the sign-in page,
 * its frame, the cookie banner, the design system's own texts), `locales/en.json?later` the rest,
 * loaded before any other screen; `locales/<language>.json?all` is a whole language. The locale
 * files stay the ones translators edit; the split happens as they are imported, so every new
 * namespace stays out of the first load unless it is named here.
 *
 * In `vite build` (the portal and the prerendered /login) every message is parsed here, with its
 * language's locale as react-intl would parse it, so a phone neither downloads the ICU parser nor
 * parses a message the first time it shows it (react-intl formats a parsed message as it is): the
 * parser is swapped for its parse-less build, and a malformed message fails the build, named. In dev
 * and tests messages stay strings, which react-intl parses as they show (an edit shows at once).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** The namespaces /login needs before its first paint (src/lib/messages.ts loads the rest at once if one is missing). */
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

export type LocalePart = 'first' | 'later' | 'all';
type Tree = { [key: string]: string | Tree };
export type Messages = Record<string, string | MessageFormatElement[]>;

const QUERY = /^(.*\.json)\?(first|later|all)$/;
const PREFIX = '\0lantern-locale:';

/** Picks the first-load namespaces out of a locale tree, or everything else, or all of it. */
export function localePart(tree: Record<string, unknown>, part: LocalePart): Record<string, unknown> {
  if (part === 'all') return tree;
  const first = part === 'first';
  return Object.fromEntries(
    Object.entries(tree).filter(([key]) => FIRST_LOAD_NAMESPACES.includes(key) === first),
  );
}

/** Nested locale files → react-intl's flat ids ("auth.signIn.title"). */
export function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[id] = value;
    else Object.assign(out, flatten(value, id));
  }
  return out;
}

/**
 * Every message parsed as react-intl parses it at runtime (intl-messageformat: the reader's locale,
 * the parser's defaults), so that the result formats the same.
 */
export function compileMessages(
  messages: Record<string, string>,
  language: string,
): Record<string, MessageFormatElement[]> {
  const locale = new Intl.Locale(language);
  const out: Record<string, MessageFormatElement[]> = {};
  for (const [id, message] of Object.entries(messages)) {
    try {
      out[id] = parse(message, { locale });
    } catch (error) {
      throw new Error(`locales/${language}.json: the message "${id}" is not valid ICU (${String(error)})`, {
        cause: error,
      });
    }
  }
  return out;
}

/** What `import … from 'locales/<language>.json?<part>'` gives: compiled in a build, strings otherwise. */
export function localeMessages(file: string, part: LocalePart, compile: boolean): Messages {
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const messages = flatten(localePart(tree, part) as Tree);
  return compile ? compileMessages(messages, path.basename(file, '.json')) : messages;
}

export function localeSplit(): Plugin {
  let compile = false;
  return {
    name: 'lantern-locale-split',
    enforce: 'pre',
    config(_config, env) {
      if (env.command !== 'build') return;
      // Only the exact package: its parse-less build (no-parser.js) still resolves as itself.
      return {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      };
    },
    configResolved(config) {
      compile = config.command === 'build';
    },
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
      const part = rest.slice(0, rest.indexOf(':')) as LocalePart;
      const file = rest.slice(rest.indexOf(':') + 1, -'.js'.length);
      this.addWatchFile(file);
      const messages = localeMessages(file, part, compile);
      // JSON.parse of a string literal is faster to start than the same object as a JS literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}
