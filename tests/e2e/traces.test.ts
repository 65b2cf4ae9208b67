import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';
import { createDatabase, postgresServer } from '../support/postgres.ts';
import { apiSignIn } from '../support/second-factor.ts';

/** An attribute of OTLP/HTTP JSON (only the kinds the instrumentations send). */
interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: number | string; boolValue?: boolean };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: OtlpAttribute[];
  status?: { code?: number; message?: string };
  events?: { attributes?: OtlpAttribute[] }[];
}
interface OtlpRequest {
  resourceSpans: { scopeSpans: { scope: { name: string }; spans: OtlpSpan[] }[] }[];
}
interface Received extends OtlpSpan {
  scope: string;
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

const ADMIN = 'admin@stmarys.test';
const WRONG_PASSWORD = 'Wrong-horse-battery-77';
const SURNAME = 'Quillfeather';

// The collector an operator points OTEL_EXPORTER_OTLP_ENDPOINT at, as the OTLP/HTTP specification
// describes it: POST <endpoint>/v1/traces, one ExportTraceServiceRequest (JSON) per batch.
describe('traces sent by OTLP to a collector, on PostgreSQL', () => {
  const spans: Received[] = [];
  const bodies: string[] = [];
  let collector: Server;
  let server: RunningServer;
  let release: () => Promise<void>;
  let log = '';

  beforeAll(async () => {
    collector = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/v1/traces') {
          bodies.push(body);
          for (const resource of (JSON.parse(body) as OtlpRequest).resourceSpans)
            for (const scope of resource.scopeSpans)
              for (const span of scope.spans) spans.push({ ...span, scope: scope.scope.name });
        }
        res.writeHead(req.url === '/v1/traces' ? 200 : 404, { 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const address = collector.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    const postgres = await postgresServer();
    const database = await createDatabase(postgres.url, 'lantern_traces');
    release = async () => {
      await database.drop();
      postgres.release();
    };
    server = await startServer({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    });

    // A wrong password, a sign-in, a write of a name, and a read by id.
    const wrong = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN, password: WRONG_PASSWORD }),
    });
    expect(wrong.status).toBe(401);
    const { access_token } = await apiSignIn(server.url, ADMIN, 'Lantern-demo-2026!');
    const headers = { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' };
    const renamed = await fetch(`${server.url}/api/user`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ surname: SURNAME }),
    });
    expect(renamed.status).toBe(200);
    const me = (await (await fetch(`${server.url}/api/auth/me`, { headers })).json()) as { id: string };
    const byId = await fetch(`${server.url}/api/user/${me.id}?search=${encodeURIComponent(ADMIN)}`, {
      headers,
    });
    expect(byId.status).toBeLessThan(500);
    // Stopping sends what the batch still holds (the provider's shutdown flushes it).
    expect(await server.stop()).toBe(0);
    log = server.output();
  });

  afterAll(async () => {
    await release();
    await new Promise((resolve) => collector.close(resolve));
  });

  it('names each request span by its route, never by the address it was called with', () => {
    const signIn = spans.find((s) => s.name === 'POST /api/auth/signin');
    expect(signIn).toBeDefined();
    expect(attribute(signIn as OtlpSpan, 'http.route')).toBe('/api/auth/signin');
    expect(spans.find((s) => attribute(s, 'http.response.status_code') === 401)?.name).toBe(
      'POST /api/auth/signin',
    );
    const byId = spans.find((s) => s.scope === '@fastify/otel' && s.name.startsWith('GET /api/user/:'));
    expect(byId).toBeDefined();
    expect(attribute(byId as OtlpSpan, 'url.path')).toBe(attribute(byId as OtlpSpan, 'http.route'));
    // Probes are not traced.
    expect(spans.some((s) => s.name.includes('/api/health'))).toBe(false);
  });

  it("holds each statement of a request as a child of the request's span, without its values", () => {
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const requestOf = (span: Received): Received | undefined => {
      for (let s: Received | undefined = span; s; s = s.parentSpanId ? byId.get(s.parentSpanId) : undefined)
        if (s.scope === '@fastify/otel' && attribute(s, 'fastify.root') === '@fastify/otel') return s;
      return undefined;
    };
    const statements = spans.filter((s) => s.scope === '@opentelemetry/instrumentation-pg');
    expect(statements.length).toBeGreaterThan(0);
    const rename = spans.find((s) => s.name === 'PUT /api/user');
    expect(rename).toBeDefined();
    const renameStatements = statements.filter((s) => requestOf(s) === rename);
    expect(
      renameStatements.map((s) => attribute(s, 'db.statement') ?? attribute(s, 'db.query.text')),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/^update "users" set .*\$1/i)]));
    // Every statement belongs to a request (the probes and the job engine's polling record none).
    expect(statements.filter((s) => !requestOf(s))).toEqual([]);
  });

  it('sends no e-mail address, name, password or query value in any span', () => {
    expect(bodies.length).toBeGreaterThan(0);
    const sent = bodies.join('\n');
    expect(sent).not.toContain(ADMIN);
    expect(sent).not.toContain(encodeURIComponent(ADMIN));
    expect(sent).not.toContain('search=');
    expect(sent).not.toContain(WRONG_PASSWORD);
    expect(sent).not.toContain(SURNAME);
    expect(sent).not.toContain('Lantern-demo-2026!');
  });

  it("writes the request's trace id on its log lines, and nothing personal", () => {
    const lines = log
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; trace_id?: string; span_id?: string });
    const completed = lines.filter((l) => l.msg === 'request completed');
    expect(completed.length).toBeGreaterThan(0);
    // Each traced request's line names its trace (the probes, untraced, have none); the spans sent have it.
    const traced = completed.filter((l) => l.trace_id !== undefined);
    expect(traced.length).toBeGreaterThanOrEqual(5);
    for (const line of traced) {
      expect(line.span_id).toMatch(/^[0-9a-f]{16}$/);
      expect(spans.some((s) => s.traceId === line.trace_id && s.spanId === line.span_id)).toBe(true);
    }
    const json = lines.map((l) => JSON.stringify(l)).join('\n');
    expect(json).not.toContain(ADMIN);
    expect(json).not.toContain(WRONG_PASSWORD);
    expect(json).not.toContain(SURNAME);
  });
});
