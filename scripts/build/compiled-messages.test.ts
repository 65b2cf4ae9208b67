/**
 * The messages a production build ships parsed (scripts/build/locale-split.ts): each one must format
 * exactly as react-intl would format its source string, in its own language, or a phone shows other
 * words than the translator wrote.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { ConfigEnv, Plugin, ResolvedConfig, UserConfig } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { localeSplit, type LocalePart, type Messages } from './locale-split.ts';

const locales = fileURLToPath(new URL('../../locales/', import.meta.url));
const hook = <T>(value: unknown) =>
  (typeof value === 'function' ? value : (value as { handler: T }).handler) as T;

/** What `import … from '<file>?<part>'` evaluates to, built by `vite build` (or served). */
function imported(file: string, part: LocalePart, command: 'build' | 'serve' = 'build'): Messages {
  const plugin: Plugin = localeSplit();
  hook<(config: ResolvedConfig) => void>(plugin.configResolved)({ command } as ResolvedConfig);
  const load = hook<(this: unknown, id: string) => string>(plugin.load);
  const code = load.call({ addWatchFile: () => undefined }, `\0lantern-locale:${part}:${file}.js`);
  const literal = /^export default JSON\.parse\((.*)\);$/s.exec(code)?.[1];
  if (!literal) throw new Error(`unexpected module: ${code.slice(0, 80)}`);
  return JSON.parse(JSON.parse(literal) as string) as Messages;
}

const SOME_DAY = new Date('2026-03-29T00:30:00Z'); // The night the clocks go forward in London.

/** Values for every argument a message names: what its own formats ask for. */
function valuesOf(ast: MessageFormatElement[], count: number, values: Record<string, unknown> = {}) {
  for (const element of ast) {
    switch (element.type) {
      case TYPE.argument:
        values[element.value] ??= `«${element.value}»`;
        break;
      case TYPE.number:
      case TYPE.plural:
        values[element.value] = count;
        break;
      case TYPE.date:
      case TYPE.time:
        values[element.value] = SOME_DAY;
        break;
      case TYPE.select:
        values[element.value] = Object.keys(element.options)[0];
        break;
      case TYPE.tag:
        values[element.value] = (chunks: unknown[]) =>
          `<${element.value}>${chunks.join('')}</${element.value}>`;
        valuesOf(element.children, count, values);
        break;
      default:
        break;
    }
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) valuesOf(option.value, count, values);
  }
  return values;
}

const text = (formatted: unknown) => [formatted].flat().join('');
// Plural categories: Arabic has six (zero, one, two, few, many, other); 1234.5 groups and has a fraction.
const COUNTS = [0, 1, 2, 3, 11, 100, 1234.5];

describe.each(['en', 'ar', 'es'])('%s messages compiled at build time', (language) => {
  const file = path.join(locales, `${language}.json`);
  const source = imported(file, 'all', 'serve') as Record<string, string>;
  const compiled = imported(file, 'all');

  it('are every message of the file, by id, each parsed', () => {
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(source).sort());
    expect(Object.keys(compiled)).toContain('auth.signIn.title');
    expect(Object.values(compiled).every(Array.isArray)).toBe(true);
  });

  it('format exactly as their source strings do, whatever the numbers', () => {
    let arguments_ = 0;
    for (const [id, message] of Object.entries(source)) {
      const ast = compiled[id] as MessageFormatElement[];
      for (const count of COUNTS) {
        const values = valuesOf(ast, count);
        arguments_ += Object.keys(values).length;
        const expected = text(new IntlMessageFormat(message, language).format(values));
        expect(text(new IntlMessageFormat(ast, language).format(values)), `${language} ${id}`).toBe(expected);
      }
    }
    // The comparison covered messages with arguments, not only plain text.
    expect(arguments_).toBeGreaterThan(100);
  });
});

describe('English in a build', () => {
  const file = path.join(locales, 'en.json');

  it('splits into a first and a later part that make the whole', () => {
    const first = imported(file, 'first');
    const later = imported(file, 'later');
    expect(Object.keys(first)).toContain('auth.signIn.title');
    expect(Object.keys(later).filter((id) => id in first)).toEqual([]);
    expect({ ...first, ...later }).toEqual(imported(file, 'all'));
  });
});

describe('the build', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'locales-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('fails on a malformed message, naming its id and language', () => {
    const file = path.join(folder, 'es.json');
    writeFileSync(file, JSON.stringify({ auth: { fine: 'Hola {name}', broken: 'Hola {name' } }));
    expect(() => imported(file, 'all')).toThrow(/es\.json: the message "auth\.broken" is not valid ICU/);
    // Served (dev, tests), messages stay strings: react-intl reports the broken one where it shows.
    expect(imported(file, 'all', 'serve')).toEqual({
      'auth.fine': 'Hola {name}',
      'auth.broken': 'Hola {name',
    });
  });

  it('swaps the ICU parser for its parse-less build, and only in a build', () => {
    const plugin = localeSplit();
    const config = hook<(config: UserConfig, env: ConfigEnv) => UserConfig | undefined>(plugin.config);
    const alias = config({}, { command: 'build', mode: 'production' })?.resolve?.alias;
    expect(alias).toEqual([
      { find: expect.any(RegExp), replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ]);
    const find = (alias as unknown as [{ find: RegExp }])[0].find;
    expect(find.test('@formatjs/icu-messageformat-parser')).toBe(true);
    expect(find.test('@formatjs/icu-messageformat-parser/no-parser.js')).toBe(false);
    expect(config({}, { command: 'serve', mode: 'development' })).toBeUndefined();
  });
});
