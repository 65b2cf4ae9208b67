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
      const from = (target: string) => {
        const relative = path.relative(path.dirname(file), target);
        return JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`);
      };
      // Appended, so the lines of the story file stay where its source map says; imports hoist.
      const tests = [
        `import { checkStoryFile as __checkStoryFile } from ${from(runner)};`,
        `import * as __storyFile from ${from(file)};`,
        `__checkStoryFile(__storyFile);`,
      ].join('\n');
      return { code: `${code}\n${tests}\n`, map: null };
    },
  };
}
