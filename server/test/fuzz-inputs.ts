/**
 * Bad inputs for one operation, generated from a valid request and the operation's schema with a
 * fixed seed: wrong types, 1 MB strings, NUL bytes, deep nesting, huge and negative numbers,
 * prototype keys, unknown fields, bad uuids, arrays for scalars and bad query strings.
 */
import type { ApiDocument, GeneratedRequest, Operation } from './openapi.ts';

export interface Variant {
  /** `body.title = NUL byte`: where the bad value went and what it was. */
  label: string;
  /** Path and query, already encoded. */
  url: string;
  payload?: string | Buffer;
  headers: Record<string, string>;
}

/** mulberry32: a small seeded generator, so every run sends the same inputs. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MEGABYTE = 'x'.repeat(1_048_576);
const nested = (depth: number, leaf: unknown, array: boolean): unknown => {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = array ? [v] : { a: v };
  return v;
};
// Parsed from text: an own property named __proto__, as an attacker's JSON would carry it.
const protoKey = () => JSON.parse('{"__proto__":{"type":0,"admin":true}}') as unknown;
const constructorKey = () => JSON.parse('{"constructor":{"prototype":{"type":0}}}') as unknown;

/** Values that no field of any contract accepts as they are, or that stress what does accept them. */
const BAD_VALUES: [string, () => unknown][] = [
  ['null', () => null],
  ['true', () => true],
  ['0', () => 0],
  ['1.5', () => 1.5],
  ['-1', () => -1],
  ['1e10', () => 1e10],
  ['-1e10', () => -1e10],
  ['1e308', () => 1e308],
  ['2^53', () => 2 ** 53],
  ['2^31', () => 2 ** 31],
  ['2^63 (text)', () => '9223372036854775808'],
  ['"NaN"', () => 'NaN'],
  ['"Infinity"', () => 'Infinity'],
  ['empty text', () => ''],
  ['NUL byte', () => 'a\u0000b'],
  ['only NUL', () => '\u0000'],
  ['lone surrogate', () => 'a\ud800b'],
  ['1 MB text', () => MEGABYTE],
  ['100 kB text', () => MEGABYTE.slice(0, 100_000)],
  ['emoji text', () => '💥'.repeat(500)],
  ['SQL quote', () => "x' OR '1'='1"],
  ['LIKE wildcards', () => '%_\\'],
  ['path traversal', () => '../../../etc/passwd'],
  ['HTML', () => '<script>alert(1)</script>'],
  ['bad uuid', () => 'not-a-uuid'],
  ['almost a uuid', () => '00000000-0000-4000-8000-00000000000g'],
  ['uuid with quote', () => "00000000-0000-4000-8000-000000000000'"],
  ['nil uuid', () => '00000000-0000-0000-0000-000000000000'],
  ['bad date', () => '2026-13-45T25:61:61Z'],
  ['year 0', () => '0000-01-01T00:00:00Z'],
  ['bad email', () => 'a@b'],
  ['NUL e-mail', () => 'a\u0000b@example.test'],
  ['empty object', () => ({})],
  ['empty array', () => []],
  ['array of the scalar', () => ['x']],
  ['array of arrays', () => [[1]]],
  ['1,000 levels of objects', () => nested(1000, 1, false)],
  ['1,000 levels of arrays', () => nested(1000, 1, true)],
  ['__proto__ object', protoKey],
  ['constructor object', constructorKey],
  ['10,000 items', () => Array.from({ length: 10_000 }, () => 'x')],
];

/** Query-string values: what a form or a hand-written URL may hold. */
const BAD_QUERY: [string, string][] = [
  ['1e10', '1e10'],
  ['-1', '-1'],
  ['0', '0'],
  ['2^63', '9223372036854775808'],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['1.5', '1.5'],
  ['0x10', '0x10'],
  ['empty', ''],
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['10 kB', 'x'.repeat(10_000)],
  ['bad percent', '%E0%A4%A'],
  ['SQL quote', encodeURIComponent("' OR 1=1 --")],
  ['bad uuid', 'not-a-uuid'],
  ['comma list of junk', 'a,,b,%00'],
  ['object notation', '[object Object]'],
];

/** Path segments in place of an id or code. */
const BAD_PATH: [string, string][] = [
  ['bad uuid', 'not-a-uuid'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['upper-case uuid', 'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF'],
  ['NUL', '%00'],
  ['encoded slash', '..%2F..%2Fetc'],
  ['bad percent', '%E0%A4%A'],
  ['5,000 characters', 'a'.repeat(5_000)],
  ['SQL quote', encodeURIComponent("1' OR '1'='1")],
  ['1e10', '1e10'],
  ['-1', '-1'],
];

const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

/** Top-level properties and the first item of array properties of the valid body, as paths. */
function bodyPaths(api: ApiDocument, op: Operation, body: unknown): (string | number)[][] {
  const schema = op.body ? api.resolve(op.body) : undefined;
  const names = Object.keys(schema?.properties ?? {});
  const paths: (string | number)[][] = names.map((n) => [n]);
  if (body && typeof body === 'object')
    for (const [k, v] of Object.entries(body)) if (Array.isArray(v) && v.length > 0) paths.push([k, 0]);
  return paths;
}

const setAt = (target: unknown, path: (string | number)[], value: unknown): unknown => {
  const root = clone(target) ?? {};
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
  return root;
};

const queryString = (query: Record<string, string>, raw: [string, string][] = []) => {
  const parts = [
    ...Object.entries(query).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
    ...raw.map(([k, v]) => `${k}=${v}`),
  ];
  return parts.length ? `?${parts.join('&')}` : '';
};

/**
 * At least `minimum` bad requests for `op`, built from its valid request `base`. `raw` is the
 * operation's non-JSON body, when it takes one.
 */
export function badInputs(
  api: ApiDocument,
  op: Operation,
  /** The valid request, with names and e-mails unique to `serial` (so a mutation is not refused as a duplicate). */
  make: (serial: number) => GeneratedRequest,
  raw: { type: string; payload: Buffer } | undefined,
  random: () => number,
  minimum = 100,
): Variant[] {
  const base = make(0);
  let serial = 1;
  const json = { 'content-type': 'application/json' };
  const validBody = raw?.payload ?? (base.payload === undefined ? undefined : JSON.stringify(base.payload));
  const validHeaders: Record<string, string> = raw
    ? { 'content-type': raw.type }
    : base.payload === undefined
      ? {}
      : json;
  const at = (query: Record<string, string>, rawQuery: [string, string][] = [], url = base.url) =>
    `${url}${queryString(query, rawQuery)}`;
  const variants: Variant[] = [];
  const add = (label: string, v: Partial<Variant>) =>
    variants.push({
      label,
      url: v.url ?? at(base.query),
      payload: 'payload' in v ? v.payload : validBody,
      headers: v.headers ?? validHeaders,
    });

  // The body: each property (and each list's first item) × each bad value; then whole bodies.
  if (op.body && !raw) {
    for (const path of bodyPaths(api, op, base.payload))
      for (const [name, bad] of BAD_VALUES)
        add(`body.${path.join('.')} = ${name}`, {
          payload: JSON.stringify(setAt(make(serial++).payload, path, bad())),
          headers: json,
        });
    for (const [name, bad] of BAD_VALUES)
      add(`unknown body field = ${name}`, {
        payload: JSON.stringify({ ...(base.payload as object), unexpected: bad() }),
        headers: json,
      });
  }
  const wholeBodies: [string, string | Buffer, Record<string, string>][] = [
    ['broken JSON', '{"a":', json],
    ['JSON null', 'null', json],
    ['JSON array', '[]', json],
    ['JSON text', '"text"', json],
    ['JSON number', '1e10', json],
    ['__proto__ body', '{"__proto__":{"type":0},"constructor":{"prototype":{"type":0}}}', json],
    ['1,000 levels deep body', JSON.stringify(nested(1000, 1, false)), json],
    [
      '10,000 keys',
      JSON.stringify(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i]))),
      json,
    ],
    ['1 MB body', JSON.stringify({ a: MEGABYTE }), json],
    ['NUL bytes in JSON', '{"\u0000":"\u0000"}', json],
    ['form body', 'a=1&b=2', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['text body', 'hello', { 'content-type': 'text/plain' }],
    ['HTML body', '<html></html>', { 'content-type': 'text/html' }],
    ['image body as JSON', Buffer.from([0x89, 0x50, 0x4e, 0x47]), json],
    [
      'PNG magic only',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      { 'content-type': 'image/png' },
    ],
    ['JPEG declared, text sent', 'not an image', { 'content-type': 'image/jpeg' }],
    ['empty body declared JSON', '', json],
  ];
  for (const [name, payload, headers] of wholeBodies) add(name, { payload, headers });

  // The query: each declared parameter × each bad value, arrays, and prototype keys.
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    const others = Object.fromEntries(Object.entries(base.query).filter(([k]) => k !== p.name));
    for (const [name, value] of BAD_QUERY)
      add(`query ${p.name} = ${name}`, { url: at(others, [[p.name, value]]) });
    add(`query ${p.name} twice`, {
      url: at(others, [
        [p.name, '1'],
        [p.name, '2'],
      ]),
    });
  }
  for (const [name, value] of BAD_QUERY.slice(0, 6))
    add(`unknown query = ${name}`, { url: at(base.query, [['unexpected', value]]) });
  add('query __proto__', {
    url: at(base.query, [
      ['__proto__', 'x'],
      ['constructor', 'x'],
      ['__proto__[type]', '0'],
    ]),
  });

  // The path: each parameter × each bad segment.
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    const valid = base.url;
    for (const [name, segment] of BAD_PATH) {
      const url = op.path.replace(/\{([^}]+)\}/g, (_, n: string) =>
        n === p.name ? segment : (valid.split('/')[op.path.split('/').indexOf(`{${n}}`)] ?? ''),
      );
      add(`path ${p.name} = ${name}`, { url: at(base.query, [], url) });
    }
  }

  // The organisation selection, which every signed-in call reads.
  const selections: [string, string][] = [
    ['bad uuid', 'not-a-uuid'],
    ['two values', `${'a'.repeat(36)}, b`],
    ['10 kB', 'x'.repeat(10_000)],
  ];
  for (const [name, value] of selections)
    add(`x-organisation-id = ${name}`, { headers: { ...validHeaders, 'x-organisation-id': value } });

  // Seeded combinations until there are enough: two bad values at once, in the body or the query.
  const singles = variants.slice();
  for (let i = 0; variants.length < minimum; i++) {
    const pick = singles[Math.floor(random() * singles.length)] as Variant;
    const [qName, qValue] = BAD_QUERY[Math.floor(random() * BAD_QUERY.length)] as [string, string];
    const sep = pick.url.includes('?') ? '&' : '?';
    variants.push({
      ...pick,
      label: `${pick.label}, and query junk${i} = ${qName}`,
      url: `${pick.url}${sep}junk${i}=${qValue}`,
    });
  }
  return variants;
}
