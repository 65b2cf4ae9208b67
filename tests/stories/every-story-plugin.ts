import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Makes each story file a test file of the stories project, as Storybook's own Vitest plugin does for
 * English alone: the file ends by handing its exports to tests/stories/every-story.ts, which renders
 * each story in English with its play, then in Arabic and Spanish. Each story file keeps a frame of its
 * own (a story's stored consent, caches and "now" cannot leak into another file's), and is loaded once.
 */
export function everyStoryOnce(root: string): Plugin {
  const runner = path.join(root, 'tests/stories/every-story.ts');
  return {
    name: 'lantern-every-story-once',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(path.join(root, 'stories/')) || !file.endsWith('.stories.tsx')) return null;
      const relative = path.relative(path.dirname(file), runner);
      // Its stories by name: a story file exports each as `export const Name = meta.story(…)` (the
      // storybook-index end-to-end test holds every story file to it). Not a self-import: the test
      // file is loaded under another address than a plain import of it, which would run it twice.
      const names = [...code.matchAll(/^export const (\w+)\b/gm)].map((match) => match[1]);
      // Appended, so the lines of the story file stay where its source map says; imports hoist.
      const tests = [
        `import { checkStoryFile as __checkStoryFile } from ${JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)};`,
        `__checkStoryFile({ ${names.join(', ')} });`,
      ].join('\n');
      return { code: `${code}\n${tests}\n`, map: null };
    },
  };
}
