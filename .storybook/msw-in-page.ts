import type { SetupWorker } from 'msw/browser';
import { defineNetwork, HttpNetworkFrame, InterceptorSource } from 'msw/experimental';
import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest';

/**
 * Under test, each story file answers its own requests inside its own frame: MSW's fetch and
 * XMLHttpRequest interceptors patch the frame's globals, with no service worker between the page and
 * its handlers. A service worker is one per origin and browser context: when two frames of a run
 * shared it and it lost track of one (a restart, a frame closing), it answered that frame with the
 * other's handlers, which a retry then hid. Storybook in a browser (dev and the static build) keeps
 * the service worker, which also answers what the page loads without script (images).
 */
async function inPageNetwork(): Promise<SetupWorker> {
  const network = defineNetwork({
    sources: [
      new InterceptorSource({ interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()] }),
    ],
    context: { quiet: true },
    // As Storybook's own set-up: an API call no handler answers is printed as a warning.
    onUnhandledFrame: 'warn',
  });
  await network.enable();
  return {
    ...network,
    get readyState() {
      return network.readyState;
    },
    start: async () => undefined,
    stop: () => void network.disable(),
  } as unknown as SetupWorker;
}

/** MSW as Storybook in a browser runs it: the service worker (it also answers images and other plain loads). */
async function serviceWorker(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    // The page's own modules and assets pass through the worker too: only an unanswered API call is warned of.
    onUnhandledFrame: ({ frame, defaults }) => {
      if (frame instanceof HttpNetworkFrame && new URL(frame.data.request.url).pathname.startsWith('/api/'))
        defaults.warn();
    },
  });
  return worker;
}

let started: Promise<SetupWorker> | undefined;
/**
 * MSW started once per frame, whichever way: a docs page renders all its stories at once, and each
 * story's set-up would otherwise start one of its own (the second fails: "already replaced").
 */
export const startMsw = (): Promise<SetupWorker> =>
  (started ??= import.meta.env.MODE === 'test' ? inPageNetwork() : serviceWorker());
