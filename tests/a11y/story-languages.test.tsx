/**
 * Issue 17: every story's axe check in Arabic (right-to-left) and Spanish. The storybook project already
 * checks each story in its own language after its play; this renders every story again in 'ar' and 'es'
 * with its loaders, MSW handlers and decorators, waits for the screen to settle instead of running the
 * play (plays assert English text, and running them twice more would triple the stage), and lets the a11y
 * addon's own afterEach run axe, so the rules and a story's exceptions (`parameters.a11y`) are the same.
 */
import { describe, expect, test } from 'vitest';
import { composeStory } from 'storybook/preview-api';
import type { Report } from 'storybook/preview-api';
import { settled } from './settled.ts';

interface StoryExport {
  _tag?: string;
  input: { globals?: Record<string, unknown> } & Record<string, unknown>;
  meta: { input: { title?: string } & Record<string, unknown>; preview: { composed: unknown } };
}

const files = import.meta.glob<Record<string, unknown>>('../../stories/**/*.stories.tsx', { eager: true });
const isStory = (value: unknown): value is StoryExport =>
  typeof value === 'object' && value !== null && (value as StoryExport)._tag === 'Story';

const LANGUAGES = ['ar', 'es'] as const;

/** The part of axe-core's result the message names. */
interface AxeResults {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/** "rule (impact): help — selector, selector" for each violation, one a line. */
function describeViolations(result: AxeResults): string {
  return result.violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
    )
    .join('\n  ');
}

for (const [path, exports] of Object.entries(files)) {
  const stories = Object.entries(exports).filter((entry): entry is [string, StoryExport] =>
    isStory(entry[1]),
  );
  if (stories.length === 0) continue;
  const title = stories[0]?.[1].meta.input.title ?? path;
  describe(title, () => {
    for (const [exportName, story] of stories) {
      for (const language of LANGUAGES) {
        test(`${exportName} [${language}]`, async () => {
          const composed = composeStory(
            // The play is replaced: only the rendered screen is checked, once its data has arrived.
            { ...story.input, play: settled, globals: { ...story.input.globals, locale: language } },
            { ...story.meta.input, play: undefined },
            undefined,
            story.meta.preview.composed as never,
            exportName,
          );
          if (!composed.tags.includes('test')) return;
          await composed.run();
          const a11y = composed.parameters.a11y as { test?: string; disable?: boolean } | undefined;
          const report = composed.reporting.reports.find((r: Report) => r.type === 'a11y');
          if (a11y?.disable === true || a11y?.test === 'off') {
            expect(report).toBeUndefined();
            return;
          }
          // No report means axe never ran: that must fail, not pass quietly.
          expect(report, 'the a11y addon did not check this story').toBeDefined();
          const result = (report as Report<AxeResults | { error: unknown }>).result;
          if ('error' in result) throw result.error;
          if (report?.status === 'failed') {
            expect.fail(`${title} › ${exportName} in ${language}:\n  ${describeViolations(result)}`);
          }
        });
      }
    }
  });
}
