import { describe, expect, it } from 'vitest';
import { recordingFetch } from './fake-fetch.test-support.ts';
import { errorReporterFor } from './index.ts';
import { consoleReporter } from './reporter.ts';

describe('error reporter chosen by VITE_ERROR_REPORTING_URL', () => {
  it('is the console when nothing is configured', () => {
    expect(errorReporterFor(undefined)).toBe(consoleReporter);
    expect(errorReporterFor('')).toBe(consoleReporter);
  });

  it('sends Sentry envelopes for a DSN', () => {
    const sent = recordingFetch();
    errorReporterFor('https://k3y@errors.example/5', { fetch: sent.fetch }).report(new Error('boom'), {
      source: 'window',
    });
    const { url, body } = sent.only();
    expect(url).toBe('https://errors.example/api/5/envelope/?sentry_key=k3y&sentry_version=7');
    expect(body.split('\n')[1]).toBe('{"type":"event"}');
  });

  it('posts plain JSON to any other collector address', () => {
    const sent = recordingFetch();
    errorReporterFor('https://collector.example/errors', { fetch: sent.fetch }).report(new Error('boom'), {
      source: 'render',
    });
    const { url, body } = sent.only();
    expect(url).toBe('https://collector.example/errors');
    expect(JSON.parse(body)).toMatchObject({ message: 'boom', context: { source: 'render' } });
  });
});
