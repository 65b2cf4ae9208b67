import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { QuestionnaireDefinition } from '../../../src/api/contracts/questionnaires.ts';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { feelingToday } from './demo.ts';
import { questionnaires } from './schema.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';

/** The demo questionnaire whose rule names its own contacts and team address. */
const withContacts = (contacts: string[]): QuestionnaireDefinition => ({
  ...feelingToday,
  dutyOfCare: { kind: 'score', threshold: 6, contacts, teamEmail: 'ward4@stmarys.test' },
});

describe.each(databaseTargets)('a rule’s own safeguarding contacts, checked on save, on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  const ids = { admin: '', nurse: '', gone: '', guardian: '', otherAdmin: '', otherNurse: '' };

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    const byEmail = async (email: string) =>
      first(await db.select().from(users).where(eq(users.email, email)));
    const admin = await byEmail(ADMIN);
    const otherAdmin = await byEmail(OTHER_ADMIN);
    const staff = (email: string, status: number, organisationId: string | null) =>
      db
        .insert(users)
        .values({ type: 4, status, email, firstName: 'Sam', surname: 'Staff', organisationId })
        .returning()
        .then(first);
    Object.assign(ids, {
      admin: admin.id,
      guardian: (await byEmail(GUARDIAN)).id,
      otherAdmin: otherAdmin.id,
      nurse: (await staff('ward-nurse@stmarys.test', 4, admin.organisationId)).id,
      // Status 2: a deactivated account.
      gone: (await staff('former-nurse@stmarys.test', 2, admin.organisationId)).id,
      otherNurse: (await staff('enfermera@infantil.test', 4, otherAdmin.organisationId)).id,
    });
    call = callerOf(t, await signInAll(t, [ADMIN]));
  });
  afterAll(() => t.close());

  const count = async () => (await t.database.db.select().from(questionnaires)).length;

  it('saves a rule naming active staff of the organisation: an admin and a staff account', async () => {
    const res = await call(ADMIN, 'POST', '/questionnaire', withContacts([ids.admin, ids.nurse]));
    expect(res.statusCode).toBe(201);
    expect(res.json().dutyOfCare).toMatchObject({
      contacts: [ids.admin, ids.nurse],
      teamEmail: 'ward4@stmarys.test',
    });
  });

  it.each([
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ['another organisation’s staff account', () => ids.otherNurse],
    ['another organisation’s admin', () => ids.otherAdmin],
    ['a guardian', () => ids.guardian],
    ['a deactivated staff account', () => ids.gone],
  ])('refuses %s on create and on update, naming the contact, and changes nothing', async (_what, bad) => {
    const before = await count();
    const created = await call(ADMIN, 'POST', '/questionnaire', withContacts([ids.nurse, bad()]));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({ status: 400, code: 'ValidationError' });
    expect(created.json().message).toContain('dutyOfCare.contacts.1');
    expect(created.json().fields).toEqual([
      { path: 'dutyOfCare.contacts.1', message: 'questionnaires.rule.contactNotStaff' },
    ]);
    expect(await count()).toBe(before);

    const many = await call(ADMIN, 'POST', '/questionnaire/many', {
      questionnaires: [feelingToday, withContacts([bad()])],
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().fields).toEqual([
      { path: 'questionnaires.1.dutyOfCare.contacts.0', message: 'questionnaires.rule.contactNotStaff' },
    ]);
    expect(await count()).toBe(before);

    const saved = (await call(ADMIN, 'POST', '/questionnaire', withContacts([ids.nurse]))).json();
    const updated = await call(ADMIN, 'PUT', '/questionnaire', {
      id: saved.id,
      ...withContacts([bad(), ids.admin]),
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().fields).toEqual([
      { path: 'dutyOfCare.contacts.0', message: 'questionnaires.rule.contactNotStaff' },
    ]);
    const read = await call(ADMIN, 'GET', `/questionnaire?id=${saved.id}`);
    expect(read.json().dutyOfCare.contacts).toEqual([ids.nurse]);
  });
});
