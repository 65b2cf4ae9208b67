/**
 * Families for tests: a signed-in-able guardian of an organisation (demo password, current terms
 * accepted) and a patient with an app code and a date of birth, optionally linked to them.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../auth/passwords.ts';
import { DEMO_PASSWORD } from '../seed.ts';
import { guardianLinks } from '../modules/families/schema.ts';
import { organisations } from '../modules/organisations/schema.ts';
import { users } from '../modules/users/schema.ts';
import { first } from './harness.ts';

export async function organisationId(db: Db, urlCode: string): Promise<string> {
  return first(await db.select().from(organisations).where(eq(organisations.urlCode, urlCode))).id;
}

/** A guardian who can sign in with the demo password and has accepted the organisation's newest terms. */
export async function createGuardian(db: Db, urlCode: string, email: string): Promise<string> {
  const org = await organisationId(db, urlCode);
  const guardian = first(
    await db
      .insert(users)
      .values({
        type: 2,
        status: 4,
        email,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        firstName: 'Test',
        surname: 'Guardian',
        organisationId: org,
      })
      .returning(),
  );
  await db.execute(sql`insert into document_signings (user_id, organisation_id, terms_version_id, language, text_sha256)
    select ${guardian.id}, ${org}, v.id, 'en', 'test-family'
    from terms_versions v where v.organisation_id = ${org} order by v.published_at desc limit 1`);
  return guardian.id;
}

/** A patient with an app code and a date of birth; linked actively to `guardianId` when given. */
export async function createChild(
  db: Db,
  urlCode: string,
  child: { appCode: string; dateOfBirth: string; firstName?: string; patientNumber?: string },
  guardianId?: string,
): Promise<string> {
  const org = await organisationId(db, urlCode);
  const patient = first(
    await db
      .insert(users)
      .values({
        type: 3,
        status: 4,
        firstName: child.firstName ?? '',
        surname: '',
        appCode: child.appCode,
        dateOfBirth: child.dateOfBirth,
        patientNumber: child.patientNumber ?? null,
        organisationId: org,
      })
      .returning(),
  );
  if (guardianId)
    await db.insert(guardianLinks).values({
      organisationId: org,
      guardianId,
      patientId: patient.id,
      status: 'active',
      source: 'admin',
      approvedAt: new Date(),
    });
  return patient.id;
}
