import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type TestApp } from '../../test/harness.ts';
import { ADMIN, createWorld, GUARDIAN, OTHER_ADMIN, PNG, wardQuiz } from '../../test/quiz-world.ts';

describe.each(databaseTargets)('quizzes on $name', (target) => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof createWorld>>;
  let quizId: string;
  let image: { id: string; url: string };

  beforeAll(async () => {
    t = await createTestApp(target);
    w = await createWorld(t);
  });
  afterAll(() => t.close());

  const upload = (who: string, body: Buffer, type = 'image/png') =>
    w.call(who, 'POST', '/quizzes/images', body as unknown as string, { 'content-type': type });

  it('stores a question image only when its bytes are the image it claims, and serves it by its hashed address', async () => {
    const before = await w.snapshot();
    expect((await upload(ADMIN, Buffer.from('<script>alert(1)</script>'))).json()).toMatchObject({
      status: 415,
      code: 'UnsupportedMediaType',
    });
    expect((await upload(GUARDIAN, PNG)).statusCode).toBe(403);
    expect(await w.snapshot()).toBe(before);
    const res = await upload(ADMIN, PNG);
    expect(res.statusCode).toBe(201);
    image = res.json();
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const guessed = await t.app.inject({
      method: 'GET',
      url: `/api/quizzes/images/${image.id}?v=${'0'.repeat(32)}`,
    });
    expect(guessed.json()).toMatchObject({ status: 404, code: 'ResourceNotFound' });
  });

  it('creates a quiz with its image and translations, and lists it', async () => {
    const res = await w.call(ADMIN, 'POST', '/quizzes', wardQuiz(image.id));
    expect(res.statusCode).toBe(201);
    const quiz = res.json();
    quizId = quiz.id;
    expect(quiz).toMatchObject({
      title: { en: 'Staying safe on the ward', es: 'Seguros en la planta' },
      question_count: 2,
      area_ids: [],
      attempt_count: 0,
    });
    expect(quiz.questions[0]).toMatchObject({ id: 'hands', image_id: image.id, image_url: image.url });
    const list = (await w.call(ADMIN, 'GET', '/quizzes')).json();
    expect(list.data.map((q: { id: string }) => q.id)).toContain(quizId);
  });

  it('refuses a bad quiz naming each bad field, and stores nothing', async () => {
    const before = await w.snapshot();
    const body = wardQuiz(randomUUID());
    body.questions[0]?.choices.forEach((c) => (c.correct = true));
    body.questions[1]?.choices.forEach((c) => (c.correct = false));
    const res = await w.call(ADMIN, 'POST', '/quizzes', body);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['questions.0.choices', 'questions.0.image_id', 'questions.1.choices']);
    const schema = await w.call(ADMIN, 'POST', '/quizzes', { title: { en: '' }, questions: [] });
    expect(schema.json()).toMatchObject({ status: 400, code: 'ValidationError' });
    const repeated = wardQuiz();
    (repeated.questions[1] as { id: string }).id = 'hands';
    expect((await w.call(ADMIN, 'PUT', `/quizzes/${quizId}`, repeated)).json()).toMatchObject({
      status: 400,
      fields: [{ path: 'questions' }],
    });
    expect(await w.snapshot()).toBe(before);
  });

  it('keeps quizzes to admins of their organisation with the feature on: nothing changes otherwise', async () => {
    const before = await w.snapshot();
    expect((await w.call(GUARDIAN, 'GET', '/quizzes')).statusCode).toBe(403);
    expect((await w.call(GUARDIAN, 'POST', '/quizzes', wardQuiz())).statusCode).toBe(403);
    for (const [method, url, body] of [
      ['GET', `/quizzes/${quizId}`, undefined],
      ['PUT', `/quizzes/${quizId}`, wardQuiz()],
      ['PUT', `/quizzes/${quizId}/areas`, { area_ids: [w.infantilArea.id] }],
      ['GET', `/quizzes/${quizId}/results`, undefined],
      ['DELETE', `/quizzes/${quizId}`, undefined],
    ] as const) {
      const res = await w.call(OTHER_ADMIN, method, url, body);
      expect(res.json()).toMatchObject({ status: 404, code: 'ResourceNotFound' });
    }
    expect((await w.call(OTHER_ADMIN, 'GET', '/quizzes')).json().data).toEqual([]);
    // An image of another organisation cannot be put in a quiz.
    expect((await w.call(OTHER_ADMIN, 'POST', '/quizzes', wardQuiz(image.id))).json()).toMatchObject({
      status: 400,
      fields: [{ path: 'questions.0.image_id' }],
    });
    await w.withoutFeature('xplr-fea-quiz', async () => {
      expect((await w.call(ADMIN, 'GET', '/quizzes')).json()).toMatchObject({
        status: 403,
        code: 'Forbidden',
      });
      expect((await w.call(ADMIN, 'POST', '/quizzes', wardQuiz())).statusCode).toBe(403);
      expect((await upload(ADMIN, PNG)).statusCode).toBe(403);
    });
    expect(await w.snapshot()).toBe(before);
  });

  it('offers the quiz in areas of its organisation only', async () => {
    const foreign = await w.call(ADMIN, 'PUT', `/quizzes/${quizId}/areas`, { area_ids: [w.infantilArea.id] });
    expect(foreign.json()).toMatchObject({ status: 400, fields: [{ path: 'area_ids' }] });
    const res = await w.call(ADMIN, 'PUT', `/quizzes/${quizId}/areas`, { area_ids: [w.oncology.id] });
    expect(res.json().area_ids).toEqual([w.oncology.id]);
  });

  it('answers every one of many area changes sent at once, and keeps the set they name', async () => {
    // On PostgreSQL two replacements at once both deleted, then both inserted: a duplicate key, a 500.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        w.call(ADMIN, 'PUT', `/quizzes/${quizId}/areas`, { area_ids: [w.oncology.id] }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    const quiz = await w.call(ADMIN, 'GET', `/quizzes/${quizId}`);
    expect(quiz.json().area_ids).toEqual([w.oncology.id]);
  });

  it("shows the app's patient the quizzes of their areas without saying which answers are right", async () => {
    // The oncology ward also holds the demo data set's quiz; this test's quiz is the one it offered.
    const mine: { id: string }[] = (await w.app('a', 'GET', '/quizzes')).json().data;
    expect(mine.map((q) => q.id)).toContain(quizId);
    const ours = mine.find((q) => q.id === quizId);
    expect(JSON.stringify(ours)).not.toContain('correct');
    expect(ours).toMatchObject({
      last_attempt: null,
      questions: [{ id: 'hands', image_url: image.url }, { id: 'help' }],
    });
    expect((await w.app('b', 'GET', '/quizzes')).json().data).toEqual([]);
    expect((await w.app('c', 'GET', '/quizzes')).json().data).toEqual([]);
    expect((await w.call(ADMIN, 'GET', '/app/quizzes')).statusCode).toBe(403);
  });

  it('scores answers on the server, once per client id, and refuses incomplete ones', async () => {
    const before = await w.snapshot();
    const clientId = randomUUID();
    const right = {
      client_id: clientId,
      answers: [
        { question_id: 'hands', choice_ids: ['always'] },
        { question_id: 'help', choice_ids: ['doctor', 'nurse'] },
      ],
    };
    const incomplete = await w.app('a', 'POST', `/quizzes/${quizId}/answers`, {
      client_id: clientId,
      answers: [{ question_id: 'hands', choice_ids: ['always', 'never'] }],
    });
    expect(incomplete.json().fields.map((f: { path: string }) => f.path)).toEqual([
      'answers.0.choice_ids',
      'answers',
    ]);
    // Another patient's token: patient B is in no area with the quiz, patient C is of Infantil.
    expect((await w.app('b', 'POST', `/quizzes/${quizId}/answers`, right)).statusCode).toBe(404);
    expect((await w.app('c', 'POST', `/quizzes/${quizId}/answers`, right)).statusCode).toBe(404);
    await w.withoutFeature('xplr-fea-quiz', async () => {
      expect((await w.app('a', 'POST', `/quizzes/${quizId}/answers`, right)).statusCode).toBe(403);
      expect((await w.app('a', 'GET', '/quizzes')).statusCode).toBe(403);
    });
    expect(await w.snapshot()).toBe(before);

    const res = await w.app('a', 'POST', `/quizzes/${quizId}/answers`, right);
    expect(res.statusCode).toBe(200);
    const attempt = res.json();
    expect(attempt).toMatchObject({ score: 2, total: 2, client_id: clientId });
    expect(attempt.results[0]).toMatchObject({
      question_id: 'hands',
      correct: true,
      correct_choice_ids: ['always'],
      explanation: { en: 'Clean hands keep germs away from everyone on the ward.' },
    });
    // The app retries (no answer reached it): the same attempt, nothing new stored.
    const again = await w.app('a', 'POST', `/quizzes/${quizId}/answers`, right);
    expect(again.json().id).toBe(attempt.id);
    const wrong = await w.app('a', 'POST', `/quizzes/${quizId}/answers`, {
      client_id: randomUUID(),
      answers: [
        { question_id: 'hands', choice_ids: ['always'] },
        { question_id: 'help', choice_ids: ['nurse'] },
      ],
    });
    expect(wrong.json()).toMatchObject({
      score: 1,
      total: 2,
      results: [{ correct: true }, { correct: false }],
    });
    const listed: { id: string; last_attempt: unknown }[] = (await w.app('a', 'GET', '/quizzes')).json().data;
    expect(listed.find((q) => q.id === quizId)?.last_attempt).toMatchObject({
      score: 1,
      total: 2,
    });
  });

  it('shows results per patient and per question', async () => {
    const results = (await w.call(ADMIN, 'GET', `/quizzes/${quizId}/results`)).json();
    expect(results.patients).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: w.ids.a, app_code: 'QQAAAA' }),
        attempts: 2,
        best_score: 2,
        last_score: 1,
        total: 2,
      }),
    ]);
    expect(results.questions[1]).toMatchObject({
      question_id: 'help',
      answered: 1,
      correct: 0,
      choices: [
        { id: 'nurse', chosen: 1, correct: true },
        { id: 'doctor', chosen: 0, correct: true },
        { id: 'nobody', chosen: 0, correct: false },
      ],
    });
    const summary = (await w.call(ADMIN, 'GET', `/quizzes/${quizId}`)).json();
    expect(summary).toMatchObject({ attempt_count: 2, patient_count: 1 });
  });

  it('deletes a quiz with its results', async () => {
    const res = await w.call(ADMIN, 'DELETE', `/quizzes/${quizId}`);
    expect(res.statusCode).toBe(204);
    expect((await w.call(ADMIN, 'GET', `/quizzes/${quizId}`)).statusCode).toBe(404);
    const left: { id: string }[] = (await w.app('a', 'GET', '/quizzes')).json().data;
    expect(left.map((q) => q.id)).not.toContain(quizId);
  });
});
