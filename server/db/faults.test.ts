import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { registerErrorHandling } from '../plugins/errors.ts';
import { describeDatabaseFailure, isDatabaseUnavailable } from './faults.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

/** Errors node-postgres throws when the database goes away, as drizzle hands them on. */
const outages: [string, Error][] = [
  [
    'admin shutdown (57P01), wrapped by drizzle',
    new DrizzleQueryError(
      'select * from users where email = $1',
      ['a@b.co'],
      withCode('terminating connection due to administrator command', '57P01'),
    ),
  ],
  [
    'crash shutdown (57P02)',
    withCode('terminating connection due to crash of another server process', '57P02'),
  ],
  ['starting up (57P03)', withCode('the database system is starting up', '57P03')],
  ['connection failure (08006)', withCode('connection failure', '08006')],
  ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  [
    'refused on both addresses of a name',
    new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
  ],
  ['socket dropped mid-query', new Error('Connection terminated unexpectedly')],
  ['connect timeout', new Error('timeout exceeded when trying to connect')],
];

describe('database outages', () => {
  it.each(outages)('recognises %s as an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('does not take a bad statement or a constraint for an outage', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
  });

  it('answers 503 ServiceUnavailable without details, and tells the monitor', async () => {
    let told = 0;
    const app = Fastify();
    registerErrorHandling(app, { onDatabaseUnavailable: () => told++ });
    app.get('/outage/:n', async (request) => {
      throw outages[Number((request.params as { n: string }).n)]?.[1];
    });
    for (let n = 0; n < outages.length; n++) {
      const res = await app.inject(`/outage/${n}`);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 503,
        code: 'ServiceUnavailable',
        message: 'The service is briefly unavailable. Please try again in a moment.',
      });
      expect(res.body).not.toMatch(/select|57P01|ECONNREFUSED|5432|a@b\.co/);
      expect(res.headers['retry-after']).toBe('5');
    }
    expect(told).toBe(outages.length);
    await app.close();
  });

  it('says in one line why the database could not be opened, and nothing for a bug', () => {
    expect(
      describeDatabaseFailure(
        new AggregateError([withCode('connect ECONNREFUSED ::1:1', 'ECONNREFUSED')], ''),
      ),
    ).toBe('connect ECONNREFUSED ::1:1');
    const refused = Object.assign(new Error('password authentication failed for user "x"'), {
      severity: 'FATAL',
      code: '28P01',
    });
    expect(describeDatabaseFailure(refused)).toBe('password authentication failed for user "x"');
    expect(describeDatabaseFailure(new TypeError('migration bug'))).toBeUndefined();
  });
});
