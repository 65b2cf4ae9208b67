/**
 * `msw/browser` for the static Storybook (.storybook/main.ts): the same API, with the worker's
 * script read beside iframe.html, so that the build works under any sub-path.
 */
import { setupWorker as mswSetupWorker } from 'msw/browser';

export * from 'msw/browser';

export const setupWorker: typeof mswSetupWorker = (...handlers) => {
  const worker = mswSetupWorker(...handlers);
  const start = worker.start.bind(worker);
  worker.start = (options) =>
    start({ ...options, serviceWorker: { url: './mockServiceWorker.js', ...options?.serviceWorker } });
  return worker;
};
