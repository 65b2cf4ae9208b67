import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, signInThroughPage, typeDate, useServerAndBrowser } from '../support/portal.ts';
import { readOutbox } from '../support/server.ts';
import { openPage } from '../support/browser.ts';
import { apiSignIn } from '../support/second-factor.ts';

/**
 * One family's journey across roles, the guardian on a phone in Arabic: the hospital invites a
 * guardian linked to a patient, the family answers, the hospital reads it; the app signs in with
 * the three-word code; a report becomes a conversation; revoking the link ends the family's access.
 */
type Tree = { [key: string]: string | Tree };
const arabic = JSON.parse(readFileSync('locales/ar.json', 'utf8')) as Tree;
/** An Arabic message by its id, with {name}-style values filled in. */
const ar = (id: string, values: Record<string, string | number> = {}): string => {
  const found = id
    .split('.')
    .reduce<Tree | string>((node, key) => (node as Tree)[key] as Tree | string, arabic);
  if (typeof found !== 'string') throw new Error(`no Arabic message ${id}`);
  return found.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
};

const GUARDIAN = 'noor.haddad@family.test';
const PASSWORD = 'Lantern-family-2026!';
const TITLE = 'Sleep check';

/** A phone (390 × 844) that reads Arabic and answered the cookie banner; a new context is another device. */
async function arabicPhone(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await context.addCookies([
    { name: 'cookie_consent', value: JSON.stringify({ productWebsite: false, analytics: false }), url },
    { name: 'language', value: 'ar', url },
  ]);
  return context.newPage();
}

async function signInInArabic(page: Page, url: string) {
  await page.goto(`${url}/login`);
  await page.getByLabel(ar('auth.signIn.email')).fill(GUARDIAN);
  await page.getByLabel(ar('auth.signIn.password'), { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: ar('auth.signIn.submit') }).click();
}

/** An API caller signed in as someone (the admin's side, and the patients' app). */
async function caller(url: string, token: string) {
  return async <T>(method: string, path: string, body?: unknown, expected = 300): Promise<T> => {
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(expected);
    return (await res.json()) as T;
  };
}

async function signInApi(url: string, email: string, password = DEMO_PASSWORD) {
  return (await apiSignIn(url, email, password)).access_token;
}

const definition = {
  title: { en: TITLE, ar: 'فحص النوم' },
  item: [
    {
      linkId: 'slept',
      text: { en: 'Did your child sleep well?', ar: 'هل نام طفلك جيدًا؟' },
      type: 'boolean',
      required: true,
    },
    {
      linkId: 'awake',
      text: { en: 'What kept your child awake?', ar: 'ما الذي أبقى طفلك مستيقظًا؟' },
      type: 'text',
      required: true,
      enableWhen: [{ question: 'slept', operator: '=', answer: { valueBoolean: false } }],
    },
  ],
  // A night without sleep is one the ward wants to hear about.
  dutyOfCare: {
    kind: 'answer',
    label: { en: 'Poor sleep' },
    linkId: 'slept',
    answer: { valueBoolean: false },
  },
};

describe("a family's journey across the hospital's and the family's screens", () => {
  const ctx = useServerAndBrowser();

  it('invite → activation → terms → questionnaire across devices → flag → app by three words → usage → report thread → revoked', async () => {
    const { server, browser } = ctx;
    const url = server.url;
    const admin = await caller(url, await signInApi(url, 'admin@stmarys.test'));

    // The hospital, in the portal on a wide screen: a child account with its date of birth, and a
    // guardian invited as her parent, the child picked in the invitation.
    const desk = await openPage(browser, url);
    await desk.setViewportSize({ width: 1440, height: 900 });
    await signInThroughPage(desk, url, 'admin@stmarys.test');
    await desk.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await desk.goto(`${url}/app-users?type=3`);
    await desk.getByRole('button', { name: 'Add a child account' }).click();
    const childDialog = desk.getByRole('dialog', { name: 'Add a child account' });
    await childDialog.getByLabel('First name').fill('Layla');
    await childDialog.getByLabel('Surname').fill('Haddad');
    await typeDate(childDialog, 'Date of birth', '01052018');
    await childDialog.getByRole('button', { name: 'Create the account' }).click();
    await desk.getByText(/^Child account created\. App code: /).waitFor();
    await desk.getByRole('button', { name: 'Invite a guardian' }).click();
    const inviteDialog = desk.getByRole('dialog', { name: 'Invite a guardian' });
    await inviteDialog.getByLabel('E-mail address').fill(GUARDIAN);
    await inviteDialog.getByLabel('First name').fill('Noor');
    await inviteDialog.getByLabel('Surname').fill('Haddad');
    await inviteDialog.getByRole('combobox', { name: 'Their child (optional)' }).fill('Layla');
    await desk.getByRole('option', { name: 'Layla Haddad' }).click();
    await inviteDialog.getByRole('button', { name: 'Send the invitation' }).click();
    await desk.getByText('The invitation was sent.').waitFor();
    const found = await admin<{ data: { id: string; date_of_birth?: string }[] }>(
      'GET',
      '/users?type=3&search=Layla',
    );
    const layla = found.data[0] as { id: string };
    expect(found.data).toHaveLength(1);
    expect((await admin<{ date_of_birth: string }>('GET', `/user/${layla.id}`)).date_of_birth).toBe(
      '2018-05-01',
    );

    // The family: the activation link from the outbox, on a phone in Arabic.
    const [invite] = await readOutbox(url, GUARDIAN);
    expect(invite?.link).toMatch(/\/auth\/activate\?token=/);
    const phone = await arabicPhone(browser, url);
    await phone.goto(invite?.link as string);
    await phone.getByLabel(ar('auth.reset.password'), { exact: true }).fill(PASSWORD);
    await phone.getByLabel(ar('auth.reset.confirm'), { exact: true }).fill(PASSWORD);
    await phone.getByRole('button', { name: ar('auth.activate.submit') }).click();
    await phone.getByText(ar('auth.activate.done')).waitFor();
    await signInInArabic(phone, url);
    expect(await phone.locator('html').getAttribute('dir')).toBe('rtl');

    // The terms, then hospital information in the menu at once (no reload).
    await phone.getByRole('checkbox', { name: ar('terms.accept.read') }).check();
    await phone.getByRole('button', { name: ar('terms.accept.accept') }).click();
    await phone.getByRole('heading', { name: ar('familyPages.cards.title') }).waitFor();
    await phone.getByRole('button', { name: ar('nav.menu') }).click();
    await phone.getByRole('menuitem', { name: ar('nav.items.hospitalInformation') }).waitFor();
    await phone.keyboard.press('Escape');

    // The hospital asks a branching questionnaire about Layla.
    const guardian = (await admin<{ data: { id: string }[] }>('GET', `/users?type=2&search=${GUARDIAN}`))
      .data[0];
    const { id: questionnaireId } = await admin<{ id: string }>('POST', '/questionnaire', definition);
    await admin('PUT', '/questionnaire/status', { questionnaireId, status: 1 });
    await admin('POST', '/questionnaire/responses', {
      questionnaireId,
      userIds: [guardian?.id],
      subjectPatientId: layla.id,
    });
    const asked = (await readOutbox(url, GUARDIAN)).find((m) => m.link?.includes('/questionnaires/answer/'));
    const answerPath = new URL(asked?.link as string).pathname;

    // Half answered on this phone, then signed out.
    await phone.goto(`${url}${answerPath}`);
    await phone.getByRole('heading', { name: 'فحص النوم' }).waitFor();
    await phone.getByRole('radio', { name: ar('familyQuestionnaires.no') }).check();
    await phone.getByRole('button', { name: ar('familyQuestionnaires.next') }).click();
    await phone.getByRole('textbox', { name: /ما الذي أبقى طفلك مستيقظًا؟/ }).fill('سعال');
    await phone.getByText(ar('familyQuestionnaires.saved'), { exact: true }).waitFor();
    await phone.goto(`${url}/logout`);
    await phone.waitForURL(/\/login/);
    await phone.context().close();

    // Another device: the e-mail's link asks to sign in, then opens the questionnaire with the draft.
    const tablet = await arabicPhone(browser, url);
    await tablet.goto(`${url}${answerPath}`);
    await tablet.waitForURL(/\/login\?next=/);
    await tablet.getByLabel(ar('auth.signIn.email')).fill(GUARDIAN);
    await tablet.getByLabel(ar('auth.signIn.password'), { exact: true }).fill(PASSWORD);
    await tablet.getByRole('button', { name: ar('auth.signIn.submit') }).click();
    await tablet.waitForURL((u) => u.pathname === answerPath);
    // Every question that shows is answered: it resumes at the last one, the earlier answers behind it.
    expect(await tablet.getByRole('textbox', { name: /ما الذي أبقى طفلك مستيقظًا؟/ }).inputValue()).toBe(
      'سعال',
    );
    await tablet.getByRole('button', { name: ar('familyQuestionnaires.back') }).click();
    expect(await tablet.getByRole('radio', { name: ar('familyQuestionnaires.no') }).isChecked()).toBe(true);
    await tablet.getByRole('button', { name: ar('familyQuestionnaires.next') }).click();
    await tablet.getByRole('button', { name: ar('familyQuestionnaires.submit') }).click();
    await tablet.getByText(ar('familyQuestionnaires.submitted')).waitFor();

    // The hospital reads the answer about Layla, and the flag its rule raised.
    const adminPage = await openPage(browser, url);
    await signInThroughPage(adminPage, url, 'admin@stmarys.test');
    await adminPage.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await adminPage.goto(`${url}/questionnaires/responses?id=${questionnaireId}`);
    const row = adminPage
      .getByRole('table', { name: 'Per person' })
      .getByRole('row', { name: /Noor Haddad/ });
    await row.getByText('about Layla Haddad').waitFor();
    const flags = await admin<{ data: { questionnaire_id?: string; rule?: unknown }[] }>(
      'GET',
      '/questionnaire/flags?status=open',
    );
    expect(JSON.stringify(flags.data)).toContain('Poor sleep');

    // The three-word code signs the patients' app in as Layla; the app records time in a game.
    await tablet.goto(`${url}/account`);
    await tablet.getByRole('button', { name: ar('familyAppCode.show') }).click();
    const words = (await tablet.getByLabel(ar('familyAppCode.wordsLabel')).innerText()).trim();
    expect(words.split(/\s+/).length).toBeGreaterThanOrEqual(3);
    const appSignIn = await fetch(`${url}/api/app/auth/words`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ words }),
    });
    expect(appSignIn.status).toBe(200);
    const app = await caller(url, ((await appSignIn.json()) as { access_token: string }).access_token);
    const sessionId = crypto.randomUUID();
    const startedAt = new Date(Date.now() - 20 * 60_000).toISOString();
    await app('POST', '/app/sessions/start', {
      client_id: sessionId,
      started_at: startedAt,
      platform: 'web',
    });
    await app('POST', '/app/focus', {
      entries: [
        {
          client_id: crypto.randomUUID(),
          app_session_id: sessionId,
          state: 'game',
          code: 'game-bubble-breathing',
          started_at: startedAt,
          seconds: 900,
        },
      ],
    });
    await app('POST', '/app/sessions/end', { client_id: sessionId, ended_at: new Date().toISOString() });

    // The family sees Layla's time in the app.
    await tablet.goto(`${url}/usage`);
    await tablet.getByText(ar('familyPages.usage.daysUsed', { name: 'Layla', used: 1, days: 7 })).waitFor();

    // A report becomes a conversation: the family writes, the hospital answers, the family reads it.
    await tablet.goto(`${url}/report`);
    // Their reports above the form load first (none yet): the form moves down as they do, and a click
    // made before that lands where the field was.
    await tablet.getByText(ar('issueReports.mine.empty')).waitFor();
    await tablet.getByRole('combobox', { name: new RegExp(ar('issueReports.category')) }).click();
    await tablet.getByRole('option', { name: ar('issueReports.categories.app_problem') }).click();
    await tablet
      .getByRole('textbox', { name: new RegExp(ar('issueReports.descriptionLabel')) })
      .fill('لا يفتح الفيديو على الهاتف.');
    await tablet.getByRole('button', { name: ar('issueReports.send') }).click();
    await tablet.waitForURL(/\/report\/thanks/);
    const reports = await admin<{ data: { id: string; description: string }[] }>('GET', '/issue-reports');
    const report = reports.data.find((r) => r.description.includes('لا يفتح'));
    expect(report).toBeDefined();
    await admin('POST', `/issue-reports/${report?.id}/replies`, { body: 'Thank you, we are looking at it.' });
    await tablet.goto(`${url}/report/${report?.id}`);
    await tablet.getByText('Thank you, we are looking at it.').waitFor();

    // The hospital revokes the link: the family's next request for Layla's data is refused, her card is gone.
    const links = await admin<{ data: { id: string }[] } | { id: string }[]>(
      'GET',
      `/user/${layla.id}/family-links`,
    );
    const linkId = (Array.isArray(links) ? links : links.data)[0]?.id;
    await admin('POST', `/family-links/${linkId}/revoke`, { reason: 'Asked by the family' });
    const familyToken = await signInApi(url, GUARDIAN, PASSWORD);
    const family = await caller(url, familyToken);
    const usage = await fetch(`${url}/api/families/children/${layla.id}/usage`, {
      headers: { authorization: `Bearer ${familyToken}` },
    });
    expect([403, 404]).toContain(usage.status);
    const { children } = await family<{ children: unknown[] }>('GET', '/families/children');
    expect(children).toHaveLength(0);
    await tablet.goto(`${url}/`);
    await tablet.getByText(ar('familyPages.noChild.title')).waitFor();
    expect(await tablet.getByText('Layla').count()).toBe(0);
  }, 180_000);
});
