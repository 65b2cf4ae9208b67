import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startPushService } from '../../../tests/support/push-service.ts';
import { auditLog } from '../../audit/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { users } from '../users/schema.ts';
import { createNotifier, type Notify } from './notify.ts';
import { createPushChannel } from './push-delivery.ts';
import { createPushRepository } from './push-repository.ts';
import { createNotificationsRepository } from './repository.ts';
import { pushSubscriptions } from './schema.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const ST_MARYS = "St Mary's Children's Hospital (demo)";

/** Waits for what a job does after the notification is stored (the queue is worked every half second). */
async function eventually(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('it never happened');
}

describe.each(databaseTargets)('push to devices on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let notify: Notify;
  const ids: Record<string, string> = {};
  let organisationId: string;

  beforeAll(async () => {
    push = await startPushService();
    t = await createTestApp(target, { jobs: { pollingSeconds: 0.5 } });
    call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN, OTHER_ADMIN]));
    // The app's own push channel, over a notifier the test calls as a producer would.
    notify = createNotifier({
      repo: createNotificationsRepository(t.database.db),
      channels: [createPushChannel({ repo: createPushRepository(t.database.db), jobs: t.app.jobs })],
      now: Date.now,
    });
    for (const email of [ADMIN, GUARDIAN, OTHER_ADMIN]) {
      const row = first(await t.database.db.select().from(users).where(eq(users.email, email)));
      ids[email] = row.id;
      if (email === GUARDIAN) organisationId = row.organisationId as string;
    }
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  const subscribe = (who: string, kinds: string[], device = push.device()) =>
    call(who, 'POST', '/notifications/push/subscriptions', {
      endpoint: device.endpoint,
      keys: device.keys,
      kinds,
    });

  it('gives the VAPID public key a browser subscribes with', async () => {
    const res = await call(GUARDIAN, 'GET', '/notifications/push/key');
    expect(res.statusCode).toBe(200);
    expect(res.json().public_key).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/push/key' })).statusCode).toBe(401);
  });

  it('subscribes a device with its kinds, lists only mine, and audits it without the keys', async () => {
    const device = push.device();
    const res = await subscribe(GUARDIAN, ['questionnaires', 'reports'], device);
    expect(res.statusCode).toBe(201);
    const stored = res.json();
    expect(stored).toMatchObject({
      endpoint: device.endpoint,
      kinds: ['questionnaires', 'reports'],
      failure_count: 0,
    });
    expect(JSON.stringify(stored)).not.toContain(device.keys.auth);
    const mine = (await call(GUARDIAN, 'GET', '/notifications/push/subscriptions')).json();
    expect(mine.data.map((s: { id: string }) => s.id)).toContain(stored.id);
    const theirs = (await call(ADMIN, 'GET', '/notifications/push/subscriptions')).json();
    expect(theirs.data.map((s: { id: string }) => s.id)).not.toContain(stored.id);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notifications.push.subscribe'), eq(auditLog.subject, stored.id)));
    expect(entry?.actorId).toBe(ids[GUARDIAN]);
    const audited = JSON.stringify(entry?.detail);
    expect(audited).not.toContain(device.keys.p256dh);
    expect(audited).not.toContain(device.keys.auth);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = (await call(GUARDIAN, 'GET', '/notifications/push/subscriptions')).json().data.length;
    const device = push.device();
    const cases: [unknown, string][] = [
      [{ ...device, endpoint: 'http://push.example.com/x' }, 'endpoint'],
      [{ ...device, endpoint: 'https://10.0.0.1/x' }, 'endpoint'],
      [{ ...device, endpoint: `https://push.example.com/${'a'.repeat(1000)}` }, 'endpoint'],
      [{ ...device, endpoint: 'not an address' }, 'endpoint'],
      [{ ...device, keys: { ...device.keys, p256dh: 'short' } }, 'keys.p256dh'],
      [{ ...device, keys: { ...device.keys, auth: '+/+/+/+/+/+/+/+/+/+/+/' } }, 'keys.auth'],
    ];
    for (const [body, field] of cases) {
      const { endpoint, keys } = body as typeof device;
      const res = await call(GUARDIAN, 'POST', '/notifications/push/subscriptions', {
        endpoint,
        keys,
        kinds: ['questionnaires'],
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: expect.any(String) });
      expect(res.json().message).toContain(field);
    }
    // Flags are the staff's; appointments the families'.
    const flags = await subscribe(GUARDIAN, ['flags']);
    expect(flags.statusCode).toBe(400);
    expect(JSON.stringify(flags.json())).toContain('kinds');
    expect((await subscribe(ADMIN, ['appointments'])).statusCode).toBe(400);
    expect((await call(GUARDIAN, 'GET', '/notifications/push/subscriptions')).json().data).toHaveLength(
      before,
    );
  });

  it('changes and removes only my own subscriptions: another person’s answers 404', async () => {
    const mine = (await subscribe(ADMIN, ['flags'])).json();
    for (const who of [GUARDIAN, OTHER_ADMIN]) {
      const patch = await call(who, 'PATCH', `/notifications/push/subscriptions/${mine.id}`, { kinds: [] });
      expect(patch.statusCode).toBe(404);
      expect((await call(who, 'DELETE', `/notifications/push/subscriptions/${mine.id}`)).statusCode).toBe(
        404,
      );
    }
    const patched = await call(ADMIN, 'PATCH', `/notifications/push/subscriptions/${mine.id}`, {
      kinds: ['reports', 'flags'],
    });
    expect(patched.json().kinds).toEqual(['reports', 'flags']);
    expect((await call(ADMIN, 'DELETE', `/notifications/push/subscriptions/${mine.id}`)).statusCode).toBe(
      204,
    );
    expect((await call(ADMIN, 'DELETE', `/notifications/push/subscriptions/${mine.id}`)).statusCode).toBe(
      404,
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notifications.push.unsubscribe'), eq(auditLog.subject, mine.id)));
    expect(entry?.actorId).toBe(ids[ADMIN]);
  });

  it('pushes a notification of a chosen kind, encrypted, with no personal detail', async () => {
    const device = push.device();
    const sub = (await subscribe(GUARDIAN, ['questionnaires'], device)).json();
    const id = device.endpoint.split('/').at(-1);
    await notify(t.database.db, {
      organisationId,
      userIds: [ids[GUARDIAN] as string],
      kind: 'questionnaire.asked',
      params: { questionnaire: 'How is Noah sleeping?', child: 'Noah', about: 'child' },
      link: '/my-questionnaires',
    });
    // An event is not among the kinds this device chose.
    await notify(t.database.db, {
      organisationId,
      userIds: [ids[GUARDIAN] as string],
      kind: 'event.added',
      params: { event: 'Clinic', child: 'Noah', start: '2026-12-06T09:00:00.000Z' },
    });
    await eventually(() => push.received.some((p) => p.device === id));
    const got = push.received.filter((p) => p.device === id);
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0]?.text as string)).toEqual({
      title: ST_MARYS,
      body: `A questionnaire from ${ST_MARYS} is waiting`,
      link: '/my-questionnaires',
    });
    expect(got[0]?.text).not.toContain('Noah');
    expect(got[0]?.text).not.toContain('sleeping');
    expect(got[0]?.ttl).toBe('86400');
    await eventually(async () => {
      const [row] = await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, sub.id));
      return row?.lastSuccessAt !== null;
    });
  });

  it('pushes a flag with high urgency in the reader’s language', async () => {
    const device = push.device();
    await subscribe(ADMIN, ['flags'], device);
    const id = device.endpoint.split('/').at(-1);
    await notify(t.database.db, {
      organisationId,
      userIds: [ids[ADMIN] as string],
      kind: 'flag.raised',
      params: { child: 'Noah', questionnaire: 'Mood', flag: crypto.randomUUID() },
      link: '/questionnaires/flags',
    });
    await eventually(() => push.received.some((p) => p.device === id));
    const got = push.received.find((p) => p.device === id);
    expect(got?.urgency).toBe('high');
    expect(got?.text).not.toContain('Noah');
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const device = push.device();
    const sub = (await subscribe(GUARDIAN, ['reports'], device)).json();
    push.markGone(device.endpoint);
    await notify(t.database.db, {
      organisationId,
      userIds: [ids[GUARDIAN] as string],
      kind: 'issueReport.replied',
      params: { category: 'bug' },
    });
    await eventually(async () => {
      const list = (await call(GUARDIAN, 'GET', '/notifications/push/subscriptions')).json();
      return !list.data.some((s: { id: string }) => s.id === sub.id);
    });
    expect(push.refused).toContainEqual({ device: device.endpoint.split('/').at(-1), status: 410 });
  });
});
