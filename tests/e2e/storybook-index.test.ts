/**
 * The static Storybook (`npm run build-storybook`, run by `npm test` beside the static checks;
 * like the portal's bundle budget, this reads the build, so it runs with the end-to-end tests)
 * publishes every story and every docs page: its index.json lists each story export of
 * stories/**\/*.stories.tsx under the id Storybook forms from the title and the export's name,
 * and each docs page (an MDX file under stories/, or a component's autodocs) as a `docs` entry.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';

const INDEX = 'storybook-static/index.json';

interface Entry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  importPath: string;
  storiesImports?: string[];
}

const files = (dir: string, ending: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(ending))
    .map((file) => `./${path.join(dir, file).split(path.sep).join('/')}`)
    .sort();

/** The ids of a CSF file's stories: `export const Name = meta.story(…)` under its meta's title. */
function storyIds(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const title = /preview\.meta\(\{[\s\S]*?\btitle:\s*(['"])(.+?)\1/.exec(source)?.[2];
  if (!title) throw new Error(`${file} names no title in its preview.meta`);
  return [...source.matchAll(/^export const (\w+)\s*=/gm)].map((match) =>
    toId(title, storyNameFromExport(match[1] as string)),
  );
}

describe('the static Storybook', () => {
  const entries = (): Entry[] => {
    if (!existsSync(INDEX))
      throw new Error(`No ${INDEX}: run "npm run build-storybook" first (npm test does).`);
    return Object.values(
      (JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, Entry> }).entries,
    );
  };

  it('lists every story export, and no story that is not one', () => {
    const expected = files('stories', '.stories.tsx').flatMap(storyIds).sort();
    const listed = entries()
      .filter((entry) => entry.type === 'story')
      .map((entry) => entry.id)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(listed).toEqual(expected);
  });

  it('lists every MDX page under stories/ as a docs entry, and each docs entry reads files that exist', () => {
    const docs = entries().filter((entry) => entry.type === 'docs');
    const pages = new Set(docs.map((entry) => entry.importPath));
    for (const file of files('stories', '.mdx')) expect(pages, `${file} is not published`).toContain(file);
    for (const entry of docs)
      for (const file of [entry.importPath, ...(entry.storiesImports ?? [])])
        expect(existsSync(file), `${entry.id} reads ${file}`).toBe(true);
  });
});
