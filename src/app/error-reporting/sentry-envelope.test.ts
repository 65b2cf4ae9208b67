import { describe, expect, it } from 'vitest';
import { recordingFetch } from './fake-fetch.test-support.ts';
import { createSentryEnvelopeReporter, parseSentryDsn } from './sentry-envelope.ts';

describe('Sentry DSN', () => {
  it('gives the envelope endpoint with the public key in the query', () => {
    expect(parseSentryDsn('https://abc123@o42.ingest.example.io/7')?.endpoint).toBe(
      'https://o42.ingest.example.io/api/7/envelope/?sentry_key=abc123&sentry_version=7',
    );
    expect(parseSentryDsn('http://key@localhost:9000/errors/12')?.endpoint).toBe(
      'http://localhost:9000/errors/api/12/envelope/?sentry_key=key&sentry_version=7',
    );
  });

  it.each([
    'https://errors.example/collect-without-key',
    'https://key@host.example',
    'not a url',
    'ftp://k@h/1',
  ])('rejects %s', (dsn) => {
    expect(parseSentryDsn(dsn)).toBeNull();
  });
});

describe('Sentry envelope reporter', () => {
  const dsn = 'https://abc123@errors.example/7';
  const setup = () => {
    const sent = recordingFetch();
    const reporter = createSentryEnvelopeReporter({
      dsn,
      environment: 'production',
      fetch: sent.fetch,
      now: () => new Date('2026-11-22T12:00:00Z'),
      eventId: () => '0123456789abcdef0123456789abcdef',
    });
    return { sent, reporter };
  };

  it('posts one envelope: envelope header, item header, error event', () => {
    const { sent, reporter } = setup();
    const error = new TypeError('cannot read x');
    reporter.report(error, { source: 'render', path: '/app-users' });

    const { url, init, body } = sent.only();
    expect(url).toBe('https://errors.example/api/7/envelope/?sentry_key=abc123&sentry_version=7');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('content-type')).toBe('text/plain;charset=UTF-8');

    const lines = body.split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual({
      event_id: '0123456789abcdef0123456789abcdef',
      sent_at: '2026-11-22T12:00:00.000Z',
      dsn,
    });
    expect(lines[1]).toEqual({ type: 'event' });
    expect(lines[2]).toMatchObject({
      event_id: '0123456789abcdef0123456789abcdef',
      timestamp: Date.UTC(2026, 10, 22, 12) / 1000,
      platform: 'javascript',
      level: 'error',
      environment: 'production',
      exception: { values: [{ type: 'TypeError', value: 'cannot read x' }] },
      tags: { source: 'render' },
      extra: { path: '/app-users' },
    });
    expect(lines[2]).toHaveProperty('extra.stack', expect.stringContaining('cannot read x'));
  });

  it('reports a rejection reason that is not an Error', () => {
    const { sent, reporter } = setup();
    reporter.report('offline', { source: 'promise' });
    const event = JSON.parse(sent.only().body.split('\n')[2] ?? 'null') as { exception: unknown } | null;
    expect(event?.exception).toEqual({ values: [{ type: 'Error', value: 'offline' }] });
  });

  it('swallows a failing transport', async () => {
    const sent = recordingFetch(true);
    const reporter = createSentryEnvelopeReporter({ dsn, fetch: sent.fetch });
    expect(() => reporter.report(new Error('boom'), { source: 'window' })).not.toThrow();
    // An unhandled rejection from the failed send would fail this test run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.calls).toHaveLength(1);
  });

  it('refuses a DSN it cannot post to', () => {
    expect(() => createSentryEnvelopeReporter({ dsn: 'https://errors.example/collect' })).toThrow(/DSN/);
  });
});
