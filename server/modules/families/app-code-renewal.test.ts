import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { users } from '../users/schema.ts';
import { guardianLinks } from './schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { createChild, createGuardian } from '../../test/families.ts';

const LEAVING = 'leaving@stmarys.test';
const STAYING = 'staying@stmarys.test';
const ADMIN = 'admin@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';

/** The app code is a credential: revoking a link, or an admin at any time, gives the child a new one. */
describe.each(databaseTargets)("renewing a child's app code on $name", (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let childId: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    const leaving = await createGuardian(db, 'stmarys', LEAVING);
    const staying = await createGuardian(db, 'stmarys', STAYING);
    childId = await createChild(db, 'stmarys', { appCode: 'RNWQ34', dateOfBirth: '2015-02-02' }, leaving);
    await db.insert(guardianLinks).values({
      organisationId: (await db.select().from(users).where(eq(users.id, childId)))[0]
        ?.organisationId as string,
      guardianId: staying,
      patientId: childId,
      status: 'active',
      source: 'admin',
      approvedAt: new Date(),
    });
    call = callerOf(t, await signInAll(t, [LEAVING, STAYING, ADMIN, OTHER_ADMIN]));
  });
  afterAll(() => t.close());

  const appSignIn = (app_code: string) =>
    t.app.inject({ method: 'POST', url: '/api/app/auth/signin', payload: { url_code: 'stmarys', app_code } });
  const appMe = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/app/me', headers: { authorization: `Bearer ${token}` } });
  const codeOf = async () =>
    first(await t.database.db.select().from(users).where(eq(users.id, childId))).appCode;
  const linkOf = async (email: string) => {
    const links = (await call(ADMIN, 'GET', `/user/${childId}/family-links`)).json().data as {
      id: string;
      guardian: { email: string };
    }[];
    return links.find((l) => l.guardian.email === email)?.id as string;
  };

  it('revoking a link gives the child a new code: the old one and its app sessions answer 401', async () => {
    const session = await appSignIn('RNWQ34');
    expect(session.statusCode).toBe(200);
    const token = session.json().access_token as string;
    expect((await appMe(token)).statusCode).toBe(200);

    const res = await call(ADMIN, 'POST', `/family-links/${await linkOf(LEAVING)}/revoke`, {
      reason: 'Court order',
    });
    expect(res.statusCode, res.body).toBe(200);
    const renewed = await codeOf();
    expect(renewed).not.toBe('RNWQ34');
    expect((await appMe(token)).statusCode).toBe(401);
    expect((await appSignIn('RNWQ34')).statusCode).toBe(401);
    expect((await appSignIn(renewed as string)).statusCode).toBe(200);
    // The remaining guardian sees the new code; the revoked one sees the child no more.
    const staying = (await call(STAYING, 'GET', '/users/children')).json().data as MyChildRow[];
    expect(staying.map((c) => c.child?.app_code)).toEqual([renewed]);
    const leaving = (await call(LEAVING, 'GET', '/users/children')).json().data as MyChildRow[];
    expect(leaving).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'family.link.revoke')));
    expect(audit?.detail).toMatchObject({ app_code_renewed: true });
  });

  it('an admin may keep the code when revoking', async () => {
    const { db } = t.database;
    const again = await createGuardian(db, 'stmarys', 'again@stmarys.test');
    const before = await codeOf();
    const [link] = await db
      .insert(guardianLinks)
      .values({
        organisationId: first(await db.select().from(users).where(eq(users.id, childId)))
          .organisationId as string,
        guardianId: again,
        patientId: childId,
        status: 'active',
        source: 'admin',
        approvedAt: new Date(),
      })
      .returning();
    const res = await call(ADMIN, 'POST', `/family-links/${link?.id}/revoke`, {
      reason: 'Linked by mistake',
      keep_app_code: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await codeOf()).toBe(before);
  });

  it("an admin gives a new code at any time, audited, with the card's details; no one else may", async () => {
    const before = (await codeOf()) as string;
    const token = (await appSignIn(before)).json().access_token as string;
    expect((await call(OTHER_ADMIN, 'POST', `/user/${childId}/app-code`)).statusCode).toBe(404);
    expect((await call(STAYING, 'POST', `/user/${childId}/app-code`)).statusCode).toBe(403);
    expect(await codeOf()).toBe(before);

    const res = await call(ADMIN, 'POST', `/user/${childId}/app-code`);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json();
    expect(card).toMatchObject({ patient_id: childId, url_code: 'stmarys', language: 'en' });
    expect(card.app_code).toMatch(/^[ACDEFGHJKMNPQRTUVWXY34679]{6}$/);
    expect(card.app_code).not.toBe(before);
    expect(await codeOf()).toBe(card.app_code);
    expect((await appMe(token)).statusCode).toBe(401);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.app_code.renew'));
    expect(audits.map((a) => a.subject)).toEqual([childId]);
  });

  it('names a guardian or an unknown id as a missing patient, changing nothing', async () => {
    const guardian = first(await t.database.db.select().from(users).where(eq(users.email, STAYING)));
    expect((await call(ADMIN, 'POST', `/user/${guardian.id}/app-code`)).statusCode).toBe(404);
    expect(
      (await call(ADMIN, 'POST', '/user/00000000-0000-4000-8000-000000000000/app-code')).statusCode,
    ).toBe(404);
  });
});

interface MyChildRow {
  child: { app_code: string | null } | null;
}
