/**
 * The visual comparison of the one-pass stories: a story's screen in English and in Arabic against its
 * committed baseline, tests/stories/baselines/<language>/<story id>.png (Vitest's toMatchScreenshot; its
 * options are the stories project's, in vitest.config.ts). A difference writes the baseline, the screen
 * and the difference into .vitest-results/visual/ and fails; `npm run stories:accept` writes new
 * baselines. Which stories are compared: docs/testing.md § Visual baselines.
 */
import { expect } from 'vitest';
import { page } from 'vitest/browser';

/** The moment every story render takes as now (tests/stories/story-clock.ts). */
export const STORY_NOW = '2026-12-07T10:00:00Z';

/** Whether a story's render is compared with a baseline: in English and Arabic (Spanish is English's layout). */
export const comparedVisually = (language: string): boolean => language !== 'es';

/** Where a story's baseline lives, under tests/stories/baselines/. */
// As Vitest writes the file: a story id's "--" (title and story) is one hyphen there.
export const baselineName = (storyId: string, language: string): string =>
  `${language}/${storyId.replace(/-{2,}/g, '-')}`;

/**
 * Toasts leave on a real timer (2 s for a success): whether one is still up when the screen is taken
 * depends on the machine's load, so they are hidden from the comparison. Plays assert their words.
 */
const HIDDEN_FROM_COMPARISON = '.notistack-SnackbarContainer { visibility: hidden !important; }';

/** The fields that show where the caret is by their border: focus stays on them. */
const KEEPS_FOCUS = 'input, textarea, select, [contenteditable="true"]';

/**
 * A button a play clicked may keep focus, and so its focus ring, or lose it: a screen disables the
 * button while it waits for the answer, and the browser moves focus off a disabled button at its next
 * frame, so the ring depends on whether the mocked answer came before that frame. Focus is taken off a
 * control other than a field before the screen is taken (the ring's look is the keyboard end-to-end
 * test's to check, tests/e2e/a11y-keyboard.test.ts).
 */
async function withoutRacyFocus(): Promise<void> {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || focused.matches(KEEPS_FOCUS)) return;
  focused.blur();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** The screen, once its web fonts and images are in, against its baseline. */
export async function looksAsBefore(name: string): Promise<void> {
  await withoutRacyFocus();
  await document.fonts.ready;
  await Promise.all(
    [...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))),
  );
  const hidden = document.createElement('style');
  hidden.textContent = HIDDEN_FROM_COMPARISON;
  document.head.append(hidden);
  try {
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name);
  } finally {
    hidden.remove();
  }
}
