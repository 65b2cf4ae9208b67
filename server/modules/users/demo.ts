import { and, eq } from 'drizzle-orm';
import { UserType } from '../../../src/api/contracts/roles.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { contentItems } from '../organisations/schema.ts';
import { guardianLinks } from '../families/schema.ts';
import { organisationAreas, userOrganisationAreas } from '../areas/schema.ts';
import { users } from './schema.ts';
import { demoOrganisations } from '../organisations/index.ts';
import { DAY, demoFamilies, demoFamilyLinks, seedDemoChildren } from './demo-families.ts';

/** The demo password; it satisfies the spec's password policy. */
export const DEMO_PASSWORD = 'Lantern-demo-2026!';

export const DEMO_SIGN_INS = [
  { email: 'super@lantern.test', role: 'super admin', type: 0 },
  { email: 'admin@stmarys.test', role: "organisation admin, St Mary's", type: 1 },
  { email: 'guardian@stmarys.test', role: "guardian, St Mary's", type: 2 },
  { email: 'staff@stmarys.test', role: "staff, St Mary's safeguarding lead", type: 4 },
  { email: 'admin@infantil.test', role: 'organisation admin, Hospital Infantil', type: 1 },
  { email: 'guardian@infantil.test', role: 'guardian, Hospital Infantil', type: 2 },
] as const;

/** A guardian who registered but has not opened the activation e-mail (status 3); cannot sign in yet. */
export const DEMO_PENDING_EMAIL = 'pending@stmarys.test';

/**
 * The demo's people: a super admin, each hospital's admin and guardian (with a child), St Mary's
 * safeguarding lead (a staff account), a guardian
 * awaiting activation, St Mary's families in every status, and who belongs to which area.
 */
export async function seedPeopleDemo(db: Db): Promise<void> {
  const { stMarys, infantil } = await demoOrganisations(db);
  if (!stMarys || !infantil) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // St Mary's areas in the order the families are spread over (every fourth family in none).
  const wards = await db
    .select({ id: organisationAreas.id, name: organisationAreas.name })
    .from(organisationAreas)
    .where(eq(organisationAreas.organisationId, stMarys));
  const areas = ['Oncology ward', 'Day surgery', 'Outpatients'].map((name) => ({
    id: wards.find((ward) => ward.name === name)?.id,
  }));
  const [bubbles] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(eq(contentItems.code, 'game-bubble-breathing'));
  await db.transaction(async (tx) => {
    const active = 4;
    const pendingActivation = 3;
    // The demo's active accounts were activated a month ago, so no screen shows "Active" beside an empty "Activated".
    const activatedAt = new Date(Date.now() - 30 * DAY);
    await tx.insert(users).values([
      {
        type: 0,
        status: active,
        activatedAt,
        email: 'super@lantern.test',
        passwordHash,
        firstName: 'Sam',
        surname: 'Super',
        language: 'en',
      },
      {
        type: 1,
        status: active,
        activatedAt,
        email: 'admin@stmarys.test',
        passwordHash,
        firstName: 'Amira',
        surname: 'Hassan',
        organisationId: stMarys,
      },
      {
        type: 2,
        status: active,
        activatedAt,
        email: 'guardian@stmarys.test',
        passwordHash,
        firstName: 'Grace',
        surname: 'Okafor',
        organisationId: stMarys,
      },
      {
        type: 1,
        status: active,
        activatedAt,
        email: 'admin@infantil.test',
        passwordHash,
        firstName: 'Lucía',
        surname: 'Martín',
        organisationId: infantil,
      },
      {
        type: 2,
        status: active,
        activatedAt,
        email: 'guardian@infantil.test',
        passwordHash,
        firstName: 'Carmen',
        surname: 'Ruiz',
        organisationId: infantil,
        language: 'es',
      },
      {
        type: 2,
        status: pendingActivation,
        email: DEMO_PENDING_EMAIL,
        passwordHash,
        firstName: 'Priya',
        surname: 'Shah',
        organisationId: stMarys,
      },
      // A staff account: St Mary's safeguarding lead, who works the duty-of-care queue.
      {
        type: 4,
        status: active,
        activatedAt,
        email: 'staff@stmarys.test',
        passwordHash,
        firstName: 'Ruth',
        surname: 'Mensah',
        organisationId: stMarys,
      },
    ]);
    // The demo guardians' children: patient records with their app codes, linked by the hospital.
    await seedDemoChildren(tx, [
      {
        guardian: 'guardian@stmarys.test',
        organisationId: stMarys,
        firstName: 'Tobi',
        surname: 'Okafor',
        appCode: 'K7P3QX',
        dateOfBirth: '2016-03-14',
      },
      {
        guardian: 'guardian@infantil.test',
        organisationId: infantil,
        firstName: 'Mateo',
        surname: 'Ruiz',
        appCode: 'HN4RWE',
        dateOfBirth: '2017-09-02',
      },
    ]);
    const families = await tx
      .insert(users)
      .values(demoFamilies(stMarys))
      .returning({ id: users.id, type: users.type, status: users.status, appCode: users.appCode });
    const [linker] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organisationId, stMarys), eq(users.type, UserType.Admin)))
      .limit(1);
    await tx.insert(guardianLinks).values(demoFamilyLinks(stMarys, families, linker?.id ?? null));
    // Users' areas: the demo guardian in the oncology ward with one game chosen; the families
    // spread over St Mary's three areas (every fourth in none) so the area filter has content.
    const [grace] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'guardian@stmarys.test'));
    const oncology = areas[0]?.id;
    const memberships: (typeof userOrganisationAreas.$inferInsert)[] = families.flatMap((f, i) => {
      const areaId = areas[i % 4]?.id;
      return i % 4 === 3 || !areaId ? [] : [{ userId: f.id, areaId }];
    });
    if (grace && oncology && bubbles)
      memberships.push({ userId: grace.id, areaId: oncology, contentItemIds: [bubbles.id] });
    // Her son Tobi is a patient of the oncology ward: his family's calendar shows the ward's events.
    const [tobi] = await tx.select({ id: users.id }).from(users).where(eq(users.appCode, 'K7P3QX'));
    if (tobi && oncology) memberships.push({ userId: tobi.id, areaId: oncology });
    await tx.insert(userOrganisationAreas).values(memberships);
  });
}
