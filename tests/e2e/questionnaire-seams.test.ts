import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminApi, signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { readOutbox } from '../support/server.ts';
import { openPage } from '../support/browser.ts';

const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';
const TITLE = 'Pain and sleep check';

/** A phone (390 × 844) whose visitor already answered the cookie banner. */
async function phonePage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await context.addCookies([
    { name: 'cookie_consent', value: JSON.stringify({ productWebsite: false, analytics: false }), url },
  ]);
  return context.newPage();
}

const option = (code: string, en: string, weight: number) => ({ code, display: { en }, weight });
/** A pain question that opens its level, and sleep: scored, a score of 4 or more meets the rule. */
const definition = {
  title: { en: TITLE },
  item: [
    { linkId: 'pain', text: { en: 'Is your child in pain?' }, type: 'boolean', required: true },
    {
      linkId: 'level',
      text: { en: 'How much does it hurt?' },
      type: 'choice',
      required: true,
      enableWhen: [{ question: 'pain', operator: '=', answer: { valueBoolean: true } }],
      answerOption: [option('little', 'A little', 1), option('lot', 'A lot', 3)],
    },
    {
      linkId: 'sleep',
      text: { en: 'How did your child sleep?' },
      type: 'choice',
      required: true,
      answerOption: [option('well', 'Well', 0), option('badly', 'Badly', 2)],
    },
  ],
  dutyOfCare: { kind: 'score', threshold: 4 },
};

describe('a questionnaire about a named child, across roles', () => {
  const ctx = useServerAndBrowser();

  it('assigned about Tobi on the assign screen → the e-mail names him → the dashboard link → half answered → resumed at the first unanswered question → the admin sees the score over time', async () => {
    const { server, browser } = ctx;
    const api = await adminApi(server.url);
    type People = { data: { id: string }[] };
    const tobi = (await api<People>('GET', '/users?type=3&search=K7P3QX')).data[0]?.id as string;
    const { id: questionnaireId } = await api<{ id: string }>('POST', '/questionnaire', definition);
    await api('PUT', '/questionnaire/status', { questionnaireId, status: 1 });

    // The admin asks Grace about Tobi, chosen among her children on the assign screen.
    const admin = await openPage(browser, server.url);
    await signInThroughPage(admin, server.url, ADMIN);
    await admin.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await admin.goto(`${server.url}/questionnaires/assign?id=${questionnaireId}`);
    await admin.getByRole('button', { name: 'Guardians' }).click();
    await admin.getByRole('searchbox', { name: 'Search by name, e-mail or number' }).fill(GUARDIAN);
    const people = admin.getByRole('list', { name: 'People to choose from' });
    await people.getByText(GUARDIAN).waitFor();
    await people.getByRole('checkbox', { name: new RegExp(GUARDIAN) }).check();
    const about = admin.getByRole('group', { name: 'Whom are the questions about?' });
    await about.getByRole('radio', { name: /Tobi Okafor/ }).check();
    await admin.getByRole('button', { name: 'Ask 1 person' }).click();
    await admin.getByText(`1 person was asked to answer ${TITLE}.`).waitFor();

    // The e-mail names the child.
    const [mail] = await readOutbox(server.url, GUARDIAN);
    expect(mail?.subject).toBe('A questionnaire to answer about Tobi Okafor');

    // Grace, on a phone: from the dashboard's child card to her questionnaires.
    const phone = await phonePage(browser, server.url);
    await signInThroughPage(phone, server.url, GUARDIAN);
    await phone.getByRole('heading', { name: /Welcome/ }).waitFor();
    await phone
      .getByRole('region', { name: /Tobi Okafor/ })
      .getByRole('link', { name: 'Answer questionnaires' })
      .click();
    await phone.waitForURL((u) => u.pathname === '/questionnaires/answer');
    await phone.getByRole('link', { name: `Answer ${TITLE}` }).click();
    await phone.getByRole('heading', { name: TITLE }).waitFor();
    await phone.getByText('1 of 2').waitFor();
    await phone.getByRole('radio', { name: 'Yes' }).check();
    await phone.getByText('1 of 3').waitFor();
    await phone.getByRole('button', { name: 'Next' }).click();
    await phone.getByRole('radio', { name: 'A lot' }).check();
    await phone.getByText('Saved', { exact: true }).waitFor();

    // She leaves, then comes back: it opens at the first unanswered question, not at question 1.
    await phone.goto(`${server.url}/`);
    await phone.getByRole('heading', { name: /Welcome/ }).waitFor();
    await phone.goto(`${server.url}/questionnaires/answer`);
    await phone.getByRole('link', { name: `Continue ${TITLE}` }).click();
    await phone.getByText('3 of 3').waitFor();
    await phone.getByRole('radiogroup', { name: /How did your child sleep\?/ }).waitFor();
    await phone.getByRole('radio', { name: 'Badly' }).check();
    await phone.getByRole('button', { name: 'Send answers' }).click();
    await phone.getByText('Thank you: your answers were sent.').waitFor();
    await phone.context().close();

    // The admin: the answer under Tobi, and his score over time (3 + 2 = 5, over the rule's 4).
    await admin.goto(`${server.url}/questionnaires/responses?id=${questionnaireId}`);
    await admin
      .getByRole('table', { name: 'Per person' })
      .getByRole('row', { name: /Grace Okafor/ })
      .getByText('about Tobi Okafor')
      .waitFor();
    await admin.goto(
      `${server.url}/questionnaires/responses?id=${questionnaireId}&child=${tobi}&view=scores`,
    );
    await admin.getByRole('figure', { name: "Tobi Okafor's score over time" }).waitFor();
    await admin.getByText(/^Latest score: 5 on \d\d\/\d\d\/\d{4}$/).waitFor();
    await admin.getByRole('button', { name: 'Table' }).click();
    const row = admin.getByRole('table', { name: "Tobi Okafor's score over time" }).getByRole('row').nth(1);
    expect(await row.getByRole('cell').allInnerTexts()).toEqual([expect.any(String), '5', 'Yes']);

    // …and on Tobi's own page.
    await admin.goto(`${server.url}/user/${tobi}?questionnaire=${questionnaireId}`);
    const scores = admin.getByRole('region', { name: 'Questionnaire scores' });
    await scores.getByRole('figure', { name: `${TITLE}: Tobi Okafor's score over time` }).waitFor();
    await admin.context().close();
  });
});
