/**
 * OpenTelemetry traces, sent by OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (docs/operations.md § Traces).
 * Off unless that variable is set: then no provider is registered, no driver patched and no hook added.
 *
 * Started by the entry points (main.ts, worker.ts) before anything loads the PostgreSQL driver, whose
 * instrumentation patches it as it is loaded; nothing here may import `pg` or the app.
 */
import { existsSync } from 'node:fs';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type ReadableSpan,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-node';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { FastifyRequest } from 'fastify';
import type { Span } from '@opentelemetry/api';

export interface Tracing {
  /** The Fastify plugin that opens a span per request; registered before any route. */
  fastify: FastifyOtelInstrumentation;
  /** Sends the spans ended so far. */
  flush(): Promise<void>;
  /** Sends what is left and stops (on shutdown). */
  shutdown(): Promise<void>;
}

let started: Tracing | undefined;

/** The tracing this process started, if any. */
export const activeTracing = (): Tracing | undefined => started;

/**
 * A request's span is named and described by its route's pattern (`GET /api/areas/:id`), never by
 * the address it was called with, whose ids and query string (a search, a signed link) may name a
 * person; an address no route matched is `unmatched`.
 */
function describeRequest(span: Span, request: FastifyRequest): void {
  const route = request.routeOptions.url ?? 'unmatched';
  span.updateName(`${request.method} ${route}`);
  span.setAttribute('url.path', route);
}

/**
 * The exporter, sending each span without its error text: an error's message (a failed query's
 * "Failed query: … params: …", PostgreSQL's "invalid input syntax … \"<value>\"") can quote what a
 * person typed. The span keeps its error status; the log line of the same trace id says what failed.
 */
function withoutErrorTexts(exporter: SpanExporter): SpanExporter {
  const strip = (span: ReadableSpan): ReadableSpan =>
    span.status.message === undefined
      ? span
      : (Object.create(span, { status: { value: { code: span.status.code } } }) as ReadableSpan);
  return {
    export: (spans, done) => exporter.export(spans.map(strip), done),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
}

/**
 * Starts tracing when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (the exporter reads it and the other
 * standard OTEL_* variables itself); returns undefined, having done nothing, when it is not.
 */
export function startTracing(env: NodeJS.ProcessEnv = process.env): Tracing | undefined {
  if (started) return started;
  // The same .env the configuration reads (boot.ts), read here first because this runs before it.
  if (env === process.env && existsSync('.env')) process.loadEnvFile('.env');
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return undefined;
  // Not an address: the configuration's check (server/config.ts) stops the start and says so.
  if (!URL.canParse(endpoint)) return undefined;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || 'lantern' }),
    spanProcessors: [new BatchSpanProcessor(withoutErrorTexts(new OTLPTraceExporter()))],
  });
  provider.register();
  const fastify = new FastifyOtelInstrumentation({
    // One span per request and one for its handler: the hooks' spans would add a dozen per request.
    instrumentHooks: false,
    // An exception's message and stack are not sent either (withoutErrorTexts).
    recordExceptions: false,
    requestHook: describeRequest,
    // Probes every few seconds are noise, and say nothing a trace would.
    ignorePaths: (route) => route.url?.startsWith('/api/health') ?? false,
  });
  registerInstrumentations({
    instrumentations: [
      new PgInstrumentation({
        // The statement with its $1 placeholders only, never the values bound to them.
        enhancedDatabaseReporting: false,
        // Only statements made for a request: the health monitor's probes and the job engine's polling
        // would otherwise each be a trace of their own.
        requireParentSpan: true,
      }),
      fastify,
    ],
  });
  started = {
    fastify,
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
  return started;
}
