import { readFile } from 'node:fs/promises';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { londonWallClockMs } from '../../src/api/contracts/time.ts';
import { openPage } from '../support/browser.ts';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';

const TITLE = 'Pain check on the ward';
/** A St Mary's demo patient known only by an app code (server/modules/users/demo-families.ts): the app signs in as them. */
const APP_CODE = '4NCYTP';

/** Builds: yes/no "Does anything hurt?", then "How much?" (A little = 1, A lot = 5) shown only after yes, and a score rule at 5. */
async function buildQuestionnaire(page: Page) {
  await page.getByLabel('Title (English)').fill(TITLE);
  const first = page.getByRole('region', { name: 'Question 1' });
  await first.getByLabel('Question (English)').fill('Does anything hurt?');
  await page.getByRole('button', { name: 'Add a question' }).click();
  const second = page.getByRole('region', { name: 'Question 2' });
  await second.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Choice', exact: true }).click();
  await second.getByLabel('Question (English)').fill('How much?');
  for (const [n, text, score] of [
    [0, 'A little', '1'],
    [1, 'A lot', '5'],
  ] as const) {
    await second.getByRole('button', { name: 'Add an answer' }).click();
    await second.getByLabel('Answer (English)').nth(n).fill(text);
    await second.getByLabel('Score', { exact: true }).nth(n).fill(score);
  }
  // Branching: "How much?" only after a yes to the first question.
  await second.getByRole('button', { name: 'Show only when…' }).click();
  await second.getByRole('combobox', { name: 'Answer', exact: true }).click();
  await page.getByRole('option', { name: 'Yes', exact: true }).click();
  // Duty of care: a score of 5 or more raises a flag.
  const rule = page.getByRole('region', { name: 'Duty of care' });
  await rule.getByRole('combobox', { name: 'Raise a flag' }).click();
  await page.getByRole('option', { name: 'When the score reaches' }).click();
  await rule.getByLabel('Score').fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText(`${TITLE} is saved.`).waitFor();
}

/** The patients' app: signs in with the hospital code and the app code, answers what it was asked. */
async function answerThroughTheApp(url: string) {
  const call = async (path: string, init: { token?: string; body?: unknown } = {}) => {
    const res = await fetch(`${url}/api${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    expect(res.status, path).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };
  const session = await call('/app/auth/signin', { body: { url_code: 'stmarys', app_code: '4nc-ytp' } });
  const token = session.access_token as string;
  const { data } = (await call('/app/questionnaires', { token })) as {
    data: { response_id: string; status: string; title: { en: string } }[];
  };
  const asked = data.find((q) => q.title.en === TITLE && q.status === 'pending');
  expect(asked).toBeDefined();
  const answered = await call(`/app/questionnaires/${asked?.response_id}/answers`, {
    token,
    body: {
      answers: [
        { linkId: 'q1', answer: [{ valueBoolean: true }] },
        { linkId: 'q2', answer: [{ valueCoding: { code: 'a2' } }] },
      ],
    },
  });
  expect(answered).toMatchObject({ status: 'completed', score: 5 });
}

const saved = async (page: Page, click: () => Promise<void>): Promise<Download> => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
};

describe('questionnaires end to end', () => {
  const ctx = useServerAndBrowser();

  it('build with branching and a score → activate → assign a patient → the app answers → answers per person and per question → xlsx and FHIR → the flag acknowledged', async () => {
    const { server, browser } = ctx;
    const page = await openPage(browser, server.url);
    await signInThroughPage(page, server.url, 'admin@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();

    await page.goto(`${server.url}/questionnaires/create`);
    await buildQuestionnaire(page);

    // Back on the list: a draft cannot be assigned yet; it is activated.
    const grid = page.getByRole('grid', { name: 'Questionnaires' });
    await grid.getByRole('button', { name: `Activate ${TITLE}` }).click();
    await page.getByText(`${TITLE} is active.`).waitFor();

    // Assign it to the patient, found by their app code.
    await grid.getByRole('button', { name: `Assign ${TITLE}` }).click();
    await page.getByRole('heading', { name: `Assign ${TITLE}` }).waitFor();
    await page.getByRole('searchbox', { name: 'Search by name, e-mail or number' }).fill(APP_CODE);
    const people = page.getByRole('list', { name: 'People to choose from' });
    await people.getByRole('checkbox', { name: /4NC-YTP/ }).check();
    await page.getByRole('button', { name: 'Ask 1 person' }).click();
    await page.getByText(`1 person was asked to answer ${TITLE}.`).waitFor();
    const asked = page.getByRole('table', { name: 'Who was asked' });
    await asked.getByRole('row', { name: /4NC-YTP.*Not answered yet/ }).waitFor();

    await answerThroughTheApp(server.url);

    // Who answered and when.
    await page.reload();
    await asked.getByRole('row', { name: /4NC-YTP.*Answered/ }).waitFor();

    // Answers per person: the score, and each answer in words.
    await page.getByRole('button', { name: 'Responses' }).click();
    await page.getByText('1 of 1 answered').waitFor();
    const perPerson = page.getByRole('table', { name: 'Per person' });
    const row = perPerson.getByRole('row', { name: /4NC-YTP/ });
    expect(await row.getByRole('cell').nth(3).innerText()).toBe('5');
    await row.getByRole('button', { name: 'Answers of 4NC-YTP' }).click();
    const answers = page.getByRole('table', { name: 'Answers of 4NC-YTP' });
    await answers.getByRole('row', { name: 'Does anything hurt? Yes' }).waitFor();
    await answers.getByRole('row', { name: 'How much? A lot' }).waitFor();

    // Answers per question: a chart, and its table.
    await page.getByRole('tab', { name: 'Per question' }).click();
    const howMuch = page.getByRole('region', { name: 'How much?' });
    await howMuch.getByRole('figure', { name: 'Answers to How much?' }).waitFor();
    await howMuch.getByRole('button', { name: 'Table' }).click();
    const counts = howMuch.getByRole('table', { name: 'Answers to How much?' });
    await counts.getByRole('row', { name: 'A lot 1' }).waitFor();
    await counts.getByRole('row', { name: 'A little 0' }).waitFor();

    // The xlsx export, read back: sheet 'data', the patient's row with score and answers.
    const xlsx = await saved(page, () => page.getByRole('button', { name: 'Export xlsx' }).click());
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const sheets = await readXlsxFile(await readFile(await xlsx.path()));
    expect(sheets.map((s) => s.sheet)).toEqual(['data']);
    const [header, ...rows] = sheets[0]?.data ?? [];
    const at = (name: string) => (header ?? []).indexOf(name);
    expect(header).toEqual(
      expect.arrayContaining(['Child', 'App code', 'Version', 'Answered at', 'Score', 'Flag (rule met)']),
    );
    expect(rows).toHaveLength(1);
    const exported = rows[0] ?? [];
    expect(exported[at('App code')]).toBe(APP_CODE);
    expect(exported[at('Version')]).toBe(1);
    expect(exported[at('Score')]).toBe(5);
    // Answers as a reader reads them: Yes/No and the option's text, not `true` or a code.
    expect(exported[at('Does anything hurt?')]).toBe('Yes');
    expect(exported[at('How much?')]).toBe('A lot');
    // "Answered at" is a date cell a spreadsheet can sort, in London's wall-clock time: a moment ago.
    const answeredAt = exported[at('Answered at')] as unknown as Date;
    expect(Math.abs(answeredAt.getTime() - londonWallClockMs(Date.now()))).toBeLessThan(15 * 60_000);

    // The FHIR export: a Bundle holding the Questionnaire and a QuestionnaireResponse with the answers.
    const fhir = await saved(page, () => page.getByRole('button', { name: 'Export FHIR JSON' }).click());
    const bundle = JSON.parse(await readFile(await fhir.path(), 'utf8')) as {
      resourceType: string;
      entry: { resource: { resourceType: string; status?: string; item?: unknown[] } }[];
    };
    expect(bundle.resourceType).toBe('Bundle');
    const responses = bundle.entry.filter((e) => e.resource.resourceType === 'QuestionnaireResponse');
    expect(responses).toHaveLength(1);
    expect(responses[0]?.resource.status).toBe('completed');
    expect(responses[0]?.resource.item).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ linkId: 'q1', answer: [expect.objectContaining({ valueBoolean: true })] }),
        expect.objectContaining({
          linkId: 'q2',
          answer: [expect.objectContaining({ valueCoding: expect.objectContaining({ code: 'a2' }) })],
        }),
      ]),
    );

    // The score reached the rule: a flag waits in the queue until an admin acknowledges it.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Duty-of-care flags' })
      .click();
    const card = page.getByRole('article', { name: /4NC-YTP/ });
    await card.getByRole('button', { name: /^Acknowledge the flag about 4NC-YTP/ }).click();
    await page
      .getByRole('dialog', { name: 'Acknowledge this flag?' })
      .getByRole('button', { name: 'Acknowledge' })
      .click();
    await page.getByText('The flag was acknowledged.').first().waitFor();
    await page.context().close();
    // One long journey through five screens and the app API: more than the default minute on a busy machine.
  }, 180_000);
});
