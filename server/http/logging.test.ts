import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, first, type TestApp } from '../test/harness.ts';
import { users } from '../modules/users/schema.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import { createLogger, redactUrl } from './logging.ts';

// Logs travel further than the database: an error's SQL and its parameters (personal data) stay out of them.
describe.each(databaseTargets)('logs hold no secrets ($name)', (target) => {
  let t: TestApp;
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  beforeAll(async () => {
    t = await createTestApp(target, { logger: createLogger('info', stream) });
  });
  afterAll(() => t.close());

  it('logs a sign-in without the password or the tokens', async () => {
    const session = await t.signIn('admin@stmarys.test');
    await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${session.access_token}` } });
    const log = lines.join('\n');
    expect(log).toContain('/api/auth/signin');
    expect(log).not.toContain(DEMO_PASSWORD);
    expect(log).not.toContain(session.access_token);
    expect(log).not.toContain(session.refresh_token);
  });

  it('logs a wrong password and a change of name without the address, the password or the name', async () => {
    lines.length = 0;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'admin@stmarys.test', password: 'Wrong-horse-battery-77' },
    });
    expect(wrong.statusCode).toBe(401);
    const session = await t.signIn('admin@stmarys.test');
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: { authorization: `Bearer ${session.access_token}` },
      payload: { first_name: 'Philippa', surname: 'Quillfeather' },
    });
    expect(renamed.statusCode).toBe(200);
    const log = lines.join('\n');
    expect(log).toContain('/api/auth/signin');
    expect(log).toContain('"statusCode":401');
    expect(log).not.toMatch(/@stmarys\.test|Wrong-horse|Philippa|Quillfeather/);
    expect(log).not.toContain(DEMO_PASSWORD);
  });

  it('logs a refused access with who and which route, as a warning', async () => {
    const session = await t.signIn('guardian@stmarys.test');
    const res = await t.app.inject({
      url: '/api/audit',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(res.statusCode).toBe(403);
    const refused = lines
      .map((line) => JSON.parse(line) as { event?: string; user?: string; route?: string; level?: number })
      .find((entry) => entry.event === 'access.refused');
    expect(refused).toMatchObject({ route: '/api/audit', level: 40 });
    expect(refused?.user).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a failed query by its code, without the statement or its parameters', async () => {
    const user = first(await t.database.db.select().from(users).where(eq(users.email, 'admin@stmarys.test')));
    // Sign-in then fails on the insert of the refresh token, whose parameters name the user.
    await t.database.db.execute(sql`drop table refresh_tokens cascade`);
    lines.length = 0;
    const res = await t.finishSignIn(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'admin@stmarys.test', password: DEMO_PASSWORD },
      }),
    );
    expect(res.statusCode).toBe(500);
    const failure = lines
      .map((l) => JSON.parse(l) as { msg?: string; err?: { code?: string } })
      .find((l) => l.msg === 'unhandled error');
    expect(failure?.err?.code).toBe('42P01');
    const log = lines.join('\n');
    expect(log).not.toContain(user.id);
    expect(log).not.toMatch(/insert into|Failed query|params/i);
    expect(log).not.toContain(DEMO_PASSWORD);
  });
});

describe('logged addresses', () => {
  it('hide the credentials a query string carries', () => {
    expect(redactUrl('/api/organisation-videos/x/file?exp=1&sig=abc')).toBe(
      '/api/organisation-videos/x/file?exp=1&sig=[redacted]',
    );
    expect(redactUrl('/api/auth/linkedin?code=secret&type=signin')).toBe(
      '/api/auth/linkedin?code=[redacted]&type=signin',
    );
  });
});

describe('redacted keys', () => {
  it('hide a credential logged at the top of a line as well as inside an object', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = createLogger('info', stream);
    logger.info({ token: 'top-secret-1', access_token: 'top-secret-2', password: 'top-secret-3' }, 'top');
    logger.info({ body: { token: 'nested-secret', refresh_token: 'nested-secret-2' } }, 'nested');
    const log = lines.join('');
    expect(log).toContain('"msg":"top"');
    expect(log).toContain('"msg":"nested"');
    expect(log).not.toMatch(/top-secret|nested-secret/);
    expect(log).toContain('[redacted]');
  });
});

describe('logged errors', () => {
  it('hide the e-mail addresses their message quotes', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const error = new Error('550 5.1.1 <rosa.lind@example.org>: Recipient address rejected');
    createLogger('info', stream).error({ err: error }, 'mail.deliver failed');
    const log = lines.join('');
    expect(log).toContain('550 5.1.1 <[e-mail]>: Recipient address rejected');
    expect(log).not.toContain('rosa.lind');
    expect(log).toContain('logging.test.ts');
  });
});
