import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../audit/schema.ts';
import { organisations } from '../organisations/schema.ts';
import { questionnaireVersions, questionnaires } from './schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';
import { feelingToday } from './demo.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const OTHER_ADMIN = 'admin@infantil.test';
const SUPER = 'super@lantern.test';

describe.each(databaseTargets)('questionnaires: the nine calls on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let stMarys: string;
  let infantil: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [ADMIN, GUARDIAN, OTHER_ADMIN, SUPER]));
    const orgs = await t.database.db.select().from(organisations);
    stMarys = first(orgs.filter((o) => o.urlCode === 'stmarys')).id;
    infantil = first(orgs.filter((o) => o.urlCode === 'infantil')).id;
  });
  afterAll(() => t.close());

  /** Every questionnaire row and version, to show that a refused call changed nothing. */
  const snapshot = async () =>
    JSON.stringify([
      await t.database.db.select().from(questionnaires).orderBy(questionnaires.id),
      await t.database.db.select().from(questionnaireVersions).orderBy(questionnaireVersions.id),
    ]);
  const create = async (title = 'Pain check') => {
    const res = await call(ADMIN, 'POST', '/questionnaire', { ...feelingToday, title: { en: title } });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; version: number; status: number };
  };

  it("the demo data holds St Mary's active questionnaire, answered by two patients, one answer set flagged", async () => {
    const [demo] = (await call(ADMIN, 'GET', '/questionnaire/all/with-users')).json().data;
    expect(demo).toMatchObject({
      title: { en: 'How are you feeling today?' },
      status: 1,
      assigned: 2,
      answered: 2,
    });
    expect(demo.users.map((u: { user: { type: number } }) => u.user.type)).toEqual([3, 3]);
    const scores = (await call(ADMIN, 'GET', `/questionnaire/responses?questionnaireId=${demo.id}`)).json()
      .data;
    expect(scores.map((r: { score: number }) => r.score).sort()).toEqual([1, 8]);
    expect((await call(ADMIN, 'GET', '/questionnaire/flags')).json().data).toMatchObject([
      { questionnaire_id: demo.id, score: 8 },
    ]);
  });

  it('creates a draft, reads it back, lists it and finds it by title in any language', async () => {
    const created = await create('Sleep and pain');
    expect(created).toMatchObject({ status: 0, version: 1, item_count: 5, assigned: 0, answered: 0 });
    const read = await call(ADMIN, 'GET', `/questionnaire?id=${created.id}`);
    expect(read.json()).toMatchObject({
      id: created.id,
      title: { en: 'Sleep and pain' },
      item: feelingToday.item,
    });
    const list = await call(ADMIN, 'GET', `/questionnaire/all?organisationId=${stMarys}&page=1&size=1000`);
    expect(list.json()).toMatchObject({ page: 1, size: 1000 });
    expect(list.json().data.map((q: { id: string }) => q.id)).toContain(created.id);
    const search = await call(ADMIN, 'GET', '/questionnaire/all?search=SLEEP%20AND');
    expect(search.json().data.map((q: { id: string }) => q.id)).toEqual([created.id]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.subject, created.id));
    expect(audit.map((a) => a.action)).toEqual(['questionnaire.create']);
  });

  it('refuses a definition that breaks its rules, naming the field, and stores nothing', async () => {
    const before = await snapshot();
    const [pain] = feelingToday.item;
    const res = await call(ADMIN, 'POST', '/questionnaire', {
      ...feelingToday,
      item: [pain, pain],
      dutyOfCare: null,
    });
    expect(res.json()).toMatchObject({
      status: 400,
      code: 'ValidationError',
      fields: [{ path: 'item.1.linkId', message: 'questionnaires.item.duplicateLinkId' }],
    });
    const shape = await call(ADMIN, 'POST', '/questionnaire', {
      ...feelingToday,
      item: [{ linkId: 'x', type: 'nope' }],
    });
    expect(shape.json()).toMatchObject({ status: 400, code: 'ValidationError' });
    const many = await call(ADMIN, 'POST', '/questionnaire/many', {
      questionnaires: [feelingToday, { ...feelingToday, dutyOfCare: { kind: 'answer', linkId: 'ghost' } }],
    });
    expect(many.json()).toMatchObject({
      status: 400,
      fields: [{ path: 'questionnaires.1.dutyOfCare.linkId' }],
    });
    expect(await snapshot()).toBe(before);
  });

  it('refuses bad input on every call with a 400 naming the field, changing nothing', async () => {
    const { id } = await create();
    const before = await snapshot();
    const bad = [
      ['GET', '/questionnaire?id=nope', undefined, 'id'],
      ['GET', '/questionnaire/all?size=1001', undefined, 'size'],
      ['GET', '/questionnaire/all/with-users?questionnaireId=1', undefined, 'questionnaireId'],
      ['POST', '/questionnaire', { ...feelingToday, title: { en: '' } }, 'title.en'],
      ['POST', '/questionnaire/many', { questionnaires: [] }, 'questionnaires'],
      ['PUT', '/questionnaire', { ...feelingToday, id: 'nope' }, 'id'],
      ['PUT', '/questionnaire/status', { questionnaireId: id, status: 3 }, 'status'],
      ['DELETE', '/questionnaire', { ids: ['nope'] }, 'ids'],
      ['POST', '/questionnaire/responses', { questionnaireId: id, userIds: ['nope'] }, 'userIds'],
    ] as const;
    for (const [method, url, body, field] of bad) {
      const res = await call(ADMIN, method, url, body);
      expect(res.json(), `${method} ${url}`).toMatchObject({ status: 400, code: 'ValidationError' });
      expect(JSON.stringify(res.json().fields), `${method} ${url}`).toContain(field);
    }
    expect(await snapshot()).toBe(before);
  });

  it('creates several at once', async () => {
    const res = await call(ADMIN, 'POST', '/questionnaire/many', {
      questionnaires: [feelingToday, { ...feelingToday, title: { en: 'Copy' } }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.map((q: { title: { en: string } }) => q.title.en)).toEqual([
      'How are you feeling today?',
      'Copy',
    ]);
  });

  it('edits a draft in place and an active questionnaire as a new version, keeping the old one', async () => {
    const { id } = await create();
    const renamed = await call(ADMIN, 'PUT', '/questionnaire', {
      ...feelingToday,
      id,
      title: { en: 'Renamed' },
    });
    expect(renamed.json()).toMatchObject({ version: 1, title: { en: 'Renamed' } });
    expect(
      (await call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: id, status: 1 })).statusCode,
    ).toBe(200);
    const before = await snapshot();
    const broken = await call(ADMIN, 'PUT', '/questionnaire', {
      ...feelingToday,
      id,
      dutyOfCare: { kind: 'score' },
    });
    expect(broken.json()).toMatchObject({ status: 400, fields: [{ path: 'dutyOfCare.threshold' }] });
    expect(
      (await call(ADMIN, 'PUT', '/questionnaire', { ...feelingToday, id: crypto.randomUUID() })).statusCode,
    ).toBe(404);
    expect(await snapshot()).toBe(before);
    const edited = await call(ADMIN, 'PUT', '/questionnaire', {
      ...feelingToday,
      id,
      title: { en: 'Second' },
    });
    expect(edited.json()).toMatchObject({ version: 2, status: 1, title: { en: 'Second' } });
    expect((await call(ADMIN, 'GET', `/questionnaire?id=${id}&version=1`)).json()).toMatchObject({
      version: 1,
      title: { en: 'Renamed' },
    });
    expect((await call(ADMIN, 'GET', `/questionnaire?id=${id}&version=3`)).statusCode).toBe(404);
  });

  it('moves statuses only as the table allows (Draft → Active ↔ Admin), else 409 with nothing changed', async () => {
    const { id } = await create();
    const move = (status: number) =>
      call(ADMIN, 'PUT', '/questionnaire/status', { questionnaireId: id, status });
    expect((await move(2)).json()).toMatchObject({ status: 409, code: 'Conflict' });
    expect((await move(0)).statusCode).toBe(409);
    expect((await move(1)).json()).toMatchObject({ status: 1 });
    expect((await move(0)).statusCode).toBe(409);
    expect((await move(1)).statusCode).toBe(409);
    expect((await move(2)).json()).toMatchObject({ status: 2 });
    expect((await move(1)).json()).toMatchObject({ status: 1 });
    const actions = await t.database.db.select().from(auditLog).where(eq(auditLog.subject, id));
    expect(actions.filter((a) => a.action === 'questionnaire.status').map((a) => a.detail)).toEqual([
      { from: 0, to: 1 },
      { from: 1, to: 2 },
      { from: 2, to: 1 },
    ]);
  });

  it('deletes questionnaires, all or none', async () => {
    const a = await create();
    const b = await create();
    const before = await snapshot();
    const foreign = await call(OTHER_ADMIN, 'POST', '/questionnaire', feelingToday);
    expect(foreign.statusCode).toBe(403);
    const missing = await call(ADMIN, 'DELETE', '/questionnaire', { ids: [a.id, crypto.randomUUID()] });
    expect(missing.json()).toMatchObject({ status: 404, code: 'ResourceNotFound' });
    expect(await snapshot()).toBe(before);
    expect((await call(ADMIN, 'DELETE', '/questionnaire', { ids: [a.id, b.id] })).statusCode).toBe(204);
    expect((await call(ADMIN, 'GET', `/questionnaire?id=${a.id}`)).statusCode).toBe(404);
  });

  it('refuses guardians, other organisations and an organisation without the feature, changing nothing', async () => {
    const { id } = await create();
    const before = await snapshot();
    const attempts = [
      ['GET', `/questionnaire?id=${id}`],
      ['GET', '/questionnaire/all'],
      ['GET', '/questionnaire/all/with-users'],
      ['POST', '/questionnaire', feelingToday],
      ['POST', '/questionnaire/many', { questionnaires: [feelingToday] }],
      ['PUT', '/questionnaire', { ...feelingToday, id }],
      ['PUT', '/questionnaire/status', { questionnaireId: id, status: 1 }],
      ['DELETE', '/questionnaire', { ids: [id] }],
      ['POST', '/questionnaire/responses', { questionnaireId: id, userIds: [crypto.randomUUID()] }],
    ] as const;
    for (const [method, url, body] of attempts) {
      expect((await call(GUARDIAN, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      // Hospital Infantil has no Questionnaires feature.
      expect((await call(OTHER_ADMIN, method, url, body)).json(), `${method} ${url}`).toMatchObject({
        status: 403,
        code: 'Forbidden',
      });
    }
    // With the feature, another organisation's questionnaire reads as missing.
    await t.database.db
      .update(organisations)
      .set({ features: ['Questionnaires'] })
      .where(eq(organisations.id, infantil));
    const naming = attempts.filter(([m, url]) => m !== 'GET' || url.includes('?id='));
    for (const [method, url, body] of naming.filter(
      ([m, url]) => !(m === 'POST' && url !== '/questionnaire/responses'),
    ))
      expect((await call(OTHER_ADMIN, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    expect((await call(OTHER_ADMIN, 'GET', `/questionnaire/all?organisationId=${stMarys}`)).statusCode).toBe(
      403,
    );
    await t.database.db
      .update(organisations)
      .set({ features: ['VideoContent'] })
      .where(eq(organisations.id, infantil));
    // St Mary's without the feature: its own admin is refused too.
    const [own] = await t.database.db.select().from(organisations).where(eq(organisations.id, stMarys));
    await t.database.db
      .update(organisations)
      .set({ features: ['VideoContent'] })
      .where(eq(organisations.id, stMarys));
    for (const [method, url, body] of attempts)
      expect((await call(ADMIN, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    await t.database.db
      .update(organisations)
      .set({ features: own?.features ?? [] })
      .where(eq(organisations.id, stMarys));
    expect(await snapshot()).toBe(before);
  });

  it('lets the super admin act within the organisation selected or named', async () => {
    expect((await call(SUPER, 'GET', '/questionnaire/all')).statusCode).toBe(403);
    const named = await call(SUPER, 'GET', `/questionnaire/all?organisationId=${stMarys}`);
    expect(named.statusCode).toBe(200);
    const created = await call(SUPER, 'POST', '/questionnaire', feelingToday, {
      'x-organisation-id': stMarys,
    });
    expect(created.json()).toMatchObject({ organisation_id: stMarys });
  });

  it('refuses the super admin an organisation they name without the feature, whichever they selected', async () => {
    // Hospital Infantil has no Questionnaires feature; St Mary's has.
    const refusal = {
      status: 403,
      code: 'Forbidden',
      message: 'The Questionnaires feature is not enabled for this organisation',
    };
    const url = `/questionnaire/all?organisationId=${infantil}`;
    expect((await call(SUPER, 'GET', url)).json()).toMatchObject(refusal);
    expect((await call(SUPER, 'GET', url, undefined, { 'x-organisation-id': stMarys })).json()).toMatchObject(
      refusal,
    );
  });
});
