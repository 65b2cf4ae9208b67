/**
 * Every message the portal names by a literal id (`t('area.key')`, `formatMessage({ id: 'area.key' })`)
 * is a message of the English catalogue: an id that names a group of messages, or none, would show its
 * last segment ("preview") to the reader. Ids built at run time (`t(\`…${x}\`)`) are not read here.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';

/** Every message's id in the catalogue ("auth.signIn.title"), the groups left out. */
function messageIds(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : messageIds(value as object, `${prefix}${key}.`),
  );
}

const LITERAL_ID = /(?:\bt\(\s*|\bid:\s*)'([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)'/g;

describe('message ids', () => {
  it('every literal id the portal uses names a message of the catalogue', () => {
    const known = new Set(messageIds(en));
    const files = execFileSync('git', ['ls-files', 'src/**/*.ts', 'src/**/*.tsx'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !/\.test\.tsx?$/.test(file));
    const unknown: string[] = [];
    let seen = 0;
    for (const file of files) {
      for (const [, id] of readFileSync(file, 'utf8').matchAll(LITERAL_ID)) {
        seen += 1;
        if (id && !known.has(id)) unknown.push(`${file}: ${id}`);
      }
    }
    // The pattern still finds the portal's ids (a change of style would otherwise pass this quietly).
    expect(seen).toBeGreaterThan(1500);
    expect(unknown).toEqual([]);
  });
});
