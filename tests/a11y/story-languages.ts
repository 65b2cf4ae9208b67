/**
 * Every story's axe check in Arabic (right-to-left) and Spanish. The storybook project already
 * checks each story in its own language after its play; this renders every story again in 'ar' and 'es'
 * with its loaders, MSW handlers and decorators, waits for the screen to settle instead of running the
 * play (plays assert English text, and running them twice more would triple the stage), and lets the a11y
 * addon's own afterEach run axe, so the rules and a story's exceptions (`parameters.a11y`) are the same.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { composeStory } from 'storybook/preview-api';
import type { Report } from 'storybook/preview-api';
import { settled } from './settled.ts';

interface StoryExport {
  _tag?: string;
  input: { globals?: Record<string, unknown> } & Record<string, unknown>;
  meta: { input: { title?: string } & Record<string, unknown>; preview: { composed: unknown } };
}

const storyFiles = import.meta.glob<Record<string, unknown>>('../../stories/**/*.stories.tsx');

/** How many test files each language's check is split into (tests/a11y/<language>-<part>.test.tsx). */
// Parts of about equal size, two at a time on two cores (each part loads only its own story files).
export const PARTS = 4;

/**
 * The story files of one part: every PARTS-th file, so that each part holds about as many screens,
 * and only those files are loaded by the part's test file.
 */
/** Each language's part files (listed, not loaded): a missing one would leave stories unchecked, silently. */
const partFiles = Object.keys(import.meta.glob('./*.test.tsx'));

async function storiesOfPart(part: number): Promise<[string, Record<string, unknown>][]> {
  const entries = Object.entries(storyFiles).sort(([a], [b]) => a.localeCompare(b));
  const mine = entries.filter((_entry, index) => index % PARTS === part - 1);
  return Promise.all(
    mine.map(async ([path, load]) => [path, await load()] as [string, Record<string, unknown>]),
  );
}

const isStory = (value: unknown): value is StoryExport =>
  typeof value === 'object' && value !== null && (value as StoryExport)._tag === 'Story';

/**
 * Only the WCAG 2.0/2.1/2.2 A and AA rules (the portal's target level; the English pass in the storybook
 * project still runs axe's best practices), and only the violations' details: axe then skips collecting
 * every passing node, which is most of its time on a full screen.
 */
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] },
  resultTypes: ['violations'],
};

interface A11yParameter {
  test?: string;
  disable?: boolean;
  options?: Record<string, unknown>;
}

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

/** The story's own a11y parameter (its exceptions) with the cheaper run options on top. */
function a11yWithOptions(story: StoryExport): A11yParameter {
  const parameters = (source: Record<string, unknown>) =>
    (source.parameters as { a11y?: A11yParameter } | undefined)?.a11y;
  const own = { ...parameters(story.meta.input), ...parameters(story.input) };
  return { ...own, options: { ...AXE_OPTIONS, ...own.options } };
}

/**
 * Every story of one part, rendered in `language` and checked by axe. Each language is split into
 * PARTS test files, which Vitest runs two at a time.
 */
export async function checkEveryStoryIn(language: 'ar' | 'es', part: number): Promise<void> {
  const prefix = language === 'ar' ? './arabic-' : './spanish-';
  const parts = partFiles.filter((file) => file.startsWith(prefix)).length;
  if (parts !== PARTS) throw new Error(`tests/a11y holds ${parts} ${prefix}N.test.tsx files, not ${PARTS}`);
  const files = await storiesOfPart(part);
  // The stage's cost is printed, not asserted: CI time is watched by eye (timed assertions never go in
  // tests).
  const started = performance.now();
  let checked = 0;
  afterAll(() => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `story-languages: ${checked} stories of part ${part}/${PARTS} checked by axe in ${language} in ${seconds} s`,
    );
  });

  for (const [path, exports] of files) {
    const stories = Object.entries(exports).filter((entry): entry is [string, StoryExport] =>
      isStory(entry[1]),
    );
    if (stories.length === 0) continue;
    const title = stories[0]?.[1].meta.input.title ?? path;
    describe(title, () => {
      for (const [exportName, story] of stories) {
        test(`${exportName} [${language}]`, async () => {
          const composed = composeStory(
            // The play is replaced: only the rendered screen is checked, once its data has arrived.
            {
              ...story.input,
              play: settled,
              globals: { ...story.input.globals, locale: language },
              parameters: {
                ...(story.input.parameters as Record<string, unknown> | undefined),
                a11y: a11yWithOptions(story),
              },
            },
            { ...story.meta.input, play: undefined },
            undefined,
            story.meta.preview.composed as never,
            exportName,
          );
          if (!composed.tags.includes('test')) return;
          await composed.run();
          checked += 1;
          const a11y = composed.parameters.a11y as A11yParameter | undefined;
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
    });
  }
}
