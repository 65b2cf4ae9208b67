import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, adminApi, signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { readOutbox } from '../support/server.ts';
import { openPage } from '../support/browser.ts';

const GUARDIAN = 'guardian@stmarys.test';
const TITLE = 'Weekly mood check';

describe('messages and scheduled work, across the admin and the family', () => {
  const ctx = useServerAndBrowser();

  it('the admin asks weekly with reminders → the family gets the e-mail and opens it → the admin sees what was sent, on the questionnaire and on the messages screen, without its link', async () => {
    const { server, browser } = ctx;
    const api = await adminApi(server.url);
    const { id: questionnaireId } = await api<{ id: string }>('POST', '/questionnaire', {
      title: { en: TITLE },
      item: [{ linkId: 'mood', text: { en: 'How was this week?' }, type: 'text', required: true }],
    });
    await api('PUT', '/questionnaire/status', { questionnaireId, status: 1 });

    // The admin, on a wide screen, asks Grace every week and reminds her after two days.
    const admin = await openPage(browser, server.url);
    await admin.setViewportSize({ width: 1440, height: 900 });
    await signInThroughPage(admin, server.url, 'admin@stmarys.test');
    await admin.waitForURL((url) => !url.pathname.startsWith('/login'));
    await admin.goto(`${server.url}/questionnaires/assign?id=${questionnaireId}`);
    await admin.getByRole('button', { name: 'Guardians' }).click();
    await admin.getByLabel('Search by name, e-mail or number').fill(GUARDIAN);
    const people = admin.getByRole('list', { name: 'People to choose from' });
    await people.getByRole('checkbox', { name: new RegExp(GUARDIAN) }).check();
    await admin.getByRole('checkbox', { name: 'Repeat' }).check();
    await admin.getByRole('checkbox', { name: 'Remind' }).check();
    await admin.getByRole('button', { name: 'Ask 1 person' }).click();
    await expect
      .poll(() => admin.getByText(`1 person was asked to answer ${TITLE}.`).isVisible(), { timeout: 10_000 })
      .toBe(true);

    // The family's e-mail carries the answering link; Grace follows it and finds the questionnaire.
    const [mail] = await readOutbox(server.url, GUARDIAN);
    expect(mail?.subject).toBe('A questionnaire to answer');
    const link = mail?.link as string;
    expect(link).toMatch(/\/questionnaires\/answer\/[0-9a-f-]{36}$/);
    const family = await openPage(browser, server.url);
    await family.setViewportSize({ width: 390, height: 844 });
    await family.goto(link);
    await family.getByLabel('E-mail address').fill(GUARDIAN);
    await family.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await family.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => family.getByLabel(/How was this week/).isVisible(), { timeout: 15_000 })
      .toBe(true);

    // The admin reads what was sent: on the questionnaire, its schedule and the e-mail to Grace…
    await admin.goto(`${server.url}/questionnaires/assign?id=${questionnaireId}`);
    await expect.poll(() => admin.getByText(/Every week until/).isVisible(), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => admin.getByText(/reminded after 2 days, at most 2 times/).isVisible()).toBe(true);
    // …and on the messages screen, with the e-mail's state, never its link.
    await admin.goto(`${server.url}/messages`);
    const grid = admin.getByRole('grid');
    await expect.poll(() => grid.getByText(GUARDIAN).first().isVisible(), { timeout: 10_000 }).toBe(true);
    await expect(admin.content()).resolves.not.toContain(link);
    // The reminders and repeats it will send are listed as upcoming.
    const upcoming = admin.getByRole('region', { name: 'Upcoming' });
    await expect.poll(() => upcoming.getByText(TITLE).first().isVisible(), { timeout: 10_000 }).toBe(true);
  });
});
