import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
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
import type { AppEvent, CalendarEvent } from '../../../src/api/contracts/index.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** May 2033 in London (BST): its first midnight is 23:00 UTC the day before. */
const MAY = Date.UTC(2033, 3, 30, 23);
const JUNE = Date.UTC(2033, 4, 31, 23);
const ONCOLOGY_EVENTS = 1010;
const DAY_SURGERY_EVENTS = 600;

const search = (from: number, to: number) =>
  `/event?search=${encodeURIComponent(
    JSON.stringify({
      start_time: [
        { type: 'date', operator: 'gte', value: new Date(from).toISOString() },
        { type: 'date', operator: 'lte', value: new Date(to).toISOString() },
      ],
    }),
  )}`;

type Row = { id: string; start: number };
/** The window's one order: soonest first, then by id (uuids compare as their lower-case text). */
const inOrder = (rows: Row[]) =>
  [...rows].sort((a, b) => a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)).map((r) => r.id);

describe.each(databaseTargets)('a crowded calendar month on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let tobi: string;
  let appToken: string;
  const oncology: Row[] = [];
  const daySurgery: Row[] = [];

  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN]));
    const { db } = t.database;
    const areaId = async (name: string) =>
      first(await db.select().from(organisationAreas).where(eq(organisationAreas.name, name))).id;
    const [ward, surgery] = [await areaId('Oncology ward'), await areaId('Day surgery')];
    const grace = first(await db.select().from(users).where(eq(users.email, GUARDIAN)));
    const organisationId = grace.organisationId as string;
    tobi = first(
      await db
        .select()
        .from(users)
        .where(and(eq(users.firstName, 'Tobi'), eq(users.organisationId, organisationId))),
    ).id;
    // A hundred events a morning, many at the same minute: the id decides among them.
    const rows = (count: number, area: string, into: Row[]) =>
      Array.from({ length: count }, (_, i) => {
        const row = { id: randomUUID(), start: MAY + HOUR + 10 * HOUR + Math.floor(i / 100) * DAY };
        into.push(row);
        return {
          id: row.id,
          organisationId,
          authorType: 1,
          title: `Clinic ${i}`,
          kind: 'appointment',
          startTime: new Date(row.start),
          endTime: new Date(row.start + HOUR),
          areaId: area,
        };
      });
    const all = [...rows(ONCOLOGY_EVENTS, ward, oncology), ...rows(DAY_SURGERY_EVENTS, surgery, daySurgery)];
    for (let i = 0; i < all.length; i += 400) await db.insert(events).values(all.slice(i, i + 400));
    // A patient of the day surgery, in the patients' app.
    const patient = await createAppPatient(db, 'stmarys', 'WNDWAP', 4);
    await db.insert(userOrganisationAreas).values({ userId: patient.id, areaId: surgery });
    appToken = (await appSignIn(t, 'stmarys', 'WNDWAP')).access_token;
  });
  afterAll(() => t.close());

  const read = async (who: string, url: string) => {
    const res = await call(who, 'GET', url);
    expect(res.statusCode).toBe(200);
    return {
      ids: res.json<CalendarEvent[]>().map((e) => e.id),
      total: res.headers['x-total-count'],
      limit: res.headers['x-result-limit'],
    };
  };

  it("an admin's month of 1,610 events (over the old cap of 1,000) answers every one, in one order", async () => {
    const month = await read(ADMIN, search(MAY, JUNE - 1));
    const expected = inOrder([...oncology, ...daySurgery]);
    expect(month.ids).toHaveLength(1610);
    expect(month.ids).toEqual(expected);
    expect(month.total).toBe('1610');
    // A whole window carries no limit.
    expect(month.limit).toBeUndefined();
    // The same window answers the same events again.
    expect((await read(ADMIN, search(MAY, JUNE - 1))).ids).toEqual(month.ids);
  });

  it('a month view of six weeks is whole; a wider window answers its first 1,000 and says how many there are', async () => {
    const sixWeeks = await read(ADMIN, search(MAY - 3 * DAY, MAY - 3 * DAY + 42 * DAY - 1));
    expect(sixWeeks.ids).toHaveLength(1610);
    const wide = await read(ADMIN, search(MAY - 30 * DAY, JUNE + 30 * DAY));
    const expected = inOrder([...oncology, ...daySurgery]);
    expect(wide.total).toBe('1610');
    expect(wide.limit).toBe('1000');
    expect(wide.ids).toEqual(expected.slice(0, 1000));
  });

  it('an empty window is whole: its total is its length', async () => {
    const day = await read(ADMIN, search(MAY, MAY + DAY - 1));
    expect(day.ids).toHaveLength(200);
    expect(day.total).toBe('200');
    const empty = await read(ADMIN, search(JUNE, JUNE + DAY - 1));
    expect(empty).toEqual({ ids: [], total: '0', limit: undefined });
  });

  it("a guardian's crowded month holds every one of their family's events, and only theirs", async () => {
    const expected = inOrder(oncology);
    const month = await read(GUARDIAN, search(MAY, JUNE - 1));
    expect(month.total).toBe(String(ONCOLOGY_EVENTS));
    expect(month.ids).toEqual(expected);
    // The child's calendar (the portal's calendar for a guardian) is whole the same way.
    const child = await read(GUARDIAN, `/families/children/${tobi}/events?from=2033-05-01&to=2033-05-31`);
    expect(child.total).toBe(String(ONCOLOGY_EVENTS));
    expect(child.limit).toBeUndefined();
    expect(child.ids).toEqual(expected);
    // Over two months, it is cut at 1,000 and counted.
    const wide = await read(GUARDIAN, `/families/children/${tobi}/events?from=2033-04-01&to=2033-06-30`);
    expect(wide.limit).toBe('1000');
    expect(wide.total).toBe(String(ONCOLOGY_EVENTS));
    expect(wide.ids).toEqual(expected.slice(0, 1000));
  });

  it("the patients' app's month is cut at 500 and counted, its own areas' events only", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/app/events?from=${new Date(MAY).toISOString()}&to=${new Date(JUNE - 1).toISOString()}`,
      headers: { authorization: `Bearer ${appToken}` },
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ events: AppEvent[] }>().events.map((e) => e.id);
    const expected = inOrder(daySurgery);
    expect(res.headers['x-total-count']).toBe(String(DAY_SURGERY_EVENTS));
    expect(res.headers['x-result-limit']).toBe('500');
    expect(ids).toEqual(expected.slice(0, 500));
  });
});
