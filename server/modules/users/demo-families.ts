import { AccountStatus, UserType } from '../../../src/api/contracts/roles.ts';
import type { Db } from '../../db/client.ts';
import { guardianLinks } from '../families/schema.ts';
import { users } from './schema.ts';
import { and, eq } from 'drizzle-orm';

/** Patients linked to demo guardians, as an admin would have linked them. */
export async function seedDemoChildren(
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
    // Linked by one of the organisation's admins, so the link says who approved it.
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organisationId, child.organisationId), eq(users.type, UserType.Admin)))
      .limit(1);
    await tx.insert(guardianLinks).values({
      organisationId: child.organisationId,
      guardianId: guardian.id,
      patientId: patient.id,
      relationship: 'parent',
      status: 'active',
      source: 'admin',
      createdBy: admin?.id ?? null,
      approvedBy: admin?.id ?? null,
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
export const DAY = 24 * 60 * 60 * 1000;

/**
 * St Mary's app users: 25 guardians in every account status (four of them requests awaiting approval) and 60 patients, some known only by a
 * patient number or an app code, so that lists, status chips and PersonName have real content.
 */
export function demoFamilies(organisationId: string): (typeof users.$inferInsert)[] {
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
export function demoFamilyLinks(
  organisationId: string,
  people: { id: string; type: number; status: number; appCode: string | null }[],
  /** The admin who linked them (the link names who approved it). */
  admin: string | null,
): (typeof guardianLinks.$inferInsert)[] {
  const guardians = people.filter(
    (p) =>
      p.type === UserType.Guardian &&
      (p.status === AccountStatus.Active || p.status === AccountStatus.PendingAppActivation),
  );
  const children = people.filter((p) => p.type === UserType.Patient && p.appCode !== null);
  const link = (guardianId: string, patientId: string, i: number): typeof guardianLinks.$inferInsert => ({
    organisationId,
    guardianId,
    patientId,
    relationship: i % 5 === 4 ? 'carer' : 'parent',
    status: 'active',
    source: 'admin',
    createdBy: admin,
    approvedBy: admin,
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
