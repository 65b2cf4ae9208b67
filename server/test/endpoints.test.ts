/**
 * The endpoint definitions the portal calls (src/api/contracts, every `…Endpoints` group) are the
 * server's routes: each is registered with its method and path, and documented as private or
 * public as it says. A definition the server dropped or renamed fails here, naming it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import type { EndpointShape } from '../../src/api/contracts/index.ts';
import { createTestApp, databaseTargets, type DatabaseTarget, type TestApp } from './harness.ts';
import { readDocument } from './openapi.ts';

const CONTRACTS = new URL('../../src/api/contracts/', import.meta.url);
const modules = await Promise.all(
  readdirSync(CONTRACTS)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => import(new URL(file, CONTRACTS).href) as Promise<Record<string, unknown>>),
);
const definitions = modules
  .flatMap((exports) => Object.entries(exports))
  .filter(([name]) => name.endsWith('Endpoints'))
  .filter((entry, at, all) => all.findIndex(([name]) => name === entry[0]) === at)
  .flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, EndpointShape>).map(([name, endpoint]) => ({
      name: `${group}.${name}`,
      endpoint,
    })),
  );

const [pglite] = databaseTargets as [DatabaseTarget, ...DatabaseTarget[]];

const documented = (e: EndpointShape) => `${e.method} /api${e.path.replace(/:(\w+)/g, '{$1}')}`;

describe('endpoint definitions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite, { seed: false });
  });
  afterAll(() => t.close());

  it('exist (the groups are found)', () => {
    expect(definitions.map((d) => d.name)).toEqual(
      expect.arrayContaining(['feedbackEndpoints.list', 'retentionEndpoints.update']),
    );
  });

  it('are each a route of the server, private or public as the definition says', () => {
    const operations = new Map(readDocument(t.app).operations.map((op) => [op.key, op]));
    const wrong = definitions.flatMap(({ name, endpoint }) => {
      const op = operations.get(documented(endpoint));
      if (!op) return [`${name}: ${documented(endpoint)} is not a route of the server`];
      const secured = 'permission' in endpoint.access;
      return op.secured === secured ? [] : [`${name}: documented ${op.secured ? 'private' : 'public'}`];
    });
    expect(wrong).toEqual([]);
  });
});
