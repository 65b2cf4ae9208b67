import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';

// The demo data already holds the oncology ward's quiz and mission: this test's own are found by name.
const QUIZ = 'Germ busters';
const MISSION = 'Brave explorer';
/** A St Mary's demo patient known only by an app code (server/modules/users/demo-families.ts): the app signs in as them. */
const APP_CODE = '4nc-ytp';

interface AppQuiz {
  id: string;
  title: { en: string };
  questions: { id: string; text: { en: string }; choices: { id: string; text: { en: string } }[] }[];
}
interface AppMission {
  id: string;
  title: { en: string };
  steps: { id: string; kind: string; completed_at: string | null }[];
  badge_awarded_at: string | null;
}

/** The patients' app: its calls, signed in with the hospital code and the patient's app code. */
async function appClient(url: string) {
  const call = async (path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${url}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const session = await call('/app/auth/signin', { url_code: 'stmarys', app_code: APP_CODE });
  expect(session.status).toBe(200);
  const token = session.body.access_token as string;
  return {
    get: (path: string) => call(path, undefined, token),
    post: (path: string, body: unknown) => call(path, body, token),
  };
}

/** Fills the English field of a localised text (its Arabic and Spanish fields carry the language in their names). */
const fill = (scope: Locator, label: string, value: string) =>
  scope.getByRole('textbox', { name: label, exact: true }).fill(value);

/** Picks an option of an MUI select: its list opens in a popup outside the dialog. */
async function choose(page: Page, scope: Locator, select: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Through the quiz editor: "Which helps stop germs?" (one correct answer: washing hands) and "Who
 * can help?" (several: a nurse and a doctor, not nobody).
 */
async function createQuiz(page: Page) {
  await page.getByRole('button', { name: 'New quiz' }).click();
  const editor = page.getByRole('dialog', { name: 'New quiz' });
  await fill(editor, 'Title', QUIZ);
  const first = editor.getByRole('region', { name: 'Question 1' });
  await fill(first, 'Question', 'Which helps stop germs?');
  await fill(first, 'Choice 1', 'Washing hands');
  await fill(first, 'Choice 2', 'Sharing cups');
  await editor.getByRole('button', { name: 'Add question' }).click();
  const second = editor.getByRole('region', { name: 'Question 2' });
  await choose(page, second, 'Answers', 'Several correct answers');
  await fill(second, 'Question', 'Who can help?');
  await second.getByRole('button', { name: 'Add choice' }).click();
  await fill(second, 'Choice 1', 'A nurse');
  await fill(second, 'Choice 2', 'A doctor');
  await fill(second, 'Choice 3', 'Nobody');
  await second.getByRole('checkbox', { name: 'Choice 2 is correct' }).check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`${QUIZ} was created.`).waitFor();
}

/** Offers a quiz or a mission (its list row's "Areas of …") in one area. */
async function offerIn(page: Page, title: string, area: string) {
  await page.getByRole('button', { name: `Areas of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Offer ${title} in areas` });
  await dialog.getByRole('checkbox', { name: area }).check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`The areas of ${title} were saved.`).waitFor();
}

/** Through the step editor: the quiz, then a carousel item of the patient's area; a star badge. */
async function createMission(page: Page, carouselItem: string) {
  await page.getByRole('button', { name: 'New mission' }).click();
  const editor = page.getByRole('dialog', { name: 'New mission' });
  await fill(editor, 'Title', MISSION);
  // Added in the wrong order and put right with "Move up", as an admin would.
  const step = (n: number) => editor.getByRole('listitem', { name: `Step ${n}` });
  await choose(page, step(1), 'Step', 'Open a carousel item');
  await choose(
    page,
    step(1),
    'What to do',
    new RegExp(`· ${carouselItem.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
  );
  await fill(step(1), 'Step title', `Play ${carouselItem}`);
  await editor.getByRole('button', { name: 'Add step' }).click();
  await choose(page, step(2), 'What to do', QUIZ);
  await fill(step(2), 'Step title', `Do ${QUIZ}`);
  await editor.getByRole('button', { name: 'Move step 2 up' }).click();
  await expect
    .poll(() => step(1).getByRole('textbox', { name: 'Step title', exact: true }).inputValue())
    .toBe(`Do ${QUIZ}`);
  await fill(editor, 'Badge name', 'Germ buster badge');
  await editor.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`${MISSION} was created.`).waitFor();
}

describe('quizzes and missions end to end', () => {
  const ctx = useServerAndBrowser();

  it('an admin builds a quiz and a mission in the portal and offers them in the patient’s area → the app answers the quiz and completes the steps in order → the results and the badge show in the portal', async () => {
    const { server, browser } = ctx;
    const app = await appClient(server.url);

    // The patient's area and one of its carousel items, as the app sees them.
    const content = (await app.get('/app/content')).body as {
      areas: { name: string; carousels: { content_items: { name: string }[] }[] }[];
    };
    const area = content.areas[0];
    const carouselItem = area?.carousels[0]?.content_items[0]?.name;
    expect(area && carouselItem).toBeTruthy();
    if (!area || !carouselItem) return;

    const page = await openPage(browser, server.url);
    await signInThroughPage(page, server.url, 'admin@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();

    await page.goto(`${server.url}/quizzes`);
    await createQuiz(page);
    await offerIn(page, QUIZ, area.name);

    await page.goto(`${server.url}/missions`);
    await createMission(page, carouselItem);
    await offerIn(page, MISSION, area.name);

    // The app lists both; the quiz holds no word of which answers are right.
    const quizzes = (await app.get('/app/quizzes')).body.data as AppQuiz[];
    const quiz = quizzes.find((q) => q.title.en === QUIZ);
    expect(quiz?.questions.map((q) => q.text.en)).toEqual(['Which helps stop germs?', 'Who can help?']);
    expect(JSON.stringify(quiz)).not.toContain('correct');
    const missions = (await app.get('/app/missions')).body.data as AppMission[];
    const mission = missions.find((m) => m.title.en === MISSION);
    expect(mission?.steps.map((s) => s.kind)).toEqual(['quiz', 'content_item']);
    if (!quiz || !mission) return;
    const [quizStep, playStep] = mission.steps;
    const done = (stepId: string | undefined) =>
      app.post(`/app/missions/${mission.id}/progress`, { client_id: randomUUID(), step_id: stepId });

    // In order: the carousel step cannot come first, and the quiz step waits for the quiz.
    expect((await done(playStep?.id)).status).toBe(409);
    expect((await done(quizStep?.id)).status).toBe(409);

    // Answers: right on the first question, a doctor forgotten on the second; scored on the server.
    const choice = (q: number, text: string) =>
      quiz.questions[q]?.choices.find((c) => c.text.en === text)?.id as string;
    const attempt = await app.post(`/app/quizzes/${quiz.id}/answers`, {
      client_id: randomUUID(),
      answers: [
        { question_id: quiz.questions[0]?.id, choice_ids: [choice(0, 'Washing hands')] },
        { question_id: quiz.questions[1]?.id, choice_ids: [choice(1, 'A nurse')] },
      ],
    });
    expect(attempt.status).toBe(200);
    expect(attempt.body).toMatchObject({ score: 1, total: 2 });

    expect((await done(quizStep?.id)).status).toBe(200);
    const finished = await done(playStep?.id);
    expect(finished.status).toBe(200);
    expect(finished.body.badge_awarded_at).toEqual(expect.any(String));

    // The quiz's results in the portal: per patient, and per question.
    await page.goto(`${server.url}/quizzes`);
    await page.getByRole('button', { name: `Results of ${QUIZ}` }).click();
    const results = page.getByRole('dialog', { name: `Results of ${QUIZ}` });
    const perPatient = results.getByRole('table', { name: 'Per patient' });
    const row = perPatient.getByRole('row', { name: /4NC-YTP/ });
    // allInnerTexts does not wait: the results load after the dialog opens.
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([
      expect.stringContaining('4NC-YTP'),
      '1/2',
      '1/2',
      '1',
      expect.any(String),
    ]);
    await results.getByText('1 of 1 right (100%)').waitFor();
    await results.getByText('0 of 1 right (0%)').waitFor();
    await results.getByRole('progressbar', { name: 'A nurse: chosen by 1' }).waitFor();
    await results.getByRole('progressbar', { name: 'A doctor: chosen by 0' }).waitFor();
    await results.getByRole('button', { name: 'Close' }).click();

    // The mission's progress in the portal: both steps done, and the badge earned.
    await page.goto(`${server.url}/missions`);
    const list = page.getByRole('table', { name: 'Missions' });
    await list.getByRole('row', { name: new RegExp(`${MISSION}.*1 started, 1 done`) }).waitFor();
    await page.getByRole('button', { name: `Progress of ${MISSION}` }).click();
    const progress = page.getByRole('dialog', { name: `Progress of ${MISSION}` });
    const patient = progress
      .getByRole('table', { name: 'Progress per patient' })
      .getByRole('row', { name: /4NC-YTP/ });
    await patient.getByText('2 of 2').waitFor();
    await patient.getByText(/^Earned /).waitFor();
    await page.context().close();
    // Two editors, two lists and the app API in one journey: more than the default minute on a busy machine.
  }, 180_000);
});
