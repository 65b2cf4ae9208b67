import pg from 'pg';
import { ProxyTracerProvider, trace } from '@opentelemetry/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from './test/harness.ts';
import { ConfigError, loadConfig } from './config.ts';
import { activeTracing, startTracing } from './telemetry.ts';

// Without a collector to send to, tracing costs nothing: no provider, no patched driver, no hook.
describe.each(databaseTargets)('without OTEL_EXPORTER_OTLP_ENDPOINT ($name)', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('starts nothing and registers no tracer provider', () => {
    expect(startTracing({ OTEL_SERVICE_NAME: 'lantern' })).toBeUndefined();
    expect(startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: '  ' })).toBeUndefined();
    expect(activeTracing()).toBeUndefined();
    const provider = trace.getTracerProvider();
    expect(provider).toBeInstanceOf(ProxyTracerProvider);
    // The API's own no-op stands behind the proxy: its spans record nothing and have no trace id.
    const span = (provider as ProxyTracerProvider).getDelegate().getTracer('lantern').startSpan('probe');
    expect(span.isRecording()).toBe(false);
    expect(span.spanContext().traceId).toBe('0'.repeat(32));
    span.end();
  });

  it('leaves the PostgreSQL driver as it is', () => {
    const wrapped = (f: unknown) => (f as { __wrapped?: boolean }).__wrapped === true;
    expect(wrapped(pg.Client.prototype.query)).toBe(false);
    expect(wrapped(pg.Pool.prototype.connect)).toBe(false);
  });

  it('adds no plugin or hook to the request path', async () => {
    expect(t.app.hasPlugin('@fastify/otel')).toBe(false);
    expect(t.app.printPlugins()).not.toContain('otel');
    const res = await t.app.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.traceparent).toBeUndefined();
  });
});

describe('OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('must be an address: the start stops naming it, and tracing does not start', () => {
    expect(startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector without a scheme' })).toBeUndefined();
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector without a scheme' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector without a scheme' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toMatchObject({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_SERVICE_NAME: 'lantern',
    });
  });
});
