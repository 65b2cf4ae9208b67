/** Patients (child accounts) with known app codes, and their app sessions, for the app API's tests. */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { organisations, users } from '../db/schema.ts';
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
      firstName: 'App',
      surname: `Patient ${appCode}`,
      childFirstName: `Kid ${appCode}`,
      childAppCode: appCode,
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
