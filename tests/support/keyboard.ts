/**
 * Keyboard-only helpers for the e2e tests: Tab to a control checking its focus ring and
 * that focus keeps moving, type into fields, pick options, and wait for focus to come back.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { recordWebm } from './video.ts';

/** More Tabs than any screen's controls before its target: a focus trap never reaches it. */
const MAX_TABS = 120;

export const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Why the focused element shows no focus indicator, or null when it shows one: its own outline
 * (the theme's ring on :focus-visible), the ring of the control wrapping a hidden native input
 * (checkbox, switch), or the focused border of a text field or of the rich-text editor.
 */
const missingFocusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing has focus';
    const ringed = (e: Element) => {
      const style = getComputedStyle(e);
      const box = e.getBoundingClientRect();
      return (
        style.outlineStyle !== 'none' &&
        Number.parseFloat(style.outlineWidth) > 0 &&
        style.opacity !== '0' &&
        box.width > 1 &&
        box.height > 1
      );
    };
    if (ringed(el)) return null;
    const control = el.closest('.Mui-focusVisible');
    if (control && ringed(control)) return null;
    // Text fields, and the rich-text editor's field, show focus through their 2px border (an outlined
    // field's border as drawn, whether React has marked the field focused yet or not).
    const outline = el
      .closest('.MuiOutlinedInput-root')
      ?.querySelector(':scope > .MuiOutlinedInput-notchedOutline');
    if (outline && Number.parseFloat(getComputedStyle(outline).borderTopWidth) >= 2) return null;
    if (el.closest('.MuiInputBase-root.Mui-focused, [class*="FieldContainer-focused"]')) return null;
    return `no focus ring on <${el.tagName.toLowerCase()}> "${el.getAttribute('aria-label') ?? el.textContent?.slice(0, 40) ?? ''}"`;
  });

export async function expectFocusRing(page: Page) {
  expect(await missingFocusRing(page)).toBeNull();
}

/**
 * Presses Tab (or Shift+Tab) until the target holds focus, checking the focus ring on the way; fails
 * when focus stops moving (a trap) or the target is never reached.
 */
export async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await target.waitFor();
  for (let i = 0; i < MAX_TABS; i += 1) {
    if (await isFocused(target)) {
      await expectFocusRing(page);
      return;
    }
    await page.keyboard.press(key);
    const moved = await page.evaluate(() => {
      const seen = window as unknown as { lastFocused?: Element | null };
      const same = document.activeElement === seen.lastFocused;
      seen.lastFocused = document.activeElement;
      return !same;
    });
    expect(moved, `${key} moved focus (no trap)`).toBe(true);
  }
  throw new Error(`${MAX_TABS} presses of ${key} never reached ${target.toString()}`);
}

/** Tabs to the target and presses Enter (or Space). */
export async function activate(page: Page, target: Locator, key: 'Enter' | ' ' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Waits until focus is back on the control that opened a dialog. */
export async function expectFocusBackOn(opener: Locator) {
  await expect.poll(() => isFocused(opener), { timeout: 5000 }).toBe(true);
}

/**
 * Moves through an open list with the arrow key until the option is the current one (focused, or the
 * combobox's active descendant in an autocomplete), and takes it with Enter.
 */
export async function pickOption(page: Page, name: string) {
  const option = page.getByRole('option', { name, exact: true });
  await option.waitFor();
  const current = () =>
    option.evaluate(
      (el) =>
        el === document.activeElement ||
        (el.id !== '' && document.activeElement?.getAttribute('aria-activedescendant') === el.id),
    );
  for (let i = 0; i < 20 && !(await current()); i += 1) await page.keyboard.press('ArrowDown');
  expect(await current(), `the arrow keys reach ${name}`).toBe(true);
  await page.keyboard.press('Enter');
}

/** A short WebM that Chromium records from an animated canvas, written to a temporary file. */
export async function recordVideo(page: Page): Promise<string> {
  const { file } = await recordWebm(page, 'keyboard-tour', {
    width: 320,
    height: 180,
    ms: 1500,
    squares: 1,
    side: 40,
  });
  return file;
}
