import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  londonLocal,
  type CalendarEvent,
  type ChildUsage,
  type FamilyChildren,
} from '../../../src/api/contracts/index.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { DEMO_PASSWORD } from '../../seed.ts';
import { guardianLinks } from '../families/schema.ts';
import { issueReports } from '../issue-reports/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { questionnaireResponses, questionnaireVersions } from '../questionnaires/schema.ts';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { appSignIn } from '../../test/app-patients.ts';
import { seedAppActivity } from '../usage/index.ts';

const GRACE = 'guardian@stmarys.test';
const ADMIN = 'admin@stmarys.test';
const SUPER = 'super@lantern.test';
const CARMEN = 'guardian@infantil.test';
const NEIGHBOUR = 'neighbour@stmarys.test';
const DAY = 86_400_000;

describe.each(databaseTargets)("a guardian's pages about their children on $name", (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let tobi: string;
  let stMarys: string;
  const today = londonLocal(new Date()).slice(0, 10);
  const dayOffset = (n: number) =>
    new Date(Date.parse(`${today}T12:00:00Z`) + n * DAY).toISOString().slice(0, 10);

  /** A second St Mary's guardian (another family), signed in and past the terms gate. */
  async function neighbour(): Promise<string> {
    const { db } = t.database;
    const row = first(
      await db
        .insert(users)
        .values({
          type: 2,
          status: 4,
          email: NEIGHBOUR,
          passwordHash: await hashPassword(DEMO_PASSWORD),
          firstName: 'Nia',
          surname: 'Next-Door',
          organisationId: stMarys,
        })
        .returning(),
    );
    await db.execute(sql`insert into document_signings (user_id, organisation_id, terms_version_id, language, text_sha256)
      select ${row.id}, ${stMarys}, v.id, 'en', 'test' from terms_versions v where v.organisation_id = ${stMarys}`);
    return row.id;
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    const { db } = t.database;
    // The demo's ninety days of app use, as the demo server has it.
    await seedAppActivity(db);
    stMarys = first(await db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys'))).id;
    tobi = first(
      await db
        .select()
        .from(users)
        .where(and(eq(users.organisationId, stMarys), eq(users.appCode, 'K7P3QX'))),
    ).id;
    await neighbour();
    call = callerOf(t, await signInAll(t, [GRACE, ADMIN, SUPER, CARMEN, NEIGHBOUR]));
  }, 120_000);
  afterAll(() => t.close());

  it('lists Tobi with his display name parts, what Grace has to do about him and her open reports', async () => {
    const { db } = t.database;
    const grace = first(await db.select().from(users).where(eq(users.email, GRACE))).id;
    const version = first(await db.select().from(questionnaireVersions).limit(1));
    await db.insert(questionnaireResponses).values({
      questionnaireId: version.questionnaireId,
      versionId: version.id,
      organisationId: stMarys,
      userId: grace,
      subjectPatientId: tobi,
    });
    await db.insert(issueReports).values(
      (['open', 'in_progress', 'resolved'] as const).map((status) => ({
        organisationId: stMarys,
        reporterId: grace,
        category: 'other' as const,
        description: `A report ${status}`,
        page: '/',
        language: 'en' as const,
        appVersion: 'test',
        status,
      })),
    );

    const res = await call(GRACE, 'GET', '/families/children');
    expect(res.statusCode).toBe(200);
    const body = res.json<FamilyChildren>();
    expect(body.reports).toEqual({ open: 2 });
    expect(body.children).toHaveLength(1);
    const card = first(body.children);
    expect(card).toMatchObject({
      id: tobi,
      first_name: 'Tobi',
      surname: 'Okafor',
      app_code: 'K7P3QX',
      relationship: 'parent',
      access: 'full',
    });
    expect(card.questionnaires.pending).toBe(1);
    expect(card.questionnaires.next?.title.en).toBe('How are you feeling today?');
    // The demo's blood test and check-up are for him; at most three, soonest first.
    const titles = card.upcoming_events.map((e) => e.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(3);
    expect(titles).toContain('Blood test');
    const starts = card.upcoming_events.map((e) => e.start_time);
    expect([...starts].sort()).toEqual(starts);
  });

  it("gives Tobi's last week in the app from his own recorded activity, every London day", async () => {
    const res = await call(GRACE, 'GET', `/families/children/${tobi}/usage?days=7`);
    expect(res.statusCode).toBe(200);
    const usage = res.json<ChildUsage>();
    expect(usage).toMatchObject({ patient_id: tobi, from: dayOffset(-6), to: today });
    expect(usage.daily.map((d) => d.date)).toEqual([-6, -5, -4, -3, -2, -1, 0].map(dayOffset));
    // The demo's linked children use the app up to yesterday.
    expect(usage.total_seconds).toBeGreaterThan(0);
    expect(usage.daily.find((d) => d.date === dayOffset(-1))?.seconds).toBeGreaterThan(0);
    const week = (await t.database.db.execute(sql`select coalesce(sum(seconds), 0)::int as seconds
      from app_focus_time where user_id = ${tobi}
        and started_at >= (${dayOffset(-6)}::date::timestamp at time zone 'Europe/London')`)) as unknown as {
      rows: { seconds: number }[];
    };
    const own = week.rows[0];
    expect(usage.total_seconds).toBe(own?.seconds);
    expect(usage.days_used).toBe(usage.daily.filter((d) => d.seconds > 0).length);
    // What he played and watched carries the catalogue's names; the app's menu is not among them.
    expect(usage.content.length).toBeGreaterThan(0);
    expect(usage.content.every((c) => c.state !== 'home' && c.name !== null)).toBe(true);
    const seconds = usage.content.map((c) => c.seconds);
    expect([...seconds].sort((a, b) => b - a)).toEqual(seconds);
    const month = (await call(GRACE, 'GET', `/families/children/${tobi}/usage?days=90`)).json<ChildUsage>();
    expect(month.daily).toHaveLength(90);
    expect(month.moods.total.length).toBeGreaterThan(0);
    const said = month.moods.total.reduce((n, m) => n + m.count, 0);
    expect(month.moods.daily.reduce((n, m) => n + m.count, 0)).toBe(said);
    expect(month.moods.most_common).toBe([...month.moods.total].sort((a, b) => b.count - a.count)[0]?.mood);
  });

  it("gives the events of Tobi's areas and those chosen for him in a window of London days", async () => {
    const res = await call(
      GRACE,
      'GET',
      `/families/children/${tobi}/events?from=${dayOffset(-7)}&to=${dayOffset(14)}`,
    );
    expect(res.statusCode).toBe(200);
    const events = res.json<CalendarEvent[]>();
    expect(events.map((e) => e.title)).toEqual(
      expect.arrayContaining(['Blood test', 'Check-up with Dr Evans']),
    );
    // Among the patients only the child himself.
    expect(events.flatMap((e) => e.patients.map((p) => p.id)).every((id) => id === tobi)).toBe(true);
    const admin = (
      await call(
        ADMIN,
        'GET',
        `/event?search=${encodeURIComponent(
          JSON.stringify({
            start_time: [
              { type: 'date', operator: 'gte', value: new Date(Date.now() - 7 * DAY).toISOString() },
              { type: 'date', operator: 'lte', value: new Date(Date.now() + 14 * DAY).toISOString() },
            ],
          }),
        )}`,
      )
    ).json<CalendarEvent[]>();
    expect(events.length).toBeLessThan(admin.length);
  });

  it('refuses bad input with 400 naming the field', async () => {
    for (const [url, field] of [
      [`/families/children/${tobi}/usage?days=5`, 'days'],
      [`/families/children/${tobi}/usage?days=seven`, 'days'],
      [`/families/children/not-an-id/usage`, 'patient_id'],
      [`/families/children/${tobi}/events?from=${today}`, 'to'],
      [`/families/children/${tobi}/events?from=${today}&to=${dayOffset(-1)}`, 'to'],
      [`/families/children/${tobi}/events?from=${today}&to=${dayOffset(100)}`, 'to'],
      [`/families/children/${tobi}/events?from=yesterday&to=${today}`, 'from'],
    ] as const) {
      const res = await call(GRACE, 'GET', url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json<{ code: string; fields: { path: string }[] }>();
      expect(body.code).toBe('ValidationError');
      expect(body.fields.map((f) => f.path).join(' '), url).toContain(field);
    }
  });

  it('refuses admins, the super admin and the app with 403', async () => {
    const app = (await appSignIn(t, 'stmarys', 'K7P3QX')).access_token;
    for (const url of [
      '/families/children',
      `/families/children/${tobi}/usage`,
      `/families/children/${tobi}/events?from=${today}&to=${today}`,
    ]) {
      for (const who of [ADMIN, SUPER])
        expect((await call(who, 'GET', url)).statusCode, `${who} ${url}`).toBe(403);
      const res = await t.app.inject({ url: `/api${url}`, headers: { authorization: `Bearer ${app}` } });
      expect(res.statusCode, `app ${url}`).toBe(403);
    }
  });

  it("answers 404 for another organisation's guardian and for another family of the same organisation", async () => {
    const carmen = (await call(CARMEN, 'GET', '/families/children')).json<FamilyChildren>();
    expect(carmen.children.map((c) => c.first_name)).toEqual(['Mateo']);
    const neighbour = (await call(NEIGHBOUR, 'GET', '/families/children')).json<FamilyChildren>();
    expect(neighbour.children).toEqual([]);
    for (const who of [CARMEN, NEIGHBOUR])
      for (const url of [
        `/families/children/${tobi}/usage`,
        `/families/children/${tobi}/events?from=${today}&to=${today}`,
      ]) {
        const res = await call(who, 'GET', url);
        expect(res.statusCode, `${who} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 'ResourceNotFound', message: 'Child not found' });
      }
    // Mateo's page exists for his own guardian only: Grace gets the same 404 as for a missing child.
    const mateo = first(carmen.children).id;
    expect((await call(GRACE, 'GET', `/families/children/${mateo}/usage`)).statusCode).toBe(404);
    expect((await call(CARMEN, 'GET', `/families/children/${mateo}/usage`)).statusCode).toBe(200);
  });

  it('ends access on the next request once the link is revoked', async () => {
    const { db } = t.database;
    const nia = first(await db.select().from(users).where(eq(users.email, NEIGHBOUR))).id;
    const link = first(
      await db
        .insert(guardianLinks)
        .values({
          organisationId: stMarys,
          guardianId: nia,
          patientId: tobi,
          relationship: 'carer',
          status: 'active',
          source: 'admin',
        })
        .returning(),
    );
    const usage = `/families/children/${tobi}/usage`;
    expect((await call(NEIGHBOUR, 'GET', usage)).statusCode).toBe(200);
    expect((await call(NEIGHBOUR, 'GET', '/families/children')).json<FamilyChildren>().children).toHaveLength(
      1,
    );
    await db
      .update(guardianLinks)
      .set({ status: 'revoked', revokedAt: new Date() })
      .where(eq(guardianLinks.id, link.id));
    expect((await call(NEIGHBOUR, 'GET', usage)).statusCode).toBe(404);
    expect(
      (await call(NEIGHBOUR, 'GET', `/families/children/${tobi}/events?from=${today}&to=${today}`))
        .statusCode,
    ).toBe(404);
    expect((await call(NEIGHBOUR, 'GET', '/families/children')).json<FamilyChildren>().children).toEqual([]);
  });

  it('keeps the app activity of a child past the control age who was never asked, but not the events', async () => {
    const { db } = t.database;
    const born = first(await db.select().from(users).where(eq(users.id, tobi))).dateOfBirth;
    await db.update(users).set({ dateOfBirth: '2000-01-01' }).where(eq(users.id, tobi));
    try {
      const card = first((await call(GRACE, 'GET', '/families/children')).json<FamilyChildren>().children);
      expect(card).toMatchObject({ access: 'limited', parts: ['calendar'], limited_by: 'control_age' });
      const usage = await call(GRACE, 'GET', `/families/children/${tobi}/usage`);
      expect(usage.statusCode).toBe(403);
      expect(usage.json().message).toMatch(/keeps their usage to themselves/);
      const events = await call(
        GRACE,
        'GET',
        `/families/children/${tobi}/events?from=${dayOffset(-7)}&to=${dayOffset(14)}`,
      );
      expect(events.statusCode).toBe(200);
      expect(events.json<CalendarEvent[]>().length).toBeGreaterThan(0);
    } finally {
      await db.update(users).set({ dateOfBirth: born }).where(eq(users.id, tobi));
    }
  });
});
