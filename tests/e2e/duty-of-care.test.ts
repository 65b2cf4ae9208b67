import { describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { feelingToday } from '../../server/modules/questionnaires/demo.ts';
import { adminApi, DEMO_PASSWORD, signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { readOutbox } from '../support/server.ts';

const GUARDIAN = 'guardian@stmarys.test';
/** St Mary's demo safeguarding contact: its safeguarding lead, a staff account. */
const CONTACT = 'staff@stmarys.test';

/** A phone (390 × 844) whose visitor already answered the cookie banner. */
async function phonePage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await context.addCookies([
    { name: 'cookie_consent', value: JSON.stringify({ productWebsite: false, analytics: false }), url },
  ]);
  return context.newPage();
}

/** The guardian reads Arabic: set on her account, as the account page does. */
async function guardianReadsArabic(url: string) {
  const signIn = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: GUARDIAN, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await signIn.json()) as { access_token: string };
  const res = await fetch(`${url}/api/user`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'ar' }),
  });
  expect(res.status).toBe(200);
}

describe('duty of care across roles', () => {
  const ctx = useServerAndBrowser();

  it('a guardian in Arabic on a phone sends worrying answers about Tobi → the safety net with 999 → the contact’s e-mail names Tobi, not the answers → acknowledged and resolved on a phone → audited', async () => {
    const { server, browser } = ctx;
    const api = await adminApi(server.url);
    type People = { data: { id: string }[] };
    const grace = (await api<People>('GET', `/users?type=2&search=${GUARDIAN}`)).data[0];
    const tobi = (await api<People>('GET', '/users?type=3&search=K7P3QX')).data[0];
    const { id: questionnaireId } = await api<{ id: string }>('POST', '/questionnaire', feelingToday);
    await api('PUT', '/questionnaire/status', { questionnaireId, status: 1 });
    await api('POST', '/questionnaire/responses', {
      questionnaireId,
      userIds: [grace?.id],
      subjectPatientId: tobi?.id,
    });
    await guardianReadsArabic(server.url);
    const [asked] = await readOutbox(server.url, GUARDIAN);
    const answerPath = new URL(asked?.link as string).pathname;

    // The guardian, in Arabic on a phone: one question at a time, a score of 8 (the rule is 6).
    const family = await phonePage(browser, server.url);
    await signInThroughPage(family, server.url, GUARDIAN);
    await family.waitForURL((address) => address.pathname !== '/login');
    await family.goto(`${server.url}${answerPath}`);
    await family.getByRole('radio', { name: 'نعم' }).check();
    await family.getByRole('button', { name: 'التالي' }).click();
    await family.getByRole('radio', { name: 'أسوأ ما يكون' }).check();
    await family.getByRole('button', { name: 'التالي' }).click();
    await family.getByRole('radio', { name: 'سيئًا' }).check();
    const send = family.getByRole('button', { name: 'إرسال الإجابات' });
    for (let i = 0; i < 4 && !(await send.isVisible()); i++)
      await family.getByRole('button', { name: 'التالي' }).click();
    await send.click();
    await family.getByText('إذا كنت قلقًا الآن', { exact: true }).waitFor();
    await family.getByText(/ممرضات الجناح 4/).waitFor();
    expect(await family.getByRole('link', { name: '999' }).getAttribute('href')).toBe('tel:999');
    expect(await family.getByText(/النتيجة|score/i).count()).toBe(0);
    await family.context().close();

    // The contact's e-mail names Tobi, the questionnaire and the rule, and links to the flag; no answers.
    const alert = (await readOutbox(server.url, CONTACT)).find((m) => m.subject.includes('Tobi'));
    const text = (alert as unknown as { text: string }).text;
    expect(text).toContain('Tobi Okafor');
    expect(text).toContain('How are you feeling today?');
    for (const answer of ['The worst ever', 'Badly', 'أسوأ', ' 8 ']) expect(text).not.toContain(answer);
    const flagPath = new URL(alert?.link as string);

    // The contact, on a phone: acknowledges, then resolves with a note.
    const staff = await phonePage(browser, server.url);
    await signInThroughPage(staff, server.url, CONTACT);
    await staff.waitForURL((address) => address.pathname !== '/login');
    await staff.goto(`${server.url}${flagPath.pathname}${flagPath.search}`);
    const card = staff.getByRole('article', { name: /Tobi/ });
    await card.getByText(/^Escalates to the admins in 3 h/).waitFor();
    await card.getByRole('button', { name: /^Acknowledge the flag about Tobi/ }).click();
    await staff
      .getByRole('dialog', { name: 'Acknowledge this flag?' })
      .getByRole('button', { name: 'Acknowledge' })
      .click();
    await staff.getByText('The flag was acknowledged.').waitFor();
    await card.getByRole('button', { name: /^Resolve the flag about Tobi/ }).click();
    const resolve = staff.getByRole('dialog', { name: 'Resolve this flag' });
    await resolve.getByRole('radio', { name: 'Family contacted' }).check();
    await resolve
      .getByRole('textbox', { name: /What was done/ })
      .fill('Called Grace; a clinic visit is booked');
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await card.getByText('Family contacted: Called Grace; a clinic visit is booked').waitFor();
    expect(
      await staff.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
    await staff.context().close();

    // The audit shows each step.
    const flagId = flagPath.searchParams.get('flag') as string;
    const audit = await api<{ items: { action: string }[] }>(
      'GET',
      `/audit?action=questionnaire.flag.&subject=${flagId}&page_size=50`,
    );
    const steps = audit.items.map((e) => e.action);
    for (const step of ['raise', 'acknowledge', 'resolve'])
      expect(steps).toContain(`questionnaire.flag.${step}`);
    expect(flagId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
