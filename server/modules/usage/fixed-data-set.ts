/**
 * The fixed data set the analytics tests compare with hand-computed figures: a few patients'
 * sessions, time in focus, moods and events in October and November 2026, around the clock change
 * of 25 October (London 00:30 BST on the 25th is 23:30 UTC on the 24th), plus activity of Hospital
 * Infantil that St Mary's figures must never count.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appFocusTime, appMoods, appSessions } from './schema.ts';
import { eventPatients, events } from '../calendar/schema.ts';
import { organisationVideos } from '../videos/schema.ts';
import { users } from '../users/schema.ts';
import { createAppPatient } from '../../test/app-patients.ts';

export const RANGE = { gte: '2026-10-19', lte: '2026-11-08' };

export async function insertFixedDataSet(db: Db) {
  const p1 = await createAppPatient(db, 'stmarys', 'PAAAAA', 4);
  const p2 = await createAppPatient(db, 'stmarys', 'PCCCCC', 4);
  const p4 = await createAppPatient(db, 'stmarys', 'PDDDDD', 4);
  const p5 = await createAppPatient(db, 'stmarys', 'PEEEEE', 4);
  const p3 = await createAppPatient(db, 'infantil', 'PAAAAA', 4);
  const [guardian] = await db.select().from(users).where(eq(users.email, 'guardian@stmarys.test'));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@stmarys.test'));
  if (!guardian || !admin) throw new Error('demo users missing');
  const org = p1.organisationId;
  const session = (user: { id: string; organisationId: string }, at: string) => ({
    userId: user.id,
    organisationId: user.organisationId,
    clientId: randomUUID(),
    startedAt: new Date(at),
    endedAt: new Date(Date.parse(at) + 600_000),
  });
  // The guardian's child uses the app on the guardian's account (the family's own activity).
  const family = { id: guardian.id, organisationId: org };
  await db.insert(appSessions).values([
    session(p1, '2026-10-19T08:00:00Z'),
    session(p1, '2026-10-24T23:30:00Z'), // London: 25 October
    session(p1, '2026-10-27T10:00:00Z'),
    session(p2, '2026-10-20T12:00:00Z'),
    session(p2, '2026-10-20T15:00:00Z'),
    session(p2, '2026-11-03T10:00:00Z'),
    session(p4, '2026-10-05T10:00:00Z'), // first use before the range
    session(p4, '2026-10-21T10:00:00Z'),
    session(p5, '2026-11-02T09:00:00Z'),
    session(p5, '2026-11-09T00:01:00Z'), // London (GMT again): 9 November, after the range
    session(p3, '2026-10-20T12:00:00Z'),
    session(family, '2026-10-26T18:00:00Z'),
  ]);
  const [video] = await db
    .insert(organisationVideos)
    .values({ organisationId: org, title: 'Ward tour', host: 'local', size: 1000, filetype: 'video/mp4' })
    .returning();
  if (!video) throw new Error('video insert returned nothing');
  const focus = (
    user: { id: string; organisationId: string },
    at: string,
    state: string,
    code: string,
    seconds: number,
  ) => ({
    userId: user.id,
    organisationId: user.organisationId,
    clientId: randomUUID(),
    state,
    code,
    startedAt: new Date(at),
    seconds,
  });
  await db.insert(appFocusTime).values([
    focus(p1, '2026-10-19T08:05:00Z', 'game', 'game-bubble-breathing', 300),
    focus(p1, '2026-10-24T23:40:00Z', 'video', video.id, 120),
    focus(p2, '2026-10-20T12:05:00Z', 'game', 'game-bubble-breathing', 200),
    focus(p2, '2026-10-20T12:10:00Z', 'environment', 'env-x', 100),
    focus(p2, '2026-10-18T23:30:00Z', 'home', 'menu', 40), // London: 19 October, 00:30 BST
    focus(p1, '2026-11-09T00:30:00Z', 'game', 'game-bubble-breathing', 50), // after the range
    focus(p3, '2026-10-20T12:05:00Z', 'game', 'game-bubble-breathing', 999),
    focus(family, '2026-10-26T18:05:00Z', 'game', 'game-bubble-breathing', 60),
  ]);
  const event = async (values: typeof events.$inferInsert, patients: string[] = []) => {
    const [row] = await db.insert(events).values(values).returning();
    if (!row) throw new Error('event insert returned nothing');
    for (const userId of patients) await db.insert(eventPatients).values({ eventId: row.id, userId });
    return row;
  };
  const e1 = await event(
    {
      organisationId: org,
      authorId: admin.id,
      authorType: 1,
      title: 'Blood test',
      kind: 'procedure',
      startTime: new Date('2026-10-25T09:00:00Z'),
      endTime: new Date('2026-10-25T09:30:00Z'),
    },
    [p1.id, guardian.id],
  );
  await event({
    organisationId: org,
    authorId: p2.id,
    authorType: 3,
    title: 'Physio exercises',
    kind: 'activity',
    startTime: new Date('2026-10-21T10:00:00Z'),
    endTime: new Date('2026-10-21T10:30:00Z'),
  });
  await event({
    organisationId: org,
    authorId: admin.id,
    authorType: 1,
    title: 'Clinic visit',
    kind: 'appointment',
    startTime: new Date('2026-11-20T10:00:00Z'),
    endTime: new Date('2026-11-20T10:30:00Z'),
  });
  await event({
    organisationId: p3.organisationId,
    authorType: 1,
    title: 'Consulta',
    kind: 'appointment',
    startTime: new Date('2026-10-22T10:00:00Z'),
    endTime: new Date('2026-10-22T10:30:00Z'),
  });
  const mood = (user: { id: string; organisationId: string }, at: string, m: string, eventId?: string) => ({
    userId: user.id,
    organisationId: user.organisationId,
    clientId: randomUUID(),
    mood: m,
    recordedAt: new Date(at),
    eventId: eventId ?? null,
  });
  await db.insert(appMoods).values([
    mood(p1, '2026-10-19T09:00:00Z', 'happy'),
    mood(p2, '2026-10-19T10:00:00Z', 'sad'),
    mood(p2, '2026-10-19T11:00:00Z', 'sad'),
    mood(p1, '2026-10-20T09:00:00Z', 'calm'),
    mood(p2, '2026-10-20T09:00:00Z', 'worried'),
    mood(p1, '2026-10-24T23:30:00Z', 'tired', e1.id), // London: 25 October
    mood(p2, '2026-10-25T12:00:00Z', 'happy', e1.id),
    mood(p3, '2026-10-19T09:00:00Z', 'angry'),
    mood(family, '2026-10-25T13:00:00Z', 'okay', e1.id),
  ]);
  return { p1, p2, p3, p4, p5, guardian, video, e1 };
}
