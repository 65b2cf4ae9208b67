import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contentItems, organisations } from '../organisations/schema.ts';
import { organisationVideos } from '../videos/schema.ts';
import { questionnaires } from '../questionnaires/schema.ts';
import { createTestApp, databaseTargets, first, type TestApp } from '../../test/harness.ts';
import type { MissionInput } from '../../../src/api/contracts/missions.ts';
import { calmAnswers } from '../questionnaires/index.ts';
import { ADMIN, createWorld, GUARDIAN, OTHER_ADMIN, wardQuiz } from '../../test/quiz-world.ts';

describe.each(databaseTargets)('missions on $name', (target) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof createWorld>>;
  let mission: MissionInput;
  let missionId: string;
  let quizId: string;
  let questionnaireId: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await createWorld(t);
    const { db } = t.database;
    const stMarys = first(await db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys')));
    const video = first(
      await db
        .insert(organisationVideos)
        .values({
          organisationId: stMarys.id,
          title: 'Meet the ward',
          host: 'local',
          size: 10,
          filetype: 'video/mp4',
          status: 'ready',
          published: true,
        })
        .returning(),
    );
    questionnaireId = first(
      await db.select().from(questionnaires).where(eq(questionnaires.organisationId, stMarys.id)),
    ).id;
    const item = first(
      await db.select().from(contentItems).where(eq(contentItems.code, 'game-bubble-breathing')),
    );
    quizId = (await w.call(ADMIN, 'POST', '/quizzes', wardQuiz())).json().id;
    await w.call(ADMIN, 'PUT', `/quizzes/${quizId}/areas`, { area_ids: [w.oncology.id] });
    mission = {
      title: { en: 'Ready for surgery', es: 'Listos para la operación' },
      steps: [
        { id: 'quiz', kind: 'quiz', target_id: quizId, title: { en: 'Do the ward quiz' } },
        { id: 'video', kind: 'video', target_id: video.id, title: { en: 'Watch Meet the ward' } },
        {
          id: 'feel',
          kind: 'questionnaire',
          target_id: questionnaireId,
          title: { en: 'Tell us how you feel' },
        },
        { id: 'breathe', kind: 'content_item', target_id: item.id, title: { en: 'Try bubble breathing' } },
      ],
      badge: { name: { en: 'Brave explorer', es: 'Explorador valiente' }, icon: 'rocket' },
    };
  });
  afterAll(() => t.close());

  const step = (who: 'a' | 'b' | 'c', stepId: string, clientId = randomUUID()) =>
    w.app(who, 'POST', `/missions/${missionId}/progress`, { client_id: clientId, step_id: stepId });

  it('creates a mission whose steps name real targets of the organisation, and refuses others', async () => {
    const before = await w.snapshot();
    const foreignQuiz = (await w.call(OTHER_ADMIN, 'POST', '/quizzes', wardQuiz())).json().id;
    const bad = structuredClone(mission);
    (bad.steps[0] as { target_id: string }).target_id = foreignQuiz;
    (bad.steps[2] as { target_id: string }).target_id = randomUUID();
    (bad.steps[3] as { id: string }).id = 'quiz';
    const res = await w.call(ADMIN, 'POST', '/missions', bad);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['steps', 'steps.0.target_id', 'steps.2.target_id']);
    expect((await w.call(GUARDIAN, 'POST', '/missions', mission)).statusCode).toBe(403);
    // Infantil's admin cannot make a mission of St Mary's quiz.
    expect((await w.call(OTHER_ADMIN, 'POST', '/missions', mission)).json()).toMatchObject({ status: 400 });
    await w.withoutFeature('xplr-fea-misn', async () => {
      expect((await w.call(ADMIN, 'POST', '/missions', mission)).statusCode).toBe(403);
    });
    await w.call(OTHER_ADMIN, 'DELETE', `/quizzes/${foreignQuiz}`);
    expect(await w.snapshot()).toBe(before);

    const created = await w.call(ADMIN, 'POST', '/missions', mission);
    expect(created.statusCode).toBe(201);
    missionId = created.json().id;
    expect(created.json()).toMatchObject({ badge: { icon: 'rocket' }, started_count: 0, completed_count: 0 });
  });

  it('reorders steps on edit, and keeps missions to admins of their organisation', async () => {
    const reordered = { ...mission, steps: [...mission.steps].reverse() };
    const res = await w.call(ADMIN, 'PUT', `/missions/${missionId}`, reordered);
    expect(res.json().steps.map((s: { id: string }) => s.id)).toEqual(['breathe', 'feel', 'video', 'quiz']);
    await w.call(ADMIN, 'PUT', `/missions/${missionId}`, mission);
    const before = await w.snapshot();
    for (const [method, url, body] of [
      ['GET', `/missions/${missionId}`, undefined],
      ['PUT', `/missions/${missionId}`, mission],
      ['PUT', `/missions/${missionId}/areas`, { area_ids: [w.infantilArea.id] }],
      ['GET', `/missions/${missionId}/progress`, undefined],
      ['DELETE', `/missions/${missionId}`, undefined],
    ] as const) {
      expect((await w.call(OTHER_ADMIN, method, url, body)).json()).toMatchObject({ status: 404 });
      expect((await w.call(GUARDIAN, method, url, body)).json()).toMatchObject({ status: 403 });
    }
    expect(
      (await w.call(ADMIN, 'PUT', `/missions/${missionId}/areas`, { area_ids: [w.infantilArea.id] })).json(),
    ).toMatchObject({ status: 400, fields: [{ path: 'area_ids' }] });
    expect(await w.snapshot()).toBe(before);
    const offered = await w.call(ADMIN, 'PUT', `/missions/${missionId}/areas`, { area_ids: [w.oncology.id] });
    expect(offered.json().area_ids).toEqual([w.oncology.id]);
    // Many changes at once (on PostgreSQL two replacements both deleted, then both inserted: a 500).
    const together = await Promise.all(
      Array.from({ length: 12 }, () =>
        w.call(ADMIN, 'PUT', `/missions/${missionId}/areas`, { area_ids: [w.oncology.id] }),
      ),
    );
    expect(together.map((r) => r.statusCode)).toEqual(together.map(() => 200));
    expect(together.at(-1)?.json().area_ids).toEqual([w.oncology.id]);
  });

  it('refuses deleting a quiz while a mission has it as a step', async () => {
    expect((await w.call(ADMIN, 'DELETE', `/quizzes/${quizId}`)).json()).toMatchObject({
      status: 409,
      code: 'Conflict',
    });
  });

  it('completes steps only in order and only once their quiz or questionnaire was really done', async () => {
    const before = await w.snapshot();
    expect((await step('a', 'video')).json()).toMatchObject({ status: 409, code: 'Conflict' });
    expect((await step('a', 'quiz')).json()).toMatchObject({
      status: 409,
      message: 'The quiz of this step has not been submitted',
    });
    expect((await step('a', 'nope')).json()).toMatchObject({ status: 400, fields: [{ path: 'step_id' }] });
    // Other patients: B is in no area with the mission, C is of Infantil.
    expect((await step('b', 'quiz')).statusCode).toBe(404);
    expect((await step('c', 'quiz')).statusCode).toBe(404);
    expect((await w.app('b', 'GET', '/missions')).json().data).toEqual([]);
    await w.withoutFeature('xplr-fea-misn', async () => {
      expect((await w.app('a', 'GET', '/missions')).statusCode).toBe(403);
      expect((await step('a', 'quiz')).statusCode).toBe(403);
    });
    expect(await w.snapshot()).toBe(before);

    await w.app('a', 'POST', `/quizzes/${quizId}/answers`, {
      client_id: randomUUID(),
      answers: [
        { question_id: 'hands', choice_ids: ['always'] },
        { question_id: 'help', choice_ids: ['nurse', 'doctor'] },
      ],
    });
    const clientId = randomUUID();
    const first = (await step('a', 'quiz', clientId)).json();
    expect(first.steps.map((s: { completed_at: string | null }) => s.completed_at !== null)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    const retried = await step('a', 'quiz', clientId);
    expect(retried.json()).toEqual(first);
    expect((await step('a', 'video', clientId)).json()).toMatchObject({ status: 409 });
    expect((await step('a', 'video')).statusCode).toBe(200);
    expect((await step('a', 'feel')).json()).toMatchObject({
      status: 409,
      message: 'The questionnaire of this step has not been answered',
    });
  });

  it('awards the badge when the last step is done, and shows each patient progress', async () => {
    const asked = await w.call(ADMIN, 'POST', '/questionnaire/responses', {
      questionnaireId,
      userIds: [w.ids.a],
    });
    const responseId = asked.json().data[0].response_id;
    await w.app('a', 'POST', `/questionnaires/${responseId}/answers`, { answers: calmAnswers });
    expect((await step('a', 'feel')).statusCode).toBe(200);
    const last = (await step('a', 'breathe')).json();
    expect(last.badge_awarded_at).not.toBeNull();
    // The oncology ward also holds the demo data set's mission: find this test's own.
    const missions: { id: string }[] = (await w.app('a', 'GET', '/missions')).json().data;
    expect(missions.find((m) => m.id === missionId)).toMatchObject({
      id: missionId,
      badge: { name: { en: 'Brave explorer' } },
      badge_awarded_at: last.badge_awarded_at,
    });

    const progress = (await w.call(ADMIN, 'GET', `/missions/${missionId}/progress`)).json();
    expect(progress.step_count).toBe(4);
    const a = progress.patients.find((p: { user: { id: string } }) => p.user.id === w.ids.a);
    expect(a).toMatchObject({
      step_ids: ['quiz', 'video', 'feel', 'breathe'],
      badge_awarded_at: last.badge_awarded_at,
    });
    expect(progress.patients.some((p: { user: { id: string } }) => p.user.id === w.ids.b)).toBe(false);
    expect((await w.call(ADMIN, 'GET', `/missions/${missionId}`)).json()).toMatchObject({
      started_count: 1,
      completed_count: 1,
    });
  });

  it('deletes a mission with its progress, and then the quiz may go', async () => {
    expect((await w.call(ADMIN, 'DELETE', `/missions/${missionId}`)).statusCode).toBe(204);
    expect((await w.call(ADMIN, 'GET', `/missions/${missionId}`)).statusCode).toBe(404);
    expect((await w.call(ADMIN, 'DELETE', `/quizzes/${quizId}`)).statusCode).toBe(204);
  });
});
