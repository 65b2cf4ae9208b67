import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appFocusTime } from '../usage/schema.ts';
import { auditLog } from '../../audit/schema.ts';
import { organisationAreas, userOrganisationAreas } from '../areas/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { questionnaireResponses, questionnaireVersions, questionnaires } from '../questionnaires/schema.ts';
import { users } from '../users/schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { feelingToday } from '../questionnaires/index.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const SUPER = 'super@lantern.test';

describe.each(databaseTargets)('saved reports on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let stMarys: string;
  let infantil: string;
  let questionnaire: string;
  let ward: string;
  let otherArea: string;
  let version: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN, OTHER_ADMIN, SUPER]));
    const { db } = t.database;
    const org = async (code: string) =>
      first(await db.select().from(organisations).where(eq(organisations.urlCode, code))).id;
    stMarys = await org('stmarys');
    infantil = await org('infantil');
    ward = first(
      await db.insert(organisationAreas).values({ organisationId: stMarys, name: 'Report ward' }).returning(),
    ).id;
    otherArea = first(
      await db
        .insert(organisationAreas)
        .values({ organisationId: infantil, name: 'Sala informe' })
        .returning(),
    ).id;
    // Three patients of a surname no demo row has, so that a search isolates them.
    const patient = (firstName: string, number: string, code: string, created: string) => ({
      type: 3,
      status: 4,
      firstName,
      surname: 'Reportson',
      patientNumber: number,
      appCode: code,
      organisationId: stMarys,
      createdAt: new Date(created),
    });
    const [ada, ben, cleo] = await db
      .insert(users)
      .values([
        patient('Ada', 'P-1', 'AAACCC', '2026-03-01T10:00:00Z'),
        patient('Ben', 'P-2', 'AAACCD', '2026-03-02T10:00:00Z'),
        patient('Cleo', '=HYPERLINK("x")', 'AAACCE', '2026-03-03T23:30:00Z'),
      ])
      .returning();
    if (!ada || !ben || !cleo) throw new Error('patients not created');
    await db.insert(userOrganisationAreas).values({ userId: ada.id, areaId: ward });
    const focus = (userId: string, state: string, code: string, seconds: number) => ({
      userId,
      organisationId: stMarys,
      clientId: crypto.randomUUID(),
      state,
      code,
      seconds,
      startedAt: new Date('2026-03-05T10:00:00Z'),
    });
    await db
      .insert(appFocusTime)
      .values([
        focus(ada.id, 'game', 'game-a', 60),
        focus(ada.id, 'game', 'game-b', 30),
        focus(ada.id, 'video', 'video-a', 500),
        focus(ben.id, 'game', 'game-b', 45),
      ]);
    questionnaire = first(
      await db.insert(questionnaires).values({ organisationId: stMarys, status: 1 }).returning(),
    ).id;
    version = first(
      await db
        .insert(questionnaireVersions)
        .values({ questionnaireId: questionnaire, version: 1, definition: { ...feelingToday } })
        .returning(),
    ).id;
    const answered = (userId: string, sleep: string, at: string) => ({
      questionnaireId: questionnaire,
      versionId: version,
      organisationId: stMarys,
      userId,
      status: 'completed' as const,
      answers: [{ linkId: 'sleep', answer: [{ valueCoding: { code: sleep } }] }],
      answeredAt: new Date(at),
    });
    await db
      .insert(questionnaireResponses)
      .values([
        answered(ada.id, 'badly', '2026-03-04T10:00:00Z'),
        answered(ada.id, 'well', '2026-03-06T10:00:00Z'),
        answered(ben.id, 'ok', '2026-03-06T10:00:00Z'),
      ]);
  });
  afterAll(() => t.close());

  const definition = (overrides: Record<string, unknown> = {}) => ({
    name: 'Reportson family',
    subject: 'patients',
    columns: [
      { kind: 'field', field: 'first_name' },
      { kind: 'field', field: 'patient_number' },
      { kind: 'field', field: 'created_at' },
      { kind: 'areas' },
      { kind: 'questionnaire_response', questionnaire_id: questionnaire, link_id: 'sleep' },
      { kind: 'time_in_focus', state: 'game', codes: ['game-b'] },
      { kind: 'time_in_focus', state: 'game' },
    ],
    filters: { search: 'Reportson' },
    sort: { field: 'first_name', order: 'asc' },
    ...overrides,
  });
  const save = async (body: object = definition(), who = ADMIN) => {
    const res = await call(who, 'POST', '/reporting', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string };
  };

  it('an admin saves a report and runs it page by page: each cell equals the hand-computed value', async () => {
    const { id } = await save();
    const page1 = await call(ADMIN, 'GET', `/reporting/${id}/run?page=1&size=2`);
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({
      total: 3,
      page: 1,
      size: 2,
      rows: [
        // The newest answer set counts (well, not badly); game time sums every code or the chosen ones.
        ['Ada', 'P-1', '2026-03-01T10:00:00.000Z', 'Report ward', 'Well', 30, 90],
        ['Ben', 'P-2', '2026-03-02T10:00:00.000Z', null, 'OK', 45, 45],
      ],
    });
    const page2 = await call(ADMIN, 'GET', `/reporting/${id}/run?page=2&size=2`);
    expect((page2.json() as { rows: unknown[] }).rows).toEqual([
      ['Cleo', '=HYPERLINK("x")', '2026-03-03T23:30:00.000Z', null, null, 0, 0],
    ]);
  });

  it('filters by Europe/London day, area and status, and sorts newest first by default', async () => {
    // 23:30 UTC on 3 March is 23:30 in London (GMT until late March): still the 3rd.
    const { id } = await save(
      definition({
        columns: [{ kind: 'field', field: 'first_name' }],
        filters: { search: 'Reportson', created_from: '2026-03-02', created_to: '2026-03-03' },
        sort: undefined,
      }),
    );
    expect((await call(ADMIN, 'GET', `/reporting/${id}/run`)).json()).toMatchObject({
      rows: [['Cleo'], ['Ben']],
      total: 2,
    });
    const inWard = await save(definition({ filters: { search: 'Reportson', area_ids: [ward] } }));
    expect((await call(ADMIN, 'GET', `/reporting/${inWard.id}/run`)).json()).toMatchObject({ total: 1 });
  });

  it('a guardians report lists e-mail and subscription status, filtered by status', async () => {
    const { id } = await save({
      name: 'Pending activation',
      subject: 'guardians',
      columns: [
        { kind: 'field', field: 'email' },
        { kind: 'field', field: 'subscription_status' },
      ],
      filters: { statuses: [3] },
      sort: { field: 'email', order: 'asc' },
    });
    const body = (await call(ADMIN, 'GET', `/reporting/${id}/run?size=100`)).json() as {
      rows: [string, number][];
      total: number;
    };
    const expected = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.organisationId, stMarys), eq(users.type, 2), eq(users.status, 3)));
    expect(body.total).toBe(expected.length);
    expect(body.total).toBeGreaterThan(0);
    expect(body.rows.map((r) => r[0])).toEqual(expected.map((e) => e.email).sort());
    expect(new Set(body.rows.map((r) => r[1]))).toEqual(new Set([3]));
  });

  it('refuses, naming the field, what the subject or organisation lacks', async () => {
    const refused = async (body: object, field: string) => {
      const res = await call(ADMIN, 'POST', '/reporting', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'ValidationError', fields: [{ path: field }] });
    };
    await refused(definition({ columns: [{ kind: 'field', field: 'email' }] }), 'columns.0.field');
    await refused(definition({ sort: { field: 'email', order: 'asc' } }), 'sort.field');
    await refused(
      definition({
        columns: [{ kind: 'questionnaire_response', questionnaire_id: questionnaire, link_id: 'x' }],
      }),
      'columns.0.link_id',
    );
    await refused(definition({ filters: { area_ids: [otherArea] } }), 'filters.area_ids');
    await refused(definition({ filters: { area_ids: [crypto.randomUUID()] } }), 'filters.area_ids');
    await refused(
      definition({ filters: { created_from: '2026-03-05', created_to: '2026-03-01' } }),
      'filters.created_to',
    );
    expect((await call(ADMIN, 'POST', '/reporting', definition({ columns: [] }))).statusCode).toBe(400);
  });

  it('saving a report refuses a bad definition and changes nothing; a report not of the organisation answers 404 first', async () => {
    const { id } = await save();
    const before = (await call(ADMIN, 'GET', `/reporting/${id}`)).json();
    const bad = definition({ name: 'Renamed', filters: { area_ids: [otherArea] } });
    const refused = await call(ADMIN, 'PUT', `/reporting/${id}`, bad);
    expect(refused.json()).toMatchObject({
      status: 400,
      code: 'ValidationError',
      fields: [{ path: 'filters.area_ids' }],
    });
    expect((await call(ADMIN, 'GET', `/reporting/${id}`)).json()).toEqual(before);
    const missing = await call(ADMIN, 'PUT', `/reporting/${crypto.randomUUID()}`, bad);
    expect(missing.json()).toMatchObject({ status: 404, code: 'ResourceNotFound' });
  });

  it('only admins of an organisation with xplr-fea-repo, and the super admin acting in one, reach reports', async () => {
    const { id } = await save();
    expect((await call(GUARDIAN, 'GET', '/reporting')).statusCode).toBe(403);
    expect((await call(GUARDIAN, 'GET', `/reporting/${id}/run`)).statusCode).toBe(403);
    // Hospital Infantil has no reporting feature.
    expect((await call(OTHER_ADMIN, 'GET', '/reporting')).json()).toMatchObject({
      status: 403,
      code: 'Forbidden',
    });
    expect((await call(SUPER, 'GET', '/reporting')).statusCode).toBe(403);
    const inStMarys = { 'x-organisation-id': stMarys };
    expect((await call(SUPER, 'GET', `/reporting/${id}`, undefined, inStMarys)).statusCode).toBe(200);
    await t.database.db
      .update(organisations)
      .set({ features: ['VideoContent', 'xplr-fea-repo'] })
      .where(eq(organisations.id, infantil));
    // Another organisation's report is as missing as one that never was.
    const other = await call(OTHER_ADMIN, 'GET', `/reporting/${id}/run`);
    const missing = await call(OTHER_ADMIN, 'GET', `/reporting/${crypto.randomUUID()}/run`);
    expect([other.statusCode, other.json().code]).toEqual([404, 'ResourceNotFound']);
    expect(other.body).toBe(missing.body);
    expect((await call(OTHER_ADMIN, 'PUT', `/reporting/${id}`, definition())).statusCode).toBe(404);
    expect((await call(OTHER_ADMIN, 'DELETE', `/reporting/${id}`)).statusCode).toBe(404);
    expect((await call(OTHER_ADMIN, 'GET', '/reporting?size=100')).json()).toMatchObject({ total: 0 });
    expect((await call(ADMIN, 'GET', `/reporting/${id}`)).statusCode).toBe(200);
  });

  it('updates and deletes are audited; exports are logged with who, which filters and the rows the file holds', async () => {
    const { id } = await save();
    const renamed = await call(ADMIN, 'PUT', `/reporting/${id}`, definition({ name: 'Renamed' }));
    expect(renamed.json()).toMatchObject({ name: 'Renamed' });
    const total = ((await call(ADMIN, 'GET', `/reporting/${id}/run`)).json() as { total: number }).total;
    const file = await call(ADMIN, 'GET', `/reporting/${id}/export`);
    expect(file.statusCode, file.body).toBe(200);
    const exported = (await call(ADMIN, 'GET', '/reporting/exports?size=100')).json() as { data: unknown[] };
    expect(exported.data).toContainEqual(
      expect.objectContaining({
        report_id: id,
        report_name: 'Renamed',
        row_count: total,
        filters: expect.objectContaining({ search: 'Reportson' }),
        user: expect.objectContaining({ email: ADMIN }),
      }),
    );
    // The browser no longer tells the count: the old route is gone.
    expect(
      (await call(ADMIN, 'POST', `/reporting/${id}/exports`, { row_count: 3, format: 'xlsx' })).statusCode,
    ).toBe(404);
    expect((await call(ADMIN, 'DELETE', `/reporting/${id}`)).statusCode).toBe(204);
    expect((await call(ADMIN, 'GET', `/reporting/${id}`)).statusCode).toBe(404);
    const log = (await call(ADMIN, 'GET', '/reporting/exports?size=100')).json() as {
      data: { report_id: string | null; report_name: string }[];
    };
    // The log outlives the report.
    expect(log.data).toContainEqual(expect.objectContaining({ report_id: null, report_name: 'Renamed' }));
    expect((await call(GUARDIAN, 'GET', '/reporting/exports')).statusCode).toBe(403);
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subject, id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'export.report',
      'report.create',
      'report.delete',
      'report.update',
    ]);
  });

  it('the builder options list the areas, questions and app states of the organisation only', async () => {
    const body = (await call(ADMIN, 'GET', '/reporting/options')).json() as {
      areas: { id: string }[];
      questionnaires: { id: string; questions: { link_id: string }[] }[];
      focus_states: { state: string; codes: string[] }[];
    };
    expect(body.areas.map((a) => a.id)).toContain(ward);
    expect(body.areas.map((a) => a.id)).not.toContain(otherArea);
    expect(body.questionnaires.find((q) => q.id === questionnaire)?.questions.map((q) => q.link_id)).toEqual([
      'pain',
      'pain-level',
      'sleep',
      'worries',
      'notes',
    ]);
    expect(body.focus_states).toContainEqual({ state: 'game', codes: ['game-a', 'game-b'] });
  });

  it('an edited report saves as sent and reads back; the whole saved row is refused, naming its fields', async () => {
    const saved = (await call(ADMIN, 'GET', `/reporting/${(await save()).id}`)).json() as Record<
      string,
      unknown
    >;
    // What a client gets is not what it may send: id, organisation and dates are the server's.
    const whole = await call(ADMIN, 'PUT', `/reporting/${String(saved.id)}`, saved);
    expect(whole.statusCode).toBe(400);
    expect(whole.json().message).toMatch(/id/);
    const edited = {
      name: 'Reportson, edited',
      subject: 'patients',
      columns: [
        { kind: 'field', field: 'display_name' },
        { kind: 'field', field: 'app_code' },
        { kind: 'field', field: 'last_active' },
      ],
      filters: { search: 'Reportson' },
      sort: { field: 'display_name', order: 'desc' },
    };
    const put = await call(ADMIN, 'PUT', `/reporting/${String(saved.id)}`, edited);
    expect(put.statusCode, put.body).toBe(200);
    const again = (await call(ADMIN, 'GET', `/reporting/${String(saved.id)}`)).json() as Record<
      string,
      unknown
    >;
    expect(again).toMatchObject({ ...edited, id: saved.id, created_at: saved.created_at });
    expect((await call(ADMIN, 'GET', `/reporting/${String(saved.id)}/run`)).json()).toMatchObject({
      rows: [
        ['Cleo Reportson', 'AAACCE', null],
        ['Ben Reportson', 'AAACCD', null],
        ['Ada Reportson', 'AAACCC', null],
      ],
    });
  });

  it('the display name column follows the name rule: full name, names, patient number, app code, id', async () => {
    const day = new Date('2001-02-03T12:00:00Z');
    const base = { type: 3, status: 4, firstName: '', surname: '', organisationId: stMarys, createdAt: day };
    const made = await t.database.db
      .insert(users)
      .values([
        { ...base, fullName: 'Dana Whole', firstName: 'Dana', surname: 'Part' },
        { ...base, patientNumber: 'NUM-7', createdAt: new Date(day.getTime() + 1000) },
        { ...base, appCode: 'xyzabc', createdAt: new Date(day.getTime() + 2000) },
        { ...base, createdAt: new Date(day.getTime() + 3000) },
      ])
      .returning({ id: users.id });
    const last = made[3]?.id ?? '';
    await t.database.db.insert(questionnaireResponses).values({
      questionnaireId: questionnaire,
      versionId: version,
      organisationId: stMarys,
      userId: made[0]?.id ?? '',
      status: 'completed',
      answers: [{ linkId: 'pain', answer: [{ valueBoolean: true }] }],
      answeredAt: day,
    });
    const { id } = await save({
      name: 'Names',
      subject: 'patients',
      columns: [
        { kind: 'field', field: 'display_name' },
        { kind: 'questionnaire_response', questionnaire_id: questionnaire, link_id: 'pain' },
      ],
      filters: { created_from: '2001-02-03', created_to: '2001-02-03' },
      sort: { field: 'created_at', order: 'asc' },
    });
    expect((await call(ADMIN, 'GET', `/reporting/${id}/run`)).json()).toMatchObject({
      total: 4,
      rows: [
        // A yes-or-no answer stays a boolean: the portal words it in the reader's language.
        ['Dana Whole', true],
        ['Patient #NUM-7', null],
        ['XYZ-ABC', null],
        [`${last.slice(0, 13)}…`, null],
      ],
    });
  });
});
