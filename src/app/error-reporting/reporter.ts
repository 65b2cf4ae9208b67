import type { ErrorContext } from '../../design-system/index.ts';

/** Where the portal's unexpected errors go (docs/product.md § Error catalogue: "reported to an error-reporting service"). */
export interface ErrorReporter {
  report(error: unknown, context: ErrorContext): void;
}

const describe = (error: unknown) =>
  error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };

/** Development: the console. */
export const consoleReporter: ErrorReporter = {
  report(error, context) {
    console.error('[lantern]', context.source, error);
  },
};

/**
 * A transport that POSTs each error as JSON to a collector (a Sentry-compatible relay, say). It
 * never throws: reporting must not cause the next error.
 */
export function createHttpReporter(options: {
  url: string;
  fetch?: typeof fetch;
  now?: () => Date;
}): ErrorReporter {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? (() => new Date());
  return {
    report(error, context) {
      const body = {
        ...describe(error),
        context,
        url: typeof location === 'undefined' ? null : location.href,
        timestamp: now().toISOString(),
      };
      void send(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      }).catch(() => undefined);
    },
  };
}
