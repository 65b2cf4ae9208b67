import type { ErrorReporter } from './reporter.ts';

/** Where a Sentry-style DSN (`https://<public key>@<host>[/<path>]/<project id>`) takes envelopes. */
export interface SentryTarget {
  /** The envelope endpoint, with the public key in the query (no preflight, no secret). */
  endpoint: string;
  dsn: string;
}

/** The envelope endpoint of a DSN, or null when the text is not one. */
export function parseSentryDsn(dsn: string): SentryTarget | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const project = segments.pop();
  if (!url.username || !project || !/^(https?):$/.test(url.protocol)) return null;
  const path = segments.length ? `/${segments.join('/')}` : '';
  const query = new URLSearchParams({ sentry_key: url.username, sentry_version: '7' });
  return { endpoint: `${url.protocol}//${url.host}${path}/api/${project}/envelope/?${query}`, dsn };
}

const randomEventId = (): string => crypto.randomUUID().replaceAll('-', '');

const exceptionOf = (error: unknown) =>
  error instanceof Error
    ? { type: error.name, value: error.message }
    : { type: 'Error', value: String(error) };

export interface SentryEnvelopeOptions {
  dsn: string;
  environment?: string;
  release?: string;
  fetch?: typeof fetch;
  now?: () => Date;
  eventId?: () => string;
}

/**
 * A transport for any collector that speaks Sentry's envelope protocol (Sentry, GlitchTip, a
 * relay): one error event per envelope. It never throws: reporting must not cause the next error.
 */
export function createSentryEnvelopeReporter(options: SentryEnvelopeOptions): ErrorReporter {
  const target = parseSentryDsn(options.dsn);
  if (!target) throw new Error('The error-reporting DSN must look like https://<key>@<host>/<project id>');
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? (() => new Date());
  const eventId = options.eventId ?? randomEventId;
  return {
    report(error, context) {
      const id = eventId();
      const sentAt = now();
      const event = {
        event_id: id,
        timestamp: sentAt.getTime() / 1000,
        platform: 'javascript',
        level: 'error',
        environment: options.environment,
        release: options.release,
        exception: { values: [exceptionOf(error)] },
        tags: { source: context.source },
        request: { url: typeof location === 'undefined' ? undefined : location.href },
        // The raw stack: the collector cannot symbolicate a bundle without uploaded source maps anyway.
        extra: { path: context.path, stack: error instanceof Error ? error.stack : undefined },
      };
      const body = [
        JSON.stringify({ event_id: id, sent_at: sentAt.toISOString(), dsn: target.dsn }),
        JSON.stringify({ type: 'event' }),
        JSON.stringify(event),
      ].join('\n');
      // text/plain keeps the POST a "simple" request: browsers send it without a CORS preflight.
      void send(target.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body,
        keepalive: true,
      }).catch(() => undefined);
    },
  };
}
