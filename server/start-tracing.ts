/**
 * Imported first by the entry points: tracing starts (when OTEL_EXPORTER_OTLP_ENDPOINT is set)
 * before any module loads the PostgreSQL driver its instrumentation patches.
 */
import { startTracing } from './telemetry.ts';

startTracing();
