/**
 * The API's operations read from its own OpenAPI document, and valid inputs generated from their
 * JSON schemas: the access matrix and the fuzz suite walk every operation the server documents, so a
 * new route is covered without editing them.
 */
import type { FastifyInstance } from 'fastify';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  not?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  nullable?: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `GET /api/user/{user_id}`: how tests and their failure lists name an operation. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';
  path: string;
  summary: string;
  tags: string[];
  /** Documented as needing a bearer token. */
  secured: boolean;
  parameters: Parameter[];
  /** The JSON body's schema, $refs resolved at the top (nested ones by `resolve`). */
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface ApiDocument {
  operations: Operation[];
  resolve(schema: JsonSchema): JsonSchema;
}

/** Every documented operation of the app (the tus endpoint is hidden from the document). */
export function readDocument(app: FastifyInstance): ApiDocument {
  const doc = app.swagger() as unknown as OpenApiDocument;
  const resolve = (schema: JsonSchema): JsonSchema => {
    let s = schema;
    for (let i = 0; s.$ref && i < 20; i++) {
      const name = s.$ref.split('/').pop() ?? '';
      const target = doc.components?.schemas?.[name];
      if (!target) throw new Error(`unresolvable $ref ${s.$ref}`);
      s = target;
    }
    return s;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const m = method.toUpperCase() as Operation['method'];
      const requestBody = op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined;
      const json = requestBody?.content?.['application/json']?.schema;
      operations.push({
        key: `${m} ${path}`,
        method: m,
        path,
        summary: String(op.summary ?? ''),
        tags: (op.tags as string[] | undefined) ?? [],
        secured: Array.isArray(op.security) && op.security.length > 0,
        parameters: ((op.parameters as Parameter[] | undefined) ?? []).map((p) => ({
          ...p,
          required: !!p.required,
        })),
        body: json ? resolve(json) : undefined,
      });
    }
  }
  return { operations, resolve };
}

/** What a uuid (or a list of them) in a request names: the fixture the table maps it to. */
export type IdResolver = (where: {
  path: string;
  in: 'path' | 'query' | 'body';
  name: string;
}) => string | undefined;

export interface GeneratedRequest {
  method: Operation['method'];
  url: string;
  query: Record<string, string>;
  payload?: unknown;
  /** Names the table could not resolve: the operation cannot be exercised. */
  unresolved: string[];
}

const isUuid = (s: JsonSchema) => s.format === 'uuid';
const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** Strings by property name, where the schema alone cannot say what a valid value looks like. */
const NAMED_STRINGS: Record<string, string> = {
  password: 'Matrix-pass-2026!',
  current_password: 'Lantern-demo-2026!',
  url_code: 'matrix-code',
  brand_color: '#336699',
  filetype: 'video/mp4',
  // The patients' app: six characters of the app-code alphabet.
  app_code: 'ACDEFG',
  // duty of care: the number families are told to call in an emergency.
  emergency_number: '999',
  // An authenticator app's base32 secret (enrolling one).
  secret: 'JBSWY3DPEHPK3PXP',
  // Time in focus names a catalogue item of its state's carousel (the first state is 'game').
  code: 'game-bubble-breathing',
  // The terms' text_sha256: a SHA-256 in hex (of the empty text: never a current terms text).
  text_sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  // Push: a device's subscription, at a push service that cannot exist (.invalid never resolves).
  endpoint: 'https://push.invalid/matrix',
  p256dh: `B${'A'.repeat(86)}`,
  auth: 'A'.repeat(22),
  // calendar: GET /event's JSON filter, a window around now (the fixtures' events are an hour old).
  search: JSON.stringify({
    start_time: [
      { type: 'date', operator: 'gte', value: new Date(Date.now() - 30 * 86_400_000).toISOString() },
      { type: 'date', operator: 'lte', value: new Date(Date.now() + 30 * 86_400_000).toISOString() },
    ],
  }),
};

/**
 * A valid request for an operation: every required property, and every optional one that names an
 * object (a uuid), so that the call touches the fixtures. `serial` keeps generated names unique.
 */
export function validRequest(
  api: ApiDocument,
  op: Operation,
  ids: IdResolver,
  serial: number,
): GeneratedRequest {
  const unresolved: string[] = [];
  const value = (schema: JsonSchema, name: string, where: 'path' | 'query' | 'body'): unknown => {
    const s = api.resolve(schema);
    if (s.anyOf?.[0]) return value(s.anyOf[0], name, where);
    if (s.oneOf?.[0]) return value(s.oneOf[0], name, where);
    if (s.enum && s.enum.length > 0) return s.enum[0];
    const type = typeOf(s);
    if (type === 'object' || s.properties) {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {})) {
        const p = api.resolve(prop);
        if (p.not) continue;
        const namesIds = isUuid(p) || (p.items !== undefined && isUuid(api.resolve(p.items)));
        if (s.required?.includes(key) || namesIds) out[key] = value(p, key, where);
      }
      return out;
    }
    if (type === 'array') {
      const item = api.resolve(s.items ?? {});
      if (isUuid(item)) {
        const id = ids({ path: op.path, in: where, name });
        if (id === undefined) unresolved.push(`${where}:${name}`);
        return [id ?? '00000000-0000-4000-8000-000000000000'];
      }
      return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => value(item, name, where));
    }
    if (type === 'integer' || type === 'number') {
      const low = s.minimum ?? 1;
      return Math.min(Math.max(low, 1), s.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    if (type === 'boolean') return true;
    if (isUuid(s)) {
      const id = ids({ path: op.path, in: where, name });
      if (id === undefined) unresolved.push(`${where}:${name}`);
      return id ?? '00000000-0000-4000-8000-000000000000';
    }
    if (s.format === 'email') return `matrix${serial}@example.test`;
    if (s.format === 'date-time')
      return /end|until|to$/.test(name) ? '2030-12-31T00:00:00.000Z' : '2026-01-01T00:00:00.000Z';
    if (s.format === 'uri') return 'https://example.test/image.png';
    // A London day (a range's first and last): a month apart, the last after the first.
    if (s.format === 'date') return /end|until|to$/.test(name) ? '2026-01-31' : '2026-01-01';
    // A six-digit one-time code (the second factor's `code`, which other calls use for other things).
    if (s.pattern === '^\\d{6}$') return '123456';
    const named = NAMED_STRINGS[name];
    if (named !== undefined) return named;
    // Everything else: a readable unique text within the length limits (a pattern must match it).
    const text = `matrix ${serial} ${name}`.padEnd(s.minLength ?? 1, 'x').slice(0, s.maxLength ?? 200);
    if (s.pattern && !new RegExp(s.pattern).test(text))
      unresolved.push(`${where}:${name} (pattern ${s.pattern})`);
    return text;
  };

  let url = op.path;
  const query: Record<string, string> = {};
  for (const p of op.parameters) {
    if (p.in === 'path') {
      const s = api.resolve(p.schema);
      const v = isUuid(s) || !s.enum ? ids({ path: op.path, in: 'path', name: p.name }) : String(s.enum[0]);
      if (v === undefined) unresolved.push(`path:${p.name}`);
      url = url.replace(`{${p.name}}`, encodeURIComponent(v ?? 'unresolved'));
    } else if (p.in === 'query') {
      const id = ids({ path: op.path, in: 'query', name: p.name });
      if (id !== undefined) query[p.name] = id;
      else if (isUuid(api.resolve(p.schema))) unresolved.push(`query:${p.name}`);
      else if (p.required) query[p.name] = String(value(p.schema, p.name, 'query'));
    }
  }
  const payload = op.body ? value(op.body, 'body', 'body') : undefined;
  return { method: op.method, url, query, payload, unresolved };
}
