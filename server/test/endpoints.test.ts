/**
 * The endpoint definitions the portal calls (src/api/contracts, every `…Endpoints` group) are the
 * server's routes: each is registered with its method and path, and documented as private or
 * public as it says. A definition the server dropped or renamed fails here, naming it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '../../src/api/contracts/index.ts';
import type { EndpointShape } from '../../src/api/contracts/index.ts';
import { createTestApp, databaseTargets, type DatabaseTarget, type TestApp } from './harness.ts';
import { readDocument } from './openapi.ts';

const definitions = Object.entries(contracts)
  .filter(([name]) => name.endsWith('Endpoints'))
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
    expect(definitions.map((d) => d.name)).toContain('feedbackEndpoints.list');
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
