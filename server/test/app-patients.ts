/** Patients (child accounts) with known app codes, and their app sessions, for the app API's tests. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appFocusTime, appMoods, appSessions } from '../modules/usage/schema.ts';
import { eventPatients, events } from '../modules/calendar/schema.ts';
import { organisationAreas, userOrganisationAreas } from '../modules/areas/schema.ts';
import { organisations } from '../modules/organisations/schema.ts';
import { users } from '../modules/users/schema.ts';
import type { AppSession } from '../../src/api/contracts/index.ts';
import type { TestApp } from './harness.ts';

/** Inserts a patient of `urlCode`'s organisation with this app code (status 7: the app not yet activated). */
export async function createAppPatient(
  db: Db,
  urlCode: string,
  appCode: string,
  status = 7,
): Promise<{ id: string; organisationId: string }> {
  const [organisation] = await db.select().from(organisations).where(eq(organisations.urlCode, urlCode));
  if (!organisation) throw new Error(`no organisation ${urlCode}`);
  const [row] = await db
    .insert(users)
    .values({
      type: 3,
      status,
      firstName: `Kid ${appCode}`,
      surname: `Patient ${appCode}`,
      appCode,
      organisationId: organisation.id,
    })
    .returning();
  if (!row) throw new Error('patient insert returned nothing');
  return { id: row.id, organisationId: organisation.id };
}

/** Signs the app in; throws unless it answers 200. */
export async function appSignIn(
  t: TestApp,
  urlCode: string,
  appCode: string,
  remoteAddress = '127.0.0.1',
): Promise<AppSession> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/app/auth/signin',
    payload: { url_code: urlCode, app_code: appCode },
    remoteAddress,
  });
  if (res.statusCode !== 200)
    throw new Error(`app sign-in of ${appCode} failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Three app patients (A and B of St Mary's, A in the oncology ward; C of Infantil), their tokens and calendar. */
export async function createActivityWorld(t: TestApp) {
  const { db } = t.database;
  const a = await createAppPatient(db, 'stmarys', 'AAAAAA', 4);
  const b = await createAppPatient(db, 'stmarys', 'CCCCCC', 4);
  const c = await createAppPatient(db, 'infantil', 'AAAAAA', 4);
  const [oncology] = await db
    .select()
    .from(organisationAreas)
    .where(eq(organisationAreas.name, 'Oncology ward'));
  if (!oncology) throw new Error('no oncology ward');
  await db.insert(userOrganisationAreas).values({ userId: a.id, areaId: oncology.id });
  const hourAgo = new Date(Date.now() - 3_600_000);
  const halfHourAgo = new Date(Date.now() - 1_800_000);
  const [areaEvent] = await db
    .insert(events)
    .values({
      organisationId: a.organisationId,
      authorType: 1,
      title: 'Play therapy',
      kind: 'activity',
      startTime: hourAgo,
      endTime: halfHourAgo,
      areaId: oncology.id,
    })
    .returning();
  const [infantilEvent] = await db
    .insert(events)
    .values({
      organisationId: c.organisationId,
      authorType: 1,
      title: 'Consulta',
      kind: 'appointment',
      startTime: hourAgo,
      endTime: halfHourAgo,
    })
    .returning();
  if (!areaEvent || !infantilEvent) throw new Error('events were not created');
  await db.insert(eventPatients).values({ eventId: infantilEvent.id, userId: c.id });
  const tokens = {
    a: (await appSignIn(t, 'stmarys', 'AAAAAA')).access_token,
    b: (await appSignIn(t, 'stmarys', 'CCCCCC')).access_token,
    c: (await appSignIn(t, 'infantil', 'AAAAAA')).access_token,
  };
  type Who = keyof typeof tokens;
  return {
    tokens,
    ids: { a: a.id, b: b.id, c: c.id },
    oncology,
    areaEvent: areaEvent.id,
    infantilEvent: infantilEvent.id,
    post: (who: Who, url: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/app${url}`,
        headers: { authorization: `Bearer ${tokens[who]}` },
        payload,
      }),
    /** A patient's rows of one of the app's tables. */
    rows: async <T extends typeof appSessions | typeof appFocusTime | typeof appMoods>(
      table: T,
      user: string,
    ) =>
      (await db
        .select()
        .from(table as typeof appMoods)
        .where(eq((table as typeof appMoods).userId, user))) as unknown as T['$inferSelect'][],
  };
}
