import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../users/schema.ts';
import { DEMO_PASSWORD } from '../users/index.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { safeguardingSettings } from './schema.ts';

const ADMIN = 'admin@stmarys.test';
const LEAD = 'staff@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const HOUR = 3_600_000;

/**
 * A freshly seeded database shows the duty of care at work: each hospital names its safeguarding
 * contacts, St Mary's holds one flag nobody has acknowledged, with its clock running, and its
 * safeguarding lead — a staff account — signs in to the portal, finds it in the queue and was told.
 */
describe.each(databaseTargets)('the demo’s duty of care at first start on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  const ids = { lead: '', otherAdmin: '', infantil: '' };

  beforeAll(async () => {
    t = await createTestApp(target);
    const byEmail = async (email: string) =>
      first(await t.database.db.select().from(users).where(eq(users.email, email)));
    ids.lead = (await byEmail(LEAD)).id;
    const otherAdmin = await byEmail(OTHER_ADMIN);
    ids.otherAdmin = otherAdmin.id;
    ids.infantil = otherAdmin.organisationId as string;
    call = callerOf(t, await signInAll(t, [ADMIN, LEAD, OTHER_ADMIN]));
  });
  afterAll(() => t.close());

  it('names St Mary’s safeguarding lead and team address, and Hospital Infantil’s admin', async () => {
    expect((await call(ADMIN, 'GET', '/questionnaire/safeguarding')).json()).toMatchObject({
      contact_user_ids: [ids.lead],
      team_email: 'safeguarding@stmarys.test',
      acknowledge_hours: 4,
      emergency_number: '999',
    });
    // Hospital Infantil has no Questionnaires feature (its admin is refused the screen): read the row.
    const [infantil] = await t.database.db
      .select()
      .from(safeguardingSettings)
      .where(eq(safeguardingSettings.organisationId, ids.infantil));
    expect(infantil).toMatchObject({
      contactUserIds: [ids.otherAdmin],
      teamEmail: null,
      emergencyNumber: '112',
    });
  });

  it('holds one unacknowledged flag whose escalation is four hours after it was raised', async () => {
    const open = (await call(ADMIN, 'GET', '/questionnaire/flags?status=open')).json().data;
    expect(open).toHaveLength(1);
    const [flag] = open;
    expect(flag).toMatchObject({ state: 'raised', score: 8, escalations: 0, acknowledged_at: null });
    expect(Date.parse(flag.next_escalation_at) - Date.parse(flag.raised_at)).toBe(4 * HOUR);
    expect(Date.parse(flag.next_escalation_at)).toBeGreaterThan(Date.now());
  });

  it('the safeguarding lead signs in with a second factor, reads the queue and was told of the flag', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: LEAD, password: DEMO_PASSWORD },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().second_factor).toMatchObject({ enrol: false });
    expect(first.json().access_token).toBeUndefined();

    const [flag] = (await call(LEAD, 'GET', '/questionnaire/flags')).json().data;
    expect(flag).toMatchObject({ state: 'raised' });
    expect((await call(LEAD, 'GET', `/questionnaire/flags/${flag.id}`)).statusCode).toBe(200);
    expect((await call(LEAD, 'GET', '/notifications/unread-count')).json()).toEqual({ unread: 1 });
    const [told] = (await call(LEAD, 'GET', '/notifications')).json().data;
    expect(told).toMatchObject({
      kind: 'flag.raised',
      params: { questionnaire: 'How are you feeling today?' },
      link: `/questionnaires/flags?flag=${flag.id}`,
      read_at: null,
    });
    // The admin is told only when the flag escalates.
    expect((await call(ADMIN, 'GET', '/notifications/unread-count')).json()).toEqual({ unread: 0 });
  });

  it('a staff account is refused what only admins do', async () => {
    for (const url of ['/questionnaire/safeguarding', '/questionnaire/all', '/users', '/audit']) {
      const res = await call(LEAD, 'GET', url);
      expect([url, res.statusCode]).toEqual([url, 403]);
      expect(res.json()).toMatchObject({ status: 403, code: 'Forbidden' });
    }
    expect((await call(LEAD, 'GET', '/auth/me')).json()).toMatchObject({ type: 4, user: { email: LEAD } });
  });
});
