import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { adminApi, signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { readOutbox } from '../support/server.ts';
import { openPage } from '../support/browser.ts';

const GUARDIAN = 'guardian@stmarys.test';
const TITLE = 'Sleep and appetite';

/** A phone (390 × 844) whose visitor already answered the cookie banner; a new context each time, as another device. */
async function phonePage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await context.addCookies([
    { name: 'cookie_consent', value: JSON.stringify({ productWebsite: false, analytics: false }), url },
  ]);
  return context.newPage();
}

const definition = {
  title: { en: TITLE },
  item: [
    { linkId: 'slept', text: { en: 'Did your child sleep well?' }, type: 'boolean', required: true },
    {
      linkId: 'awake',
      text: { en: 'What kept your child awake?' },
      type: 'text',
      required: true,
      enableWhen: [{ question: 'slept', operator: '=', answer: { valueBoolean: false } }],
    },
    {
      linkId: 'appetite',
      text: { en: 'How is their appetite?' },
      type: 'choice',
      required: true,
      answerOption: [
        { code: 'good', display: { en: 'Good' } },
        { code: 'poor', display: { en: 'Poor' } },
      ],
    },
  ],
};

describe("a guardian's questionnaire about their child, on a phone", () => {
  const ctx = useServerAndBrowser();

  it('assigned about Tobi → the e-mail link → half answered → signed out → another device finds the draft → sent → the admin sees it about Tobi', async () => {
    const { server, browser } = ctx;
    const api = await adminApi(server.url);
    type People = { data: { id: string }[] };
    const grace = (await api<People>('GET', `/users?type=2&search=${GUARDIAN}`)).data[0];
    const tobi = (await api<People>('GET', '/users?type=3&search=K7P3QX')).data[0];
    const { id: questionnaireId } = await api<{ id: string }>('POST', '/questionnaire', definition);
    await api('PUT', '/questionnaire/status', { questionnaireId, status: 1 });
    await api('POST', '/questionnaire/responses', {
      questionnaireId,
      userIds: [grace?.id],
      subjectPatientId: tobi?.id,
    });

    const [mail] = await readOutbox(server.url, GUARDIAN);
    expect(mail?.link).toMatch(/\/questionnaires\/answer\/[0-9a-f-]{36}$/);
    const link = new URL(mail?.link as string).pathname;

    // First device: half the answers, one question at a time; the draft is saved.
    const first = await phonePage(browser, server.url);
    await signInThroughPage(first, server.url, GUARDIAN);
    await first.getByRole('heading', { name: /Welcome/ }).waitFor();
    await first.goto(`${server.url}${link}`);
    await first.getByRole('heading', { name: TITLE }).waitFor();
    await first.getByText('About Tobi Okafor').waitFor();
    await first.getByText('1 of 2').waitFor();
    await first.getByRole('radio', { name: 'No' }).check();
    await first.getByText('1 of 3').waitFor();
    await first.getByRole('button', { name: 'Next' }).click();
    await first.getByRole('textbox', { name: /What kept your child awake\?/ }).fill('A cough');
    await first.getByText('Saved', { exact: true }).waitFor();
    await first.goto(`${server.url}/logout`);
    await first.waitForURL(/\/login/);
    await first.context().close();

    // Another device: the draft is there; the rest is answered and sent.
    const second = await phonePage(browser, server.url);
    await signInThroughPage(second, server.url, GUARDIAN);
    await second.getByRole('heading', { name: /Welcome/ }).waitFor();
    await second.goto(`${server.url}/questionnaires/answer`);
    await second.getByRole('link', { name: `Continue ${TITLE}` }).click();
    // It resumes at the first question not yet answered; the earlier answers are there behind it.
    await second.getByText('3 of 3').waitFor();
    await second.getByRole('button', { name: 'Back' }).click();
    expect(await second.getByRole('textbox', { name: /What kept your child awake\?/ }).inputValue()).toBe(
      'A cough',
    );
    await second.getByRole('button', { name: 'Back' }).click();
    expect(await second.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);
    await second.getByRole('button', { name: 'Next' }).click();
    await second.getByRole('button', { name: 'Next' }).click();
    await second.getByText('3 of 3').waitFor();
    await second.getByRole('radio', { name: 'Poor' }).check();
    await second.getByRole('button', { name: 'Send answers' }).click();
    await second.getByText('Thank you: your answers were sent.').waitFor();
    await second.getByText(/^Answered on \d\d\/\d\d\/\d{4}\. These answers were sent/).waitFor();
    await second.context().close();

    // The admin's answers per person: Grace, about Tobi.
    const admin = await openPage(browser, server.url);
    await signInThroughPage(admin, server.url, 'admin@stmarys.test');
    await admin.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await admin.goto(`${server.url}/questionnaires/responses?id=${questionnaireId}`);
    const perPerson = admin.getByRole('table', { name: 'Per person' });
    const row = perPerson.getByRole('row', { name: /Grace Okafor/ });
    await row.getByText('about Tobi Okafor').waitFor();
    await row.getByRole('button', { name: 'Answers of Grace Okafor' }).click();
    await admin
      .getByRole('table', { name: 'Answers of Grace Okafor' })
      .getByRole('row', { name: /A cough/ })
      .waitFor();
    await admin.context().close();
  });
});
