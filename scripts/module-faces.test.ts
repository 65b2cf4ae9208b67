/**
 * Server modules' public faces (docs/architecture.md § Module faces): a file of one module imports
 * another module only through its `index.ts` or its `schema.ts`. This test lists every import that
 * goes past a face and fails on one that is not in the allow-list (which docs/architecture.md
 * explains, entry by entry); eslint.config.js forbids the same imports as they are written.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACE_EXCEPTIONS } from './module-faces.ts';

const MODULES = 'server/modules/';

/** The module a file of server/modules/<module>/… belongs to (null for server/modules/*.ts). */
function moduleOf(file: string): string | null {
  if (!file.startsWith(MODULES)) return null;
  const parts = file.slice(MODULES.length).split('/');
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.[^']+)'/g;

/** Every `importer → imported` pair (repository paths) where the imported file is past another module's face. */
function importsPastFaces(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', MODULES], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file.endsWith('.ts'));
  const found: string[] = [];
  for (const file of files) {
    const own = moduleOf(file);
    if (!own) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1] ?? ''));
      const other = moduleOf(target);
      if (!other || other === own) continue;
      const rest = target.slice(MODULES.length + other.length + 1);
      if (rest === 'index.ts' || rest === 'schema.ts') continue;
      found.push(`${file} → ${target}`);
    }
  }
  return [...new Set(found)].sort();
}

describe('server modules import each other through their faces', () => {
  const past = importsPastFaces();
  console.info(`imports past another module's face: ${past.length}\n${past.join('\n')}`);

  it('imports past a face only from the allow-list', () => {
    const allowed = new Set(Object.keys(FACE_EXCEPTIONS));
    const targets = past.map((pair) => pair.split(' → ')[1] ?? '');
    expect(targets.filter((target) => !allowed.has(target))).toEqual([]);
  });

  it('the allow-list holds at most ten files, each still imported past its face', () => {
    const targets = new Set(past.map((pair) => pair.split(' → ')[1] ?? ''));
    expect(Object.keys(FACE_EXCEPTIONS).length).toBeLessThanOrEqual(10);
    expect(Object.keys(FACE_EXCEPTIONS).filter((file) => !targets.has(file))).toEqual([]);
  });
});
