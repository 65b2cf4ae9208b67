/**
 * Every design-system component has a docs page in Storybook (docs/conventions.md § Stories are the spec):
 * stories/design-system/docs/<component folder>.mdx; and so does every component of the shell, the app's
 * frame (src/design-system/shell: header, navigation menu, language selector, cookie banner, …):
 * stories/shell/docs/<shell folder>.mdx. And every MDX page's links hold: the stories file its
 * `<Meta of>` attaches to exists, and each story it shows (`<Canvas of={Docs.X}>`) is exported there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const DOCS = path.join(root, 'stories/design-system/docs');
const SHELL_DOCS = path.join(root, 'stories/shell/docs');

const foldersOf = (dir: string): string[] =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const components = foldersOf('src/design-system/components');
const shellComponents = foldersOf('src/design-system/shell');

/** The components of a folder of src/design-system without a page <name>.mdx in `docs`. */
const withoutPage = (names: string[], docs: string): string[] =>
  names.filter((name) => !existsSync(path.join(docs, `${name}.mdx`)));

/** The components whose page <name>.mdx in `docs` does not attach to a stories file. */
const detachedPages = (names: string[], docs: string): string[] =>
  names.filter((name) => {
    const page = path.join(docs, `${name}.mdx`);
    return existsSync(page) && !/<Meta\s+of=\{\w+\}/.test(readFileSync(page, 'utf8'));
  });

const mdxPages = (readdirSync(path.join(root, 'stories'), { recursive: true }) as string[])
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => path.join(root, 'stories', file))
  .sort();

/** `import * as Name from './x'` and `import { A, B } from './x'` of an MDX page: name → resolved file. */
function importsOf(file: string, source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, names, from] of source.matchAll(/^import\s+(.+?)\s+from\s+'([^']+)';?$/gm)) {
    if (!names || !from?.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), from);
    const star = /^\*\s+as\s+(\w+)$/.exec(names.trim());
    if (star?.[1]) found.set(star[1], target);
    for (const name of names.replace(/[{}]/g, '').split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (local && !star) found.set(local, target);
    }
  }
  return found;
}

/** What is wrong with a page's links, one line each; [] when nothing is. */
function brokenLinks(file: string, source = readFileSync(file, 'utf8')): string[] {
  const imports = importsOf(file, source);
  const problems: string[] = [];
  for (const [name, target] of imports) {
    if (!existsSync(target))
      problems.push(`imports ${name} from ${path.relative(root, target)}, which is missing`);
  }
  const meta = /<Meta\s+of=\{(\w+)\}/.exec(source)?.[1];
  if (meta) {
    const target = imports.get(meta);
    if (!target) problems.push(`<Meta of={${meta}}> names nothing it imports`);
    else if (existsSync(target)) {
      const stories = readFileSync(target, 'utf8');
      for (const [, story] of source.matchAll(new RegExp(`of=\\{${meta}\\.(\\w+)\\}`, 'g'))) {
        if (!new RegExp(`^export const ${story} =`, 'm').test(stories)) {
          problems.push(`shows ${meta}.${story}, which ${path.relative(root, target)} does not export`);
        }
      }
    }
  } else if (!/<Meta\s+title="[^"]+"/.test(source)) {
    problems.push('has neither <Meta of={…}> nor <Meta title="…">');
  }
  return problems;
}

describe('design-system docs pages', () => {
  it('finds the components and the pages it checks', () => {
    expect(components.length).toBeGreaterThanOrEqual(20);
    expect(shellComponents).toEqual(expect.arrayContaining(['header', 'navigation-menu', 'cookie-consent']));
    expect(mdxPages.length).toBeGreaterThanOrEqual(components.length + shellComponents.length);
  });

  it('has a docs page for every design-system component', () => {
    const missing = withoutPage(components, DOCS);
    expect(
      missing,
      `components without stories/design-system/docs/<name>.mdx: ${missing.join(', ')}`,
    ).toEqual([]);
  });

  it('has a docs page for every component of the shell', () => {
    const missing = withoutPage(shellComponents, SHELL_DOCS);
    expect(missing, `shell components without stories/shell/docs/<name>.mdx: ${missing.join(', ')}`).toEqual(
      [],
    );
  });

  it('attaches every component page to a stories file', () => {
    const detached = [...detachedPages(components, DOCS), ...detachedPages(shellComponents, SHELL_DOCS)];
    expect(detached, `component pages without <Meta of={…}>: ${detached.join(', ')}`).toEqual([]);
  });

  it('reports a shell component without a page', () => {
    expect(withoutPage([...shellComponents, 'no-such-part'], SHELL_DOCS)).toEqual(['no-such-part']);
  });

  it.each(mdxPages.map((file) => [path.relative(root, file), file]))(
    '%s links to what exists',
    (_name, file) => {
      expect(brokenLinks(file)).toEqual([]);
    },
  );

  it('reports a page whose stories file or story is missing', () => {
    const page = path.join(DOCS, 'example.mdx');
    expect(
      brokenLinks(page, "import * as Docs from '../no-such.stories.tsx';\n\n<Meta of={Docs} />"),
    ).toEqual(['imports Docs from stories/design-system/no-such.stories.tsx, which is missing']);
    expect(
      brokenLinks(
        page,
        "import * as Docs from '../status-chip.stories.tsx';\n\n<Meta of={Docs} />\n<Canvas of={Docs.Nothing} />",
      ),
    ).toEqual(['shows Docs.Nothing, which stories/design-system/status-chip.stories.tsx does not export']);
    expect(
      brokenLinks(page, "import * as Docs from '../status-chip.stories.tsx';\n\n<Meta of={Stories} />"),
    ).toEqual(['<Meta of={Stories}> names nothing it imports']);
  });
});
