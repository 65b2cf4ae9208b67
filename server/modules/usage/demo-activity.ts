import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { FocusEntry, FocusState } from '../../../src/api/contracts/index.ts';
import { MOODS } from '../../../src/api/contracts/index.ts';
import { createAuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { guardianLinks } from '../families/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { users } from '../users/schema.ts';
import { createAreasRepository } from '../areas/index.ts';
import { createAppCalendarRepository } from '../calendar/index.ts';
import { createAppCalendarService } from '../calendar/index.ts';
import { createAppActivity } from './app-service.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;
const DAYS = 90;

/** A small seeded generator (mulberry32): the demo is the same on every start. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick };
}

/** Children mostly feel fine; worry and tiredness cluster around procedures. */
const MOOD_WEIGHTS: Record<(typeof MOODS)[number], number> = {
  happy: 30,
  calm: 22,
  okay: 18,
  tired: 12,
  worried: 9,
  sad: 6,
  angry: 3,
};
const EVENT_TITLES = [
  ['Physio exercises', 'activity'],
  ['Take my medicine', 'reminder'],
  ['Blood test', 'procedure'],
  ['Clinic visit', 'appointment'],
] as const;

/**
 * Ninety days of app use by St Mary's patients who have an app code (and, in every organisation,
 * by the children linked to a guardian), recorded through the app's
 * activity service as the app would post it: each patient started on some day of the period and
 * uses the app on some days, less as weeks go by (so retention has a shape), in the daytime; each
 * visit is an app session with time in focus on their area's carousel items, often a mood, and
 * now and then an event of their own calendar with a mood about it.
 */
export async function seedAppActivity(db: Db, now = Date.now()): Promise<void> {
  // One transaction: a few hundred service calls, each its own commit otherwise.
  await db.transaction((tx) => record(tx, now));
}

async function record(db: Db, now: number): Promise<void> {
  // The same generator across organisations: St Mary's patients get the same days on every start.
  const random = seeded(20_261_123);
  const linked = new Set(
    (
      await db
        .select({ id: guardianLinks.patientId })
        .from(guardianLinks)
        .where(eq(guardianLinks.status, 'active'))
    ).map((l) => l.id),
  );
  for (const organisation of await db.select().from(organisations).orderBy(asc(organisations.createdAt)))
    await recordOrganisation(db, now, random, organisation.id, organisation.urlCode === 'stmarys', linked);
}

/**
 * One organisation's patients with an app code: all of St Mary's, and elsewhere those a guardian is
 * linked to. A linked child uses the app steadily up to yesterday, so that their family's pages
 * have a recent week to show.
 */
async function recordOrganisation(
  db: Db,
  now: number,
  random: ReturnType<typeof seeded>,
  organisationId: string,
  everyone: boolean,
  linked: Set<string>,
): Promise<void> {
  const patients = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organisationId, organisationId), eq(users.type, 3), isNotNull(users.appCode)))
      .orderBy(asc(users.createdAt), asc(users.id))
  ).filter((p) => everyone || linked.has(p.id));
  if (!patients.length) return;
  const areasRepo = createAreasRepository(db);
  const areas = await areasRepo.listOf(organisationId);
  const catalogue = await areasRepo.catalogue();
  const offered = await areasRepo.offeredIn(areas.map((a) => a.id));
  const stateOf: Record<string, FocusState> = {
    'Games Carousel': 'game',
    'Environments Carousel': 'environment',
    'Experiences Carousel': 'experience',
  };
  // The clock of the service is the seed's "now": every record is in its past.
  const audit = createAuditLog(db);
  const activity = createAppActivity(db, () => now);
  const calendar = createAppCalendarService({ repo: createAppCalendarRepository(db), audit, now: () => now });
  const moods = Object.entries(MOOD_WEIGHTS).flatMap(([mood, weight]) =>
    Array<(typeof MOODS)[number]>(weight).fill(mood as (typeof MOODS)[number]),
  );

  for (const [index, patient] of patients.entries()) {
    // Patients the seed put in no area join one, so that their app has carousels to spend time in.
    let mine = (await areasRepo.memberships({ userId: patient.id })).map((m) => m.membership.areaId);
    const area = areas[index % areas.length];
    if (!mine.length && area) {
      await areasRepo.addMemberships(patient.id, [area.id]);
      mine = [area.id];
    }
    const items = catalogue.filter((c) =>
      offered.some((o) => mine.includes(o.areaId) && o.contentItemId === c.id && stateOf[c.category]),
    );
    const scope = { userId: patient.id, organisationId };
    const family = linked.has(patient.id);
    const firstDay = family ? Math.min(random.int(0, DAYS - 7), 14) : random.int(0, DAYS - 7);
    const keen = family ? 0.7 + random.next() * 0.2 : 0.35 + random.next() * 0.45;
    const platform = random.pick(['ios', 'android'] as const);
    const focus: FocusEntry[] = [];
    for (let day = firstDay; day < DAYS; day += 1) {
      // Use fades with the weeks since the first visit.
      const weeks = family ? 0 : (day - firstDay) / 7;
      const recent = family && day >= DAYS - 2;
      if (random.next() > keen * Math.pow(0.93, weeks) && !recent) continue;
      const dayStart = now - (DAYS - day) * DAY;
      const start = Math.min(
        dayStart - (dayStart % DAY) + random.int(8 * 60, 19 * 60) * MINUTE,
        now - 60 * MINUTE,
      );
      const clientId = randomUUID();
      let at = start + random.int(5, 40) * 1000;
      for (let k = random.int(1, 4); k > 0; k -= 1) {
        const item = items.length && random.next() < 0.85 ? random.pick(items) : undefined;
        const seconds = random.int(30, 9 * 60);
        focus.push({
          client_id: randomUUID(),
          app_session_id: clientId,
          state: item ? (stateOf[item.category] as FocusState) : 'home',
          code: item ? item.code : 'menu',
          started_at: new Date(at).toISOString(),
          seconds,
        });
        at += (seconds + random.int(5, 60)) * 1000;
      }
      // Posted as an app back online does: the finished session in one call.
      await activity.startSession(scope, {
        client_id: clientId,
        started_at: new Date(start).toISOString(),
        ended_at: new Date(at).toISOString(),
        platform,
        app_version: '2.4.0',
      });
      if (random.next() < 0.12) {
        const [title, kind] = random.pick(EVENT_TITLES);
        const eventStart = start - random.int(1, 5) * 60 * MINUTE;
        const event = await calendar.createEvent(scope, {
          client_id: randomUUID(),
          title,
          kind,
          start_time: new Date(eventStart).toISOString(),
          end_time: new Date(eventStart + 30 * MINUTE).toISOString(),
          all_day: false,
        });
        await activity.recordMood(scope, {
          client_id: randomUUID(),
          mood: random.pick(kind === 'procedure' ? (['worried', 'sad', 'okay', 'calm'] as const) : moods),
          recorded_at: new Date(at).toISOString(),
          event_id: event.record.id,
        });
      } else if (random.next() < 0.6) {
        await activity.recordMood(scope, {
          client_id: randomUUID(),
          mood: random.pick(moods),
          recorded_at: new Date(at).toISOString(),
        });
      }
    }
    for (let i = 0; i < focus.length; i += 200)
      await activity.recordFocus(scope, { entries: focus.slice(i, i + 200) });
  }
}
