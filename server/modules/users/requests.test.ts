import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { mailOutbox } from '../../mail/schema.ts';
import { users } from './schema.ts';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';

describe.each(databaseTargets)('account requests on $name', (target) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(target);
    for (const who of ['admin@stmarys.test', 'guardian@stmarys.test', 'admin@infantil.test'])
      tokens[who] = (await t.signIn(who)).access_token;
  });
  afterAll(() => t.close());

  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${tokens[who]}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const pending = async () => (await call('admin@stmarys.test', 'GET', '/requests')).json();

  it('lists the requests awaiting approval (status 1) by default', async () => {
    const list = await pending();
    expect(list.total).toBe(4);
    expect(list.data.every((u: { status: number }) => u.status === 1)).toBe(true);
  });

  it('approves a request: pending account activation, an activation e-mail; approving again is a 409', async () => {
    const [request] = (await pending()).data;
    const res = await call('admin@stmarys.test', 'POST', `/requests/${request.id}/approve`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: request.id, status: 3 });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, request.email));
    expect(mail?.link).toContain('/auth/activate?token=');
    const again = await call('admin@stmarys.test', 'POST', `/requests/${request.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('Conflict');
  });

  it('declines a request with a reason: it is gone, the reason is audited; a reason is required', async () => {
    const [request] = (await pending()).data;
    const missing = await call('admin@stmarys.test', 'POST', `/requests/${request.id}/decline`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields[0].path).toBe('reason');

    const res = await call('admin@stmarys.test', 'POST', `/requests/${request.id}/decline`, {
      reason: 'Not a patient family of this hospital',
    });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, request.id))).toHaveLength(0);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'request.decline'), eq(auditLog.subject, request.id)));
    expect(entry?.detail).toMatchObject({ reason: 'Not a patient family of this hospital' });
  });

  it('an active account is no request: declining it is a 409', async () => {
    const [active] = await t.database.db.select().from(users).where(eq(users.email, 'guardian@stmarys.test'));
    expect(
      (await call('admin@stmarys.test', 'POST', `/requests/${active?.id}/decline`, { reason: 'x' }))
        .statusCode,
    ).toBe(409);
  });

  it('guardians cannot see or decide requests; another organisation’s request reads as missing', async () => {
    const [request] = (await pending()).data;
    expect((await call('guardian@stmarys.test', 'GET', '/requests')).statusCode).toBe(403);
    expect((await call('guardian@stmarys.test', 'POST', `/requests/${request.id}/approve`)).statusCode).toBe(
      403,
    );
    expect((await call('admin@infantil.test', 'POST', `/requests/${request.id}/approve`)).statusCode).toBe(
      404,
    );
    expect(
      (await call('admin@infantil.test', 'POST', `/requests/${request.id}/decline`, { reason: 'x' }))
        .statusCode,
    ).toBe(404);
    const [still] = await t.database.db.select().from(users).where(eq(users.id, request.id));
    expect(still?.status).toBe(1);
  });
});
