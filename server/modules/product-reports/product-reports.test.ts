import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appSessions } from '../usage/schema.ts';
import { auditLog } from '../../audit/schema.ts';
import { organisations, subscriptionPacks } from '../organisations/schema.ts';
import { registrationFeedback } from '../feedback/schema.ts';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_GUARDIAN = 'guardian@infantil.test';
const SUPER = 'super@lantern.test';
const DAY = 86_400_000;

describe.each(databaseTargets)("the super admin's reports on $name", (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let small: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN, OTHER_GUARDIAN, SUPER]));
    const { db } = t.database;
    // A small organisation whose every figure is counted by hand below.
    small = first(
      await db
        .insert(organisations)
        .values({ name: 'Aardvark Clinic', urlCode: 'aardvark', areaSeats: 5 })
        .returning(),
    ).id;
    const now = Date.now();
    await db.insert(subscriptionPacks).values([
      {
        organisationId: small,
        name: 'running',
        seats: 3,
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + DAY),
      },
      {
        organisationId: small,
        name: 'ended',
        seats: 40,
        startsAt: new Date(now - 9 * DAY),
        endsAt: new Date(now - DAY),
      },
    ]);
    const person = (type: number, status: number) => ({ type, status, organisationId: small });
    const [patient] = await db
      .insert(users)
      .values([person(3, 4), person(2, 4), person(2, 3), person(2, 2), person(2, 1)])
      .returning();
    const session = (daysAgo: number) => ({
      userId: (patient as { id: string }).id,
      organisationId: small,
      clientId: crypto.randomUUID(),
      startedAt: new Date(now - daysAgo * DAY),
    });
    await db.insert(appSessions).values([session(1), session(2), session(45)]);
  });
  afterAll(() => t.close());

  it('lists every organisation with its seats and usage, equal to the hand count', async () => {
    const res = await call(SUPER, 'GET', '/reports/organisations');
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { organisations: { id: string; name: string }[] }).organisations;
    expect(list.map((o) => o.name)).toEqual([
      'Aardvark Clinic',
      'Hospital Infantil (demo)',
      "St Mary's Children's Hospital (demo)",
    ]);
    expect(list.find((o) => o.id === small)).toEqual({
      id: small,
      name: 'Aardvark Clinic',
      // 5 of its own and 3 of the running pack; the ended pack counts no more.
      seats: 8,
      // The patient and the guardians past request and pending (statuses 4 and 3).
      seats_used: 3,
      patients: 1,
      guardians: 4,
      active_patients_30d: 1,
      app_sessions_30d: 2,
    });
  });

  it('a guardian opts in to the newsletter; the super admin lists them until they opt out', async () => {
    const listed = async () =>
      (
        (await call(SUPER, 'GET', '/reports/newsletter-subscribed-users')).json() as {
          users: { email: string }[];
        }
      ).users.map((u) => u.email);
    expect((await call(GUARDIAN, 'GET', '/users/newsletter')).json()).toEqual({ subscribed: false });
    expect(await listed()).toEqual([]);
    expect((await call(GUARDIAN, 'PUT', '/users/newsletter', { subscribed: true })).json()).toEqual({
      subscribed: true,
    });
    await call(OTHER_GUARDIAN, 'PUT', '/users/newsletter', { subscribed: true });
    expect((await call(GUARDIAN, 'GET', '/users/newsletter')).json()).toEqual({ subscribed: true });
    const body = (await call(SUPER, 'GET', '/reports/newsletter-subscribed-users')).json() as {
      users: { email: string; organisation_name: string }[];
    };
    expect(body.users).toEqual([
      expect.objectContaining({ email: GUARDIAN, organisation_name: "St Mary's Children's Hospital (demo)" }),
      expect.objectContaining({ email: OTHER_GUARDIAN, organisation_name: 'Hospital Infantil (demo)' }),
    ]);
    await call(GUARDIAN, 'PUT', '/users/newsletter', { subscribed: false });
    expect(await listed()).toEqual([OTHER_GUARDIAN]);
    const guardianId = first(await t.database.db.select().from(users).where(eq(users.email, GUARDIAN))).id;
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.subject, guardianId));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['user.newsletter.subscribe', 'user.newsletter.unsubscribe']),
    );
  });

  it('lists registration feedback of every organisation, newest first', async () => {
    const { db } = t.database;
    const orgOf = async (code: string) =>
      first(await db.select().from(organisations).where(eq(organisations.urlCode, code))).id;
    const feedback = (organisationId: string, text: string, at: number, received: boolean) => ({
      organisationId,
      tokenHash: crypto.randomUUID(),
      expiresAt: new Date(Date.now() + DAY),
      category: 'praise',
      text,
      receivedAt: received ? new Date(at) : null,
    });
    const before = (await call(SUPER, 'GET', '/reports/registration-feedback')).json() as { total: number };
    // Newer than any demo feedback, so they head the list.
    await db
      .insert(registrationFeedback)
      .values([
        feedback(await orgOf('stmarys'), 'Lovely ward', Date.now() - 2000, true),
        feedback(await orgOf('infantil'), 'Muy bien', Date.now() - 1000, true),
        feedback(small, 'never sent', Date.now(), false),
      ]);
    const res = await call(SUPER, 'GET', '/reports/registration-feedback?size=2');
    expect(res.json()).toMatchObject({
      total: before.total + 2,
      data: [
        { text: 'Muy bien', organisation_name: 'Hospital Infantil (demo)' },
        { text: 'Lovely ward', organisation_name: "St Mary's Children's Hospital (demo)" },
      ],
    });
  });

  it('only the super admin reads them; only guardians opt in', async () => {
    for (const path of [
      '/reports/organisations',
      '/reports/newsletter-subscribed-users',
      '/reports/registration-feedback',
    ])
      for (const who of [ADMIN, GUARDIAN]) {
        const res = await call(who, 'GET', path);
        expect([path, who, res.statusCode, res.json().code]).toEqual([path, who, 403, 'Forbidden']);
      }
    expect((await call(ADMIN, 'PUT', '/users/newsletter', { subscribed: true })).statusCode).toBe(403);
    expect((await call(SUPER, 'GET', '/users/newsletter')).statusCode).toBe(403);
    expect((await call(GUARDIAN, 'PUT', '/users/newsletter', { subscribed: 'yes' })).json()).toMatchObject({
      status: 400,
      fields: [{ path: 'subscribed' }],
    });
  });
});
