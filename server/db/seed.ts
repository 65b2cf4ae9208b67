import { count, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import {
  guardianLinks,
  contentItems,
  organisationAreaContentItems,
  organisationAreas,
  organisations,
  subscriptionPacks,
  userOrganisationAreas,
  users,
} from './schema.ts';
import { hashPassword } from '../auth/passwords.ts';
import { createOrganisationsRepository, setFeatures } from '../modules/organisations/repository.ts';
// Questionnaires.
import { seedQuestionnaires } from '../modules/questionnaires/seed.ts';
// Quizzes and missions
import { seedQuizzesAndMissions } from '../modules/quizzes/seed.ts';
// cms: hospital information
import { seedCmsDemo } from '../modules/hospital-information/demo.ts';
import { seedTermsAndFeedbackDemo } from '../modules/terms/demo.ts';
// The patients' app API.
import { seedAppActivity } from '../modules/app/demo-activity.ts';
// calendar
import { seedCalendarDemo } from '../modules/calendar/demo.ts';

/** The demo password; it satisfies the spec's password policy. */
export const DEMO_PASSWORD = 'Lantern-demo-2026!';

export const DEMO_SIGN_INS = [
  { email: 'super@lantern.test', role: 'super admin', type: 0 },
  { email: 'admin@stmarys.test', role: "organisation admin, St Mary's", type: 1 },
  { email: 'guardian@stmarys.test', role: "guardian, St Mary's", type: 2 },
  { email: 'admin@infantil.test', role: 'organisation admin, Hospital Infantil', type: 1 },
  { email: 'guardian@infantil.test', role: 'guardian, Hospital Infantil', type: 2 },
] as const;

/** A guardian who registered but has not opened the activation e-mail (status 3); cannot sign in yet. */
export const DEMO_PENDING_EMAIL = 'pending@stmarys.test';

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(organisations);
  return (row?.n ?? 0) === 0;
}

/** Loads the demo data set. Later capabilities extend it so that every screen has content. */
export async function seedDemo(db: Db, options: { appActivity?: boolean } = {}): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [stMarys, infantil] = await tx
      .insert(organisations)
      .values([
        {
          name: "St Mary's Children's Hospital (demo)",
          urlCode: 'stmarys',
          language: 'en',
          areaSeats: 100,
          features: ['VideoContent', 'Questionnaires', 'xplr-fea-quiz', 'xplr-fea-misn', 'xplr-fea-repo'],
        },
        {
          name: 'Hospital Infantil (demo)',
          urlCode: 'infantil',
          language: 'es',
          areaSeats: 50,
          features: ['VideoContent'],
        },
      ])
      .returning({ id: organisations.id, features: organisations.features });
    if (!stMarys || !infantil) throw new Error('demo organisations were not created');
    // The 'Features' content items are the source of the features column: enable the same ones.
    const catalogue = createOrganisationsRepository(tx);
    for (const organisation of [stMarys, infantil])
      await setFeatures(catalogue, organisation.id, organisation.features, tx);
    const areas = await tx
      .insert(organisationAreas)
      .values([
        { organisationId: stMarys.id, name: 'Oncology ward', description: 'Rainbow ward, level 4' },
        {
          organisationId: stMarys.id,
          name: 'Day surgery',
          description: 'Admissions for same-day operations',
        },
        { organisationId: stMarys.id, name: 'Outpatients', description: 'Clinics and check-ups' },
        { organisationId: infantil.id, name: 'Pediatría general', description: null },
      ])
      .returning({ id: organisationAreas.id });
    const carousel = await tx.select({ id: contentItems.id, code: contentItems.code }).from(contentItems);
    const item = (code: string) => carousel.find((c) => c.code === code)?.id;
    const attach = (areaIndex: number, codes: string[]) =>
      codes.flatMap((code) => {
        const areaId = areas[areaIndex]?.id;
        const contentItemId = item(code);
        return areaId && contentItemId ? [{ areaId, contentItemId }] : [];
      });
    await tx
      .insert(organisationAreaContentItems)
      .values([
        ...attach(0, ['game-bubble-breathing', 'env-night-sky', 'exp-mri-scanner']),
        ...attach(1, ['exp-theatre-day', 'exp-ward-tour', 'game-memory-match']),
        ...attach(2, ['game-space-explorer', 'env-underwater-reef']),
      ]);
    const january = new Date(Date.UTC(new Date().getUTCFullYear(), 0, 1));
    const december = new Date(Date.UTC(new Date().getUTCFullYear(), 11, 31, 23, 59, 59));
    await tx.insert(subscriptionPacks).values([
      {
        organisationId: stMarys.id,
        name: 'Annual family pack',
        seats: 80,
        startsAt: january,
        endsAt: december,
      },
      {
        organisationId: stMarys.id,
        name: 'Oncology ward top-up',
        seats: 20,
        startsAt: january,
        endsAt: december,
      },
      { organisationId: infantil.id, name: 'Paquete anual', seats: 50, startsAt: january, endsAt: december },
    ]);
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
        organisationId: stMarys.id,
      },
      {
        type: 2,
        status: active,
        activatedAt,
        email: 'guardian@stmarys.test',
        passwordHash,
        firstName: 'Grace',
        surname: 'Okafor',
        organisationId: stMarys.id,
      },
      {
        type: 1,
        status: active,
        activatedAt,
        email: 'admin@infantil.test',
        passwordHash,
        firstName: 'Lucía',
        surname: 'Martín',
        organisationId: infantil.id,
      },
      {
        type: 2,
        status: active,
        activatedAt,
        email: 'guardian@infantil.test',
        passwordHash,
        firstName: 'Carmen',
        surname: 'Ruiz',
        organisationId: infantil.id,
        language: 'es',
      },
      {
        type: 2,
        status: pendingActivation,
        email: DEMO_PENDING_EMAIL,
        passwordHash,
        firstName: 'Priya',
        surname: 'Shah',
        organisationId: stMarys.id,
      },
    ]);
    // The demo guardians' children: patient records with their app codes, linked by the hospital.
    await seedDemoChildren(tx, [
      {
        guardian: 'guardian@stmarys.test',
        organisationId: stMarys.id,
        firstName: 'Tobi',
        surname: 'Okafor',
        appCode: 'K7P3QX',
        dateOfBirth: '2016-03-14',
      },
      {
        guardian: 'guardian@infantil.test',
        organisationId: infantil.id,
        firstName: 'Mateo',
        surname: 'Ruiz',
        appCode: 'HN4RWE',
        dateOfBirth: '2017-09-02',
      },
    ]);
    const families = await tx
      .insert(users)
      .values(demoFamilies(stMarys.id))
      .returning({ id: users.id, type: users.type, status: users.status, appCode: users.appCode });
    await tx.insert(guardianLinks).values(demoFamilyLinks(stMarys.id, families));
    // Users' areas: the demo guardian in the oncology ward with one game chosen; the families
    // spread over St Mary's three areas (every fourth in none) so the area filter has content.
    const [grace] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'guardian@stmarys.test'));
    const oncology = areas[0]?.id;
    const bubbles = item('game-bubble-breathing');
    const memberships: (typeof userOrganisationAreas.$inferInsert)[] = families.flatMap((f, i) => {
      const areaId = areas[i % 4]?.id;
      return i % 4 === 3 || !areaId ? [] : [{ userId: f.id, areaId }];
    });
    if (grace && oncology && bubbles)
      memberships.push({ userId: grace.id, areaId: oncology, contentItemIds: [bubbles] });
    // Her son Tobi is a patient of the oncology ward: his family's calendar shows the ward's events.
    const [tobi] = await tx.select({ id: users.id }).from(users).where(eq(users.appCode, 'K7P3QX'));
    if (tobi && oncology) memberships.push({ userId: tobi.id, areaId: oncology });
    await tx.insert(userOrganisationAreas).values(memberships);
    // Hospital information: two published pages and the information home.
    const [stMarysAdmin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@stmarys.test'));
    if (stMarysAdmin) await seedCmsDemo(tx, stMarys.id, stMarysAdmin.id);
  });
  // Questionnaires: through their services, once the people exist.
  await seedQuestionnaires(db);
  // A quiz and a mission in the oncology ward, done by two of its patients.
  await seedQuizzesAndMissions(db);
  // Terms of use: terms1.0, accepted by the demo guardians, and some registration feedback.
  await seedTermsAndFeedbackDemo(db);
  // calendar: St Mary's events around today, made through the calendar's service.
  await seedCalendarDemo(db);
  // The patients' app API: ninety days of app use, recorded through the app's services.
  if (options.appActivity !== false) await seedAppActivity(db);
}

/** Patients linked to demo guardians, as an admin would have linked them. */
async function seedDemoChildren(
  tx: Db,
  children: {
    guardian: string;
    organisationId: string;
    firstName: string;
    surname: string;
    appCode: string;
    dateOfBirth: string;
  }[],
): Promise<void> {
  for (const child of children) {
    const [guardian] = await tx.select({ id: users.id }).from(users).where(eq(users.email, child.guardian));
    if (!guardian) continue;
    const [patient] = await tx
      .insert(users)
      .values({
        type: 3,
        status: 4,
        firstName: child.firstName,
        surname: child.surname,
        appCode: child.appCode,
        dateOfBirth: child.dateOfBirth,
        organisationId: child.organisationId,
      })
      .returning({ id: users.id });
    if (!patient) continue;
    await tx.insert(guardianLinks).values({
      organisationId: child.organisationId,
      guardianId: guardian.id,
      patientId: patient.id,
      relationship: 'parent',
      status: 'active',
      source: 'admin',
      approvedAt: new Date(),
    });
  }
}

const FIRST = [
  'Amelia',
  'Oliver',
  'Isla',
  'Noah',
  'Ava',
  'Leo',
  'Mia',
  'Arthur',
  'Ivy',
  'Oscar',
  'Freya',
  'Theo',
  'Rosie',
  'Finn',
  'Zara',
  'Yusuf',
  'Maya',
  'Elijah',
  'Hana',
  'Omar',
];
const LAST = [
  'Patel',
  'Jones',
  'Williams',
  'Khan',
  'Brown',
  'Taylor',
  'Nowak',
  'Davies',
  'Evans',
  'Ahmed',
  'Murphy',
  'Chen',
  'Okoye',
  'Silva',
  'Kowalski',
];
/** Six characters from the app-code alphabet (no look-alikes), deterministic per index. */
const APP_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const appCode = (i: number) =>
  Array.from({ length: 6 }, (_, k) => APP_ALPHABET[(i * 7 + k * 13 + k * k) % APP_ALPHABET.length]).join('');
const DAY = 24 * 60 * 60 * 1000;

/**
 * St Mary's app users: 25 guardians in every account status (four of them requests awaiting approval) and 60 patients, some known only by a
 * patient number or an app code, so that lists, status chips and PersonName have real content.
 */
function demoFamilies(organisationId: string): (typeof users.$inferInsert)[] {
  const statuses = [1, 2, 3, 4, 7];
  const today = Date.now();
  const guardians = Array.from({ length: 25 }, (_, i) => {
    // Every status in turn, except that the fifth request is already active: four requests await approval.
    const cycled = statuses[i % statuses.length] as number;
    const status = cycled === 1 && i >= 20 ? 4 : cycled;
    return {
      type: 2,
      status,
      email: `family${String(i + 1).padStart(2, '0')}@stmarys.test`,
      firstName: FIRST[i % FIRST.length] as string,
      // Spread so that the four requests (every fifth guardian) do not all share a surname.
      surname: LAST[(i * 4 + Math.floor(i / 5)) % LAST.length] as string,
      organisationId,
      createdAt: new Date(today - (i + 2) * DAY),
      activatedAt: status === 4 ? new Date(today - (i + 1) * DAY) : null,
    };
  });
  const patients = Array.from({ length: 60 }, (_, i) => {
    const kind = i % 4; // 0 full name, 1 first name + surname, 2 only a patient number, 3 only an app code
    return {
      type: 3,
      status: 4,
      email: null,
      firstName: kind === 1 ? (FIRST[(i + 5) % FIRST.length] as string) : '',
      surname: kind === 1 ? (LAST[(i + 2) % LAST.length] as string) : '',
      fullName: kind === 0 ? `${FIRST[(i + 3) % FIRST.length]} ${LAST[i % LAST.length]}` : null,
      patientNumber: kind === 2 || kind === 0 ? `SM${String(10_400 + i)}` : null,
      appCode: kind === 3 ? appCode(i) : null,
      dateOfBirth: demoBirthday(i, today),
      organisationId,
      createdAt: new Date(today - i * DAY),
      lastActiveAt: i % 3 === 0 ? null : new Date(today - (i % 9) * DAY),
    };
  });
  return [...guardians, ...patients];
}

/**
 * Patients' dates of birth, between 3 and 15 years ago; the fourth patient (app code only, linked
 * to a family) reaches St Mary's coming of age (16) twelve days from today, so the admins' review
 * list has an entry.
 */
function demoBirthday(i: number, today: number): string {
  const day = new Date(today);
  if (i === 3) {
    day.setUTCFullYear(day.getUTCFullYear() - 16);
    day.setUTCDate(day.getUTCDate() + 12);
  } else {
    day.setUTCFullYear(day.getUTCFullYear() - (3 + (i % 13)));
    day.setUTCDate(day.getUTCDate() - ((i * 37) % 360));
  }
  return day.toISOString().slice(0, 10);
}

/**
 * The demo families: every guardian who has an account (active, or awaiting the app's activation)
 * linked by the hospital to one patient with an app code — the first two to two, as siblings —
 * and one more family's own request awaiting an admin's approval.
 */
function demoFamilyLinks(
  organisationId: string,
  people: { id: string; type: number; status: number; appCode: string | null }[],
): (typeof guardianLinks.$inferInsert)[] {
  const guardians = people.filter((p) => p.type === 2 && (p.status === 4 || p.status === 7));
  const children = people.filter((p) => p.type === 3 && p.appCode !== null);
  const link = (guardianId: string, patientId: string, i: number): typeof guardianLinks.$inferInsert => ({
    organisationId,
    guardianId,
    patientId,
    relationship: i % 5 === 4 ? 'carer' : 'parent',
    status: 'active',
    source: 'admin',
    approvedAt: new Date(),
  });
  const links = guardians.flatMap((g, i) => {
    const first = children[i];
    const second = i < 2 ? children[guardians.length + i] : undefined;
    return [first, second].flatMap((child) => (child ? [link(g.id, child.id, i)] : []));
  });
  const asking = guardians[0];
  const asked = children[guardians.length + 2];
  if (asking && asked)
    links.push({
      ...link(asking.id, asked.id, 0),
      status: 'pending',
      source: 'family',
      createdBy: asking.id,
      approvedAt: null,
    });
  return links;
}
