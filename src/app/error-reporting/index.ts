import type { ErrorContext } from '../../design-system/index.ts';
import { consoleReporter, createHttpReporter, type ErrorReporter } from './reporter.ts';
import { createSentryEnvelopeReporter, parseSentryDsn } from './sentry-envelope.ts';

/**
 * The reporter VITE_ERROR_REPORTING_URL asks for: a Sentry-style DSN (a key before the host) gets
 * envelopes, any other address plain JSON posts, and no address the console.
 */
export function errorReporterFor(
  url: string | undefined,
  options: { environment?: string; fetch?: typeof fetch } = {},
): ErrorReporter {
  if (!url) return consoleReporter;
  if (parseSentryDsn(url)) return createSentryEnvelopeReporter({ dsn: url, ...options });
  return createHttpReporter({ url, fetch: options.fetch });
}

export const errorReporter: ErrorReporter = errorReporterFor(
  import.meta.env.VITE_ERROR_REPORTING_URL as string | undefined,
  { environment: import.meta.env.MODE },
);

/** The ErrorBoundary's `report` prop: the configured reporter. */
export const reportError = (error: unknown, context: ErrorContext): void =>
  errorReporter.report(error, context);
