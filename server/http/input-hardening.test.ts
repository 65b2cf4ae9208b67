import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { INT4_MAX, noNul } from '../../src/api/contracts/index.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../test/harness.ts';

interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check?: string; fn?: unknown; value?: unknown } } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every leaf of what a caller sends, with its path (the input side of transforms). */
function* leaves(schema: z.ZodType, path: string, open = new Set<Def>()): Generator<[string, Def]> {
  const def = defOf(schema);
  // A recursive schema (a questionnaire item holds items) is walked once along each path.
  if (open.has(def)) return;
  open.add(def);
  try {
    yield* branches(def, path, open);
  } finally {
    open.delete(def);
  }
}

function* branches(def: Def, path: string, open: Set<Def>): Generator<[string, Def]> {
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape ?? {}))
        yield* leaves(value, `${path}.${key}`, open);
      return;
    case 'array':
      if (def.element) yield* leaves(def.element, `${path}[]`, open);
      return;
    case 'pipe':
      if (def.in) yield* leaves(def.in, path, open);
      return;
    case 'union':
      for (const option of def.options ?? []) yield* leaves(option, path, open);
      return;
    case 'intersection':
      if (def.left) yield* leaves(def.left, path, open);
      if (def.right) yield* leaves(def.right, path, open);
      return;
    case 'record':
      if (def.keyType) yield* leaves(def.keyType, `${path}{key}`, open);
      if (def.valueType) yield* leaves(def.valueType, `${path}{}`, open);
      return;
    default:
      if (def.innerType) yield* leaves(def.innerType, path, open);
      else yield [path, def];
  }
}

// Formats whose own pattern cannot match a NUL character.
const NUL_FREE_FORMATS = new Set(['uuid', 'guid', 'email', 'datetime', 'date', 'time']);
// 64-bit columns (bigint): sizes of videos in bytes.
const BIGINT_FIELDS = new Set(['size']);

const [pglite] = databaseTargets;

// A NUL byte, status=1e10 or an unknown organisation must answer 400 naming the field, never 500.
describe('what a caller sends is refused before it can reach SQL', () => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  beforeAll(async () => {
    t = await createTestApp(pglite as NonNullable<typeof pglite>);
    call = callerOf(t, await signInAll(t, ['super@lantern.test', 'admin@stmarys.test']));
  });
  afterAll(() => t.close());

  const inputs = () =>
    t.app.registeredRoutes.flatMap((route) =>
      (['body', 'querystring', 'params'] as const).flatMap((part) => {
        const schema = route.schema?.[part] as z.ZodType | undefined;
        return schema && '_zod' in schema ? [...leaves(schema, `${route.method} ${route.url} ${part}`)] : [];
      }),
    );

  it('builds every string field of every body, query and path from the shared text schema', () => {
    const all = inputs();
    expect(all.length).toBeGreaterThan(100);
    const unguarded = all
      .filter(([, def]) => def.type === 'string')
      .filter(([, def]) => !(def.format && NUL_FREE_FORMATS.has(def.format)))
      .filter(([, def]) => !def.checks?.some((c) => c._zod.def.fn === noNul))
      .map(([path]) => path);
    expect(unguarded).toEqual([]);
  });

  it('bounds every integer a caller sends to what its column holds', () => {
    const unbounded = inputs()
      .filter(([, def]) => def.type === 'number')
      .filter(([path, def]) => {
        const max = def.checks?.find((c) => c._zod.def.check === 'less_than')?._zod.def.value;
        const field = path.split('.').at(-1) ?? '';
        return (
          typeof max !== 'number' || max > (BIGINT_FIELDS.has(field) ? Number.MAX_SAFE_INTEGER : INT4_MAX)
        );
      })
      .map(([path]) => path);
    expect(unbounded).toEqual([]);
  });

  it('answers a NUL byte in a body, a query or a path with a 400 naming the field', async () => {
    const body = await call('admin@stmarys.test', 'PUT', '/user', { first_name: 'Ann\u0000' });
    expect(body.statusCode).toBe(400);
    expect(body.json().fields).toEqual([
      { path: 'first_name', message: 'must not contain the NUL character' },
    ]);
    const query = await call('admin@stmarys.test', 'GET', '/users?search=a%00b');
    expect(query.statusCode).toBe(400);
    expect(query.json().fields[0].path).toBe('search');
    const path = await t.app.inject('/api/organisations/st%00marys/code');
    expect(path.statusCode).toBe(400);
    expect(path.json().fields[0].path).toBe('code');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'someone@example.org', password: 'x\u0000' },
    });
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().fields[0].path).toBe('password');
  });

  it('answers integers beyond a column with 400', async () => {
    for (const url of [
      '/users?status=1e10',
      '/requests?status=99999999999',
      '/users?page=1e12',
      '/organisation?page=4294967296',
    ]) {
      const res = await call(
        'super@lantern.test',
        'GET',
        url,
        undefined,
        url.startsWith('/organisation') ? {} : { 'x-organisation-id': await stMarys() },
      );
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('ValidationError');
    }
  });

  it('answers an unknown organisation with a 400 naming organisation_id, creating nothing', async () => {
    const res = await call('super@lantern.test', 'POST', '/organisation-areas', {
      name: 'Nowhere',
      organisation_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path: 'organisation_id', message: 'No such organisation' }]);
  });

  const stMarys = async () => {
    const res = await call('admin@stmarys.test', 'GET', '/users/profile');
    return (res.json() as { organisation: { id: string } }).organisation.id;
  };
});
