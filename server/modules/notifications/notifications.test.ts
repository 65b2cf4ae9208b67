import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { appSignIn, createAppPatient } from '../../test/app-patients.ts';
import { createNotifier, type NotificationChannel, type NotificationInput } from './notify.ts';
import { createNotificationsRepository, type NotificationRow } from './repository.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const SUPER = 'super@lantern.test';

describe.each(databaseTargets)('the notification centre on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let clock = Date.parse('2026-12-05T09:00:00.000Z');
  const delivered: { channel: string; rows: NotificationRow[] }[] = [];
  const channel: NotificationChannel = {
    name: 'phone',
    deliver: async (rows) => void delivered.push({ channel: 'phone', rows }),
  };
  let notify: ReturnType<typeof createNotifier>;
  const ids: Record<string, string> = {};
  let organisationId: string;

  beforeAll(async () => {
    t = await createTestApp(target, { now: () => clock });
    call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN, OTHER_ADMIN, SUPER]));
    notify = createNotifier({
      repo: createNotificationsRepository(t.database.db),
      channels: [channel],
      now: () => clock,
    });
    for (const email of [ADMIN, GUARDIAN, OTHER_ADMIN, SUPER]) {
      const row = first(await t.database.db.select().from(users).where(eq(users.email, email)));
      ids[email] = row.id;
      if (email === GUARDIAN) organisationId = row.organisationId as string;
    }
  });
  afterAll(() => t.close());

  const tell = (input: Partial<NotificationInput> & Pick<NotificationInput, 'userIds'>) => {
    clock += 1000;
    return notify(t.database.db, {
      organisationId,
      kind: 'questionnaire.asked',
      params: { questionnaire: 'How are you sleeping?', child: 'Noah' },
      link: '/my-questionnaires',
      ...input,
    });
  };
  const unread = async (who: string) => (await call(who, 'GET', '/notifications/unread-count')).json();

  it('stores one notification per recipient, hands them to the channels and lists them newest first', async () => {
    expect(await unread(GUARDIAN)).toEqual({ unread: 0 });
    const stored = await tell({ userIds: [ids[GUARDIAN] as string, ids[GUARDIAN] as string] });
    expect(stored).toHaveLength(1);
    expect(delivered.at(-1)?.rows.map((r) => r.id)).toEqual(stored.map((r) => r.id));
    await tell({
      userIds: [ids[GUARDIAN] as string],
      kind: 'familyLink.approved',
      params: { child: 'Noah' },
    });
    expect(await unread(GUARDIAN)).toEqual({ unread: 2 });
    const page = (await call(GUARDIAN, 'GET', '/notifications')).json();
    expect(page.next_cursor).toBeNull();
    expect(page.data.map((n: { kind: string }) => n.kind)).toEqual([
      'familyLink.approved',
      'questionnaire.asked',
    ]);
    expect(page.data[1]).toEqual({
      id: stored[0]?.id,
      kind: 'questionnaire.asked',
      params: { questionnaire: 'How are you sleeping?', child: 'Noah' },
      link: '/my-questionnaires',
      created_at: new Date(clock - 1000).toISOString(),
      read_at: null,
    });
    // Nobody else sees them.
    expect(await unread(ADMIN)).toEqual({ unread: 0 });
    expect((await call(ADMIN, 'GET', '/notifications')).json()).toEqual({ data: [], next_cursor: null });
  });

  it('stores nothing when the write it tells of is rolled back', async () => {
    const before = (await unread(ADMIN)).unread;
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, {
          organisationId,
          userIds: [ids[ADMIN] as string],
          kind: 'flag.raised',
          params: {},
        });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await unread(ADMIN)).toEqual({ unread: before });
  });

  it('pages by cursor without losing or repeating a notification', async () => {
    for (let i = 0; i < 5; i++)
      await tell({ userIds: [ids[ADMIN] as string], kind: 'flag.raised', params: { child: `Child ${i}` } });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page = (await call(ADMIN, 'GET', `/notifications?size=2${query}`)).json();
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((n: { params: { child: string } }) => n.params.child));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual(['Child 4', 'Child 3', 'Child 2', 'Child 1', 'Child 0']);
  });

  it('marks one read, keeps its first reading, and marks all read', async () => {
    const [one] = (await call(GUARDIAN, 'GET', '/notifications')).json().data;
    const read = await call(GUARDIAN, 'PUT', `/notifications/${one.id}/read`);
    expect([read.statusCode, read.json().read_at]).toEqual([200, new Date(clock).toISOString()]);
    clock += 60_000;
    expect((await call(GUARDIAN, 'PUT', `/notifications/${one.id}/read`)).json().read_at).toBe(
      read.json().read_at,
    );
    expect(await unread(GUARDIAN)).toEqual({ unread: 1 });
    const all = await call(GUARDIAN, 'PUT', '/notifications/read-all');
    expect([all.statusCode, all.json()]).toEqual([200, { unread: 0 }]);
    expect(await unread(GUARDIAN)).toEqual({ unread: 0 });
    expect(
      (await call(GUARDIAN, 'GET', '/notifications'))
        .json()
        .data.every((n: { read_at: string | null }) => n.read_at),
    ).toBe(true);
  });

  it("answers another person's notification, of this organisation or another, as missing and leaves it unread", async () => {
    const [mine] = await tell({ userIds: [ids[ADMIN] as string] });
    const missing = await call(GUARDIAN, 'PUT', '/notifications/00000000-0000-4000-8000-000000000000/read');
    for (const who of [GUARDIAN, OTHER_ADMIN, SUPER]) {
      const res = await call(who, 'PUT', `/notifications/${mine?.id}/read`);
      expect([who, res.statusCode, res.body]).toEqual([who, 404, missing.body]);
    }
    expect(missing.json()).toMatchObject({ status: 404, code: 'ResourceNotFound' });
    const page = (await call(ADMIN, 'GET', '/notifications?size=1')).json();
    expect(page.data[0]).toMatchObject({ id: mine?.id, read_at: null });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await unread(ADMIN);
    const cases: [string, 'GET' | 'PUT', string][] = [
      ['/notifications?size=0', 'GET', 'size'],
      ['/notifications?size=101', 'GET', 'size'],
      ['/notifications?cursor=yesterday', 'GET', 'cursor'],
      [
        '/notifications?cursor=2026-13-45T10:00:00.000Z_00000000-0000-4000-8000-000000000000',
        'GET',
        'cursor',
      ],
      ['/notifications/not-an-id/read', 'PUT', 'id'],
    ];
    for (const [url, method, field] of cases) {
      const res = await call(ADMIN, method, url);
      expect([url, res.statusCode, res.json().code, res.json().fields?.[0]?.path]).toEqual([
        url,
        400,
        'ValidationError',
        field,
      ]);
    }
    expect(await unread(ADMIN)).toEqual(before);
  });

  it('is for portal accounts: the app and strangers are refused', async () => {
    await createAppPatient(t.database.db, 'stmarys', 'NTFYAA', 4);
    const app = (await appSignIn(t, 'stmarys', 'NTFYAA')).access_token;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers: { authorization: `Bearer ${app}` },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('refuses a link that leaves the portal (a producer’s bug)', async () => {
    await expect(tell({ userIds: [ids[ADMIN] as string], link: 'https://evil.example/' })).rejects.toThrow(
      'Not a path of the portal',
    );
  });
});
