import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appMoods } from '../usage/schema.ts';
import { auditLog } from '../../audit/schema.ts';
import { events } from './schema.ts';
import { organisationAreas, userOrganisationAreas } from '../areas/schema.ts';
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
import { INSTANT_RANGE_MESSAGE, type CalendarEvent } from '../../../src/api/contracts/index.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { createFamiliesRepository } from '../families/index.ts';
import { createCalendarRepository } from './repository.ts';
import { createCalendarService } from './service.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const INFANTIL = 'admin@infantil.test';
const SUPER = 'super@lantern.test';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The spec's search: start_time from `from` to `to`, both as ISO. */
const search = (from: Date | string, to: Date | string) =>
  `/event?search=${encodeURIComponent(
    JSON.stringify({
      start_time: [
        { type: 'date', operator: 'gte', value: new Date(from).toISOString() },
        { type: 'date', operator: 'lte', value: new Date(to).toISOString() },
      ],
    }),
  )}`;
const around = (at: number) => search(new Date(at - 10 * DAY), new Date(at + 10 * DAY));

describe.each(databaseTargets)('calendar events on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let area: { oncology: string; daySurgery: string; infantil: string };
  let grace: string;
  let stMarys: string;
  const base = Date.UTC(2031, 2, 10, 9); // a March morning: London is on GMT
  const body = (over: Record<string, unknown> = {}) => ({
    title: 'Play therapy',
    description: 'Bring a favourite toy',
    kind: 'activity',
    start_time: new Date(base).toISOString(),
    end_time: new Date(base + HOUR).toISOString(),
    area_id: area.oncology,
    ...over,
  });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await call(ADMIN, 'POST', '/event', body(over));
    expect(res.statusCode).toBe(201);
    return res.json<CalendarEvent>();
  };
  const titles = async (who: string, url: string, headers?: Record<string, string>) => {
    const res = await call(who, 'GET', url, undefined, headers);
    expect(res.statusCode).toBe(200);
    return res.json<CalendarEvent[]>().map((e) => e.title);
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN, INFANTIL, SUPER]));
    const { db } = t.database;
    const byName = async (name: string) =>
      first(await db.select().from(organisationAreas).where(eq(organisationAreas.name, name))).id;
    area = {
      oncology: await byName('Oncology ward'),
      daySurgery: await byName('Day surgery'),
      infantil: await byName('Pediatría general'),
    };
    const guardian = first(await db.select().from(users).where(eq(users.email, GUARDIAN)));
    grace = guardian.id;
    stMarys = guardian.organisationId as string;
  });
  afterAll(() => t.close());

  it('an admin creates an event that answers with its area, author and no moods, and is audited', async () => {
    const event = await create({ title: 'Clinic day' });
    expect(event).toMatchObject({
      title: 'Clinic day',
      description: 'Bring a favourite toy',
      kind: 'activity',
      start_time: new Date(base).toISOString(),
      end_time: new Date(base + HOUR).toISOString(),
      all_day: false,
      area: { id: area.oncology, name: 'Oncology ward' },
      patients: [],
      source: 'portal',
      author_name: 'Amira Hassan',
      moods: [],
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'event.create'), eq(auditLog.subject, event.id)));
    expect(audit).toHaveLength(1);
  });

  it('lists events whose start is within the two start_time conditions, both ends included', async () => {
    const at = base + 40 * DAY;
    await create({
      title: 'Edge start',
      start_time: new Date(at).toISOString(),
      end_time: new Date(at).toISOString(),
    });
    await create({
      title: 'Edge end',
      start_time: new Date(at + DAY).toISOString(),
      end_time: new Date(at + DAY + HOUR).toISOString(),
    });
    await create({
      title: 'Outside',
      start_time: new Date(at + DAY + 1).toISOString(),
      end_time: new Date(at + 2 * DAY).toISOString(),
    });
    expect(await titles(ADMIN, search(new Date(at), new Date(at + DAY)))).toEqual(['Edge start', 'Edge end']);
  });

  it("a guardian sees their area's events and those chosen for them, and only their own family among the patients", async () => {
    const at = base + 60 * DAY;
    const when = (h: number) => ({
      start_time: new Date(at + h * HOUR).toISOString(),
      end_time: new Date(at + (h + 1) * HOUR).toISOString(),
    });
    const other = first(
      await t.database.db.select().from(users).where(eq(users.email, 'family02@stmarys.test')),
    ).id;
    await create({ title: 'Oncology games', ...when(0) });
    await create({ title: 'Day surgery tour', area_id: area.daySurgery, ...when(1) });
    await create({ title: 'For Grace and another', area_id: null, patient_ids: [grace, other], ...when(2) });
    await create({ title: 'For another only', area_id: null, patient_ids: [other], ...when(3) });
    const res = await call(GUARDIAN, 'GET', around(at));
    expect(res.statusCode).toBe(200);
    const seen = res.json<CalendarEvent[]>();
    expect(seen.map((e) => e.title)).toEqual(['Oncology games', 'For Grace and another']);
    expect(seen[1]?.patients.map((p) => p.id)).toEqual([grace]);
    expect((await titles(ADMIN, around(at))).sort()).toEqual(
      ['Day surgery tour', 'For Grace and another', 'For another only', 'Oncology games'].sort(),
    );
  });

  it('a guardian also sees the events chosen for their linked child, and the child among the patients', async () => {
    const at = base + 62 * DAY;
    const when = (h: number) => ({
      start_time: new Date(at + h * HOUR).toISOString(),
      end_time: new Date(at + (h + 1) * HOUR).toISOString(),
    });
    const { db } = t.database;
    // Tobi (app code K7P3QX) is Grace's child in the demo, actively linked.
    const tobi = first(await db.select().from(users).where(eq(users.appCode, 'K7P3QX'))).id;
    const other = first(await db.select().from(users).where(eq(users.email, 'family02@stmarys.test'))).id;
    await create({ title: 'Blood test for Tobi', area_id: null, patient_ids: [tobi, other], ...when(0) });
    await create({ title: 'Blood test for another', area_id: null, patient_ids: [other], ...when(1) });
    const seen = (await call(GUARDIAN, 'GET', around(at))).json<CalendarEvent[]>();
    const seenTitles = seen.map((e) => e.title);
    expect(seenTitles).toContain('Blood test for Tobi');
    expect(seenTitles).not.toContain('Blood test for another');
    expect(seen.find((e) => e.title === 'Blood test for Tobi')?.patients.map((p) => p.id)).toEqual([tobi]);
  });

  it('answers 400 naming search for a window that is not the spec’s filter', async () => {
    const bad = [
      '/event?search=not-json',
      '/event',
      `/event?search=${encodeURIComponent(JSON.stringify({ start_time: [] }))}`,
      `/event?search=${encodeURIComponent(
        JSON.stringify({
          start_time: [
            { operator: 'gte', value: new Date(base).toISOString() },
            { operator: 'gte', value: new Date(base).toISOString() },
          ],
        }),
      )}`,
      search(new Date(base + DAY), new Date(base)),
      search(new Date(base), new Date(base + 101 * DAY)),
    ];
    for (const url of bad) {
      const res = await call(ADMIN, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields?.[0]?.path, url).toMatch(/^search/);
    }
  });

  it('refuses an end before the start and an event for nobody, naming the field; nothing stored', async () => {
    const before = (await t.database.db.select().from(events)).length;
    const backwards = await call(
      ADMIN,
      'POST',
      '/event',
      body({ end_time: new Date(base - 1).toISOString() }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields[0].path).toBe('end_time');
    const nobody = await call(ADMIN, 'POST', '/event', body({ area_id: null, patient_ids: [] }));
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fields[0].path).toBe('area_id');
    expect((await t.database.db.select().from(events)).length).toBe(before);
  });

  it('refuses a start in the year 0, naming the field; nothing stored', async () => {
    const before = (await t.database.db.select().from(events)).length;
    const res = await call(ADMIN, 'POST', '/event', body({ start_time: '0000-01-01T00:00:00Z' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0]).toMatchObject({ path: 'start_time', message: INSTANT_RANGE_MESSAGE });
    expect((await t.database.db.select().from(events)).length).toBe(before);
  });

  it('an edit replaces the event and its patients; a delete removes it; both audited', async () => {
    const event = await create({
      title: 'To change',
      start_time: new Date(base + 80 * DAY).toISOString(),
      end_time: new Date(base + 80 * DAY + HOUR).toISOString(),
    });
    const put = await call(ADMIN, 'PUT', `/event/${event.id}`, {
      ...body(),
      title: 'Changed',
      kind: 'procedure',
      all_day: true,
      area_id: null,
      patient_ids: [grace],
      description: null,
      start_time: new Date(base + 80 * DAY).toISOString(),
      end_time: new Date(base + 81 * DAY).toISOString(),
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      id: event.id,
      title: 'Changed',
      kind: 'procedure',
      all_day: true,
      area: null,
      description: null,
      patients: [{ id: grace, first_name: 'Grace', surname: 'Okafor', app_code: null }],
    });
    expect(await titles(GUARDIAN, around(base + 80 * DAY))).toContain('Changed');
    const del = await call(ADMIN, 'DELETE', `/event/${event.id}`);
    expect(del.statusCode).toBe(204);
    expect(await titles(ADMIN, around(base + 80 * DAY))).not.toContain('Changed');
    expect((await call(ADMIN, 'DELETE', `/event/${event.id}`)).statusCode).toBe(404);
    const actions = await t.database.db.select().from(auditLog).where(eq(auditLog.subject, event.id));
    expect(actions.map((a) => a.action).sort()).toEqual(['event.create', 'event.delete', 'event.update']);
  });

  it('a guardian may not create, edit or delete; nothing changes', async () => {
    const event = await create({ title: 'Guarded' });
    const attempts = [
      await call(GUARDIAN, 'POST', '/event', body()),
      await call(GUARDIAN, 'PUT', `/event/${event.id}`, body({ title: 'Hijacked' })),
      await call(GUARDIAN, 'DELETE', `/event/${event.id}`),
    ];
    expect(attempts.map((r) => [r.statusCode, r.json().code])).toEqual([
      [403, 'Forbidden'],
      [403, 'Forbidden'],
      [403, 'Forbidden'],
    ]);
    const [row] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.title).toBe('Guarded');
  });

  it("another organisation's admin sees none of St Mary's events and its ids answer like missing ones", async () => {
    const event = await create({ title: 'St Mary secret' });
    expect(await titles(INFANTIL, around(base))).toEqual([]);
    const missing = randomUUID();
    for (const [method, payload] of [
      ['PUT', body({ area_id: area.infantil })],
      ['DELETE', undefined],
    ] as const) {
      const real = await call(INFANTIL, method, `/event/${event.id}`, payload);
      const none = await call(INFANTIL, method, `/event/${missing}`, payload);
      expect(real.statusCode).toBe(404);
      expect(real.json()).toEqual(none.json());
    }
    const theirArea = await call(INFANTIL, 'POST', '/event', body());
    const noArea = await call(INFANTIL, 'POST', '/event', body({ area_id: randomUUID() }));
    expect(theirArea.statusCode).toBe(400);
    expect(theirArea.json()).toEqual(noArea.json());
    const ourGuardian = await call(
      INFANTIL,
      'POST',
      '/event',
      body({ area_id: area.infantil, patient_ids: [grace] }),
    );
    expect(ourGuardian.statusCode).toBe(400);
    expect(ourGuardian.json().fields[0].path).toBe('patient_ids');
    const [row] = await t.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.title).toBe('St Mary secret');
  });

  it('the super admin works on the selected organisation, and must select one', async () => {
    const none = await call(SUPER, 'GET', around(base));
    expect(none.statusCode).toBe(403);
    expect(await titles(SUPER, around(base), { 'x-organisation-id': stMarys })).toContain('Clinic day');
    const made = await call(SUPER, 'POST', '/event', body({ title: 'By the product team' }), {
      'x-organisation-id': stMarys,
    });
    expect(made.statusCode).toBe(201);
    expect(await titles(ADMIN, around(base))).toContain('By the product team');
  });

  it('staff (type 4) may not read the calendar: it is for admins and families', async () => {
    // The service itself refuses a staff account (the route names a permission staff do not have).
    const service = createCalendarService({
      repo: createCalendarRepository(t.database.db),
      audit: { recordFor: async () => undefined },
      families: createFamiliesRepository(t.database.db),
    });
    const staff = {
      principal: { sub: randomUUID(), type: 4, org: stMarys, sid: '', exp: 0 },
      superAdmin: false,
      organisationId: stMarys,
    } as Tenancy;
    await expect(
      service.list(staff, { from: new Date(base), to: new Date(base + DAY) }),
    ).rejects.toMatchObject({
      status: 403,
      code: 'Forbidden',
    });
  });

  it("moods patients record about an event in the app are counted on it; a guardian sees only their family's", async () => {
    const now = Date.now();
    const event = await create({
      title: 'Mood check',
      start_time: new Date(now - 2 * HOUR).toISOString(),
      end_time: new Date(now - HOUR).toISOString(),
    });
    const { db } = t.database;
    const tokens: string[] = [];
    for (const code of ['MDAAAA', 'MDCCCC']) {
      const patient = await createAppPatient(db, 'stmarys', code, 4);
      await db.insert(userOrganisationAreas).values({ userId: patient.id, areaId: area.oncology });
      tokens.push((await appSignIn(t, 'stmarys', code)).access_token);
    }
    const app = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/app${url}`, headers: { authorization: `Bearer ${token}` }, payload });
    const listed = await app(
      tokens[0] as string,
      'GET',
      `/events?from=${encodeURIComponent(new Date(now - 3 * HOUR).toISOString())}&to=${encodeURIComponent(new Date(now).toISOString())}`,
    );
    expect(listed.json().events.map((e: { id: string }) => e.id)).toContain(event.id);
    for (const [token, mood] of [
      [tokens[0], 'happy'],
      [tokens[1], 'happy'],
      [tokens[1], 'worried'],
    ] as const) {
      const res = await app(token as string, 'POST', '/moods', {
        client_id: randomUUID(),
        mood,
        recorded_at: new Date(now - 30 * 60_000).toISOString(),
        event_id: event.id,
      });
      expect(res.statusCode).toBe(201);
    }
    const adminView = (await call(ADMIN, 'GET', around(now)))
      .json<CalendarEvent[]>()
      .find((e) => e.id === event.id);
    expect(adminView?.moods).toEqual([
      { mood: 'happy', count: 2 },
      { mood: 'worried', count: 1 },
    ]);
    const guardianView = (await call(GUARDIAN, 'GET', around(now)))
      .json<CalendarEvent[]>()
      .find((e) => e.id === event.id);
    expect(guardianView?.moods).toEqual([]);
    // Deleting the event keeps the moods (unlinked) for the analytics.
    expect((await call(ADMIN, 'DELETE', `/event/${event.id}`)).statusCode).toBe(204);
    const kept = await db.select().from(appMoods).where(eq(appMoods.mood, 'worried'));
    expect(kept.map((m) => m.eventId)).toContain(null);
  });

  it("an event a patient made in the app shows as the app's and cannot be changed in the portal", async () => {
    const { db } = t.database;
    await createAppPatient(db, 'stmarys', 'MDEEEE', 4);
    const token = (await appSignIn(t, 'stmarys', 'MDEEEE')).access_token;
    const start = Date.now() + DAY;
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/app/events',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        client_id: randomUUID(),
        title: 'My football',
        kind: 'activity',
        start_time: new Date(start).toISOString(),
        end_time: new Date(start + HOUR).toISOString(),
      },
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().id as string;
    const seen = (await call(ADMIN, 'GET', around(start))).json<CalendarEvent[]>().find((e) => e.id === id);
    expect(seen).toMatchObject({ title: 'My football', source: 'app', area: null });
    const put = await call(ADMIN, 'PUT', `/event/${id}`, body({ title: 'Renamed' }));
    expect(put.statusCode).toBe(403);
    expect((await call(ADMIN, 'DELETE', `/event/${id}`)).statusCode).toBe(403);
  });
});
