/**
 * Every story, in one pass: each story file is loaded once, in a frame of its own, and each of its
 * stories is rendered in English with its play, then in Arabic (right to left) and Spanish (longer
 * text), each render checked by the a11y addon's own axe run (its afterEach), at the story's viewport. The Arabic and Spanish
 * renders wait for the screen to settle instead of running the play (plays assert English text), with
 * the WCAG 2.0–2.2 A and AA rules only; the English render keeps axe's best practices too.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { composeStory } from 'storybook/preview-api';
import type { Report } from 'storybook/preview-api';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { settled } from './settled.ts';
import { baselineName, comparedVisually, looksAsBefore } from './visual.ts';

export interface StoryExport {
  _tag?: string;
  input: { globals?: Record<string, unknown> } & Record<string, unknown>;
  meta: { input: { title?: string } & Record<string, unknown>; preview: { composed: unknown } };
}

const isStory = (value: unknown): value is StoryExport =>
  typeof value === 'object' && value !== null && (value as StoryExport)._tag === 'Story';

/**
 * Only the WCAG 2.0/2.1/2.2 A and AA rules in Arabic and Spanish (the portal's target level; the English
 * render still runs axe's best practices), and only the violations' details: axe then skips collecting
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

/** A viewport as the Storybook toolbar names it (`globals.viewport`, `parameters.viewport`). */
interface ViewportSettings {
  viewport?: {
    value?: string;
    disable?: boolean;
    defaultViewport?: string;
    /** A story's own viewports by name (`parameters.viewport.options`). */
    options?: Record<string, { styles?: { width?: string; height?: string } }>;
  };
}

/** As Storybook's Vitest addon sizes the frame: the story's viewport, else 1200 × 900. */
async function sizeTheFrame(parameters: ViewportSettings, globals: ViewportSettings): Promise<void> {
  const name = parameters.viewport?.disable
    ? undefined
    : (globals.viewport?.value ?? parameters.viewport?.defaultViewport);
  const viewports: Record<string, { styles?: { width?: string; height?: string } } | undefined> = {
    ...MINIMAL_VIEWPORTS,
    ...parameters.viewport?.options,
  };
  const { width, height } = (name ? viewports[name]?.styles : undefined) ?? {};
  const size = (value: string | undefined, fallback: number) =>
    value && /^\d+(px)?$/.test(value) ? Number.parseInt(value, 10) : fallback;
  await page.viewport(size(width, 1200), size(height, 900));
}

type Language = 'en' | 'ar' | 'es';

/**
 * One story as the pass renders it in one language: in English with its play, in Arabic or Spanish with
 * the play replaced by a wait for the screen to settle, and the cheaper axe options.
 */
export function composeOne(story: StoryExport, exportName: string, language: Language) {
  const english = language === 'en';
  const parameters = story.input.parameters as Record<string, unknown> | undefined;
  return composeStory(
    english
      ? story.input
      : // The play is replaced: only the rendered screen is checked, once its data has arrived.
        {
          ...story.input,
          play: settled,
          globals: { ...story.input.globals, locale: language },
          parameters: { ...parameters, a11y: a11yWithOptions(story) },
        },
    english ? story.meta.input : { ...story.meta.input, play: undefined },
    undefined,
    story.meta.preview.composed as never,
    exportName,
  );
}

/** Renders a composed story at its viewport, its play (or its wait) included. */
export async function renderOne(composed: ReturnType<typeof composeOne>): Promise<void> {
  await sizeTheFrame(composed.parameters as ViewportSettings, composed.globals as ViewportSettings);
  await composed.run();
}

/**
 * Renders one story in one language at its viewport and fails on what axe finds, then on a difference
 * from its baseline where it has one (tests/stories/visual.ts).
 */
async function renderAndCheck(title: string, exportName: string, story: StoryExport, language: Language) {
  const composed = composeOne(story, exportName, language);
  await renderOne(composed);
  const a11y = composed.parameters.a11y as A11yParameter | undefined;
  const report = composed.reporting.reports.find((r: Report) => r.type === 'a11y');
  if (a11y?.disable === true || a11y?.test === 'off') {
    expect(report).toBeUndefined();
  } else {
    // No report means axe never ran: that must fail, not pass quietly.
    expect(report, 'the a11y addon did not check this story').toBeDefined();
    const result = (report as Report<AxeResults | { error: unknown }>).result;
    if ('error' in result) throw result.error;
    if (report?.status === 'failed') {
      expect.fail(`${title} › ${exportName} in ${language}:\n  ${describeViolations(result)}`);
    }
  }
  if (comparedVisually(language)) await looksAsBefore(baselineName(composed.id, language));
}

/**
 * The tests of one story file (tests/stories/every-story-plugin.ts appends the call to each): each story
 * in English with its play, then in Arabic and Spanish.
 */
export function checkStoryFile(exports: Record<string, unknown>): void {
  const stories = Object.entries(exports).filter((entry): entry is [string, StoryExport] =>
    isStory(entry[1]),
  );
  const title = stories[0]?.[1].meta.input.title;
  if (!title) return;
  // A story tagged '!test' is one Storybook's own runner leaves out too.
  const tested = stories.filter(([name, story]) => composeOne(story, name, 'en').tags.includes('test'));
  describe(title, () => {
    for (const [exportName, story] of tested) {
      for (const language of ['en', 'ar', 'es'] as const) {
        test(`${exportName} [${language}]`, async () => {
          await renderAndCheck(title, exportName, story, language);
        });
      }
    }
  });
}
