/** How long the DOM must stay unchanged to count as settled, and the most to wait for it. */
const QUIET_MS = 150;
const MAX_MS = 3000;

/**
 * Resolves once the story's canvas has not changed for QUIET_MS (its MSW answers rendered), or after
 * MAX_MS for a screen that never settles (a spinner, a `delay('infinite')` loading story).
 */
export function settled({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  return new Promise((resolve) => {
    let quiet: ReturnType<typeof setTimeout>;
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(limit);
      resolve();
    };
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, QUIET_MS);
    });
    // Portals (dialogs, menus) render on <body>, outside the canvas.
    observer.observe(canvasElement.ownerDocument.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    quiet = setTimeout(done, QUIET_MS);
    const limit = setTimeout(done, MAX_MS);
  });
}
