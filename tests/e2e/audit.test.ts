import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, adminApi, signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { readOutbox } from '../support/server.ts';
import { openPage } from '../support/browser.ts';

const GUARDIAN = 'guardian@stmarys.test';
const TITLE = 'Bedtime check';

/** Grace answers a questionnaire about Tobi through the API, as the app's answering screen would. */
async function graceAnswers(url: string, responseId: string) {
  const signIn = await fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: GUARDIAN, password: DEMO_PASSWORD }),
  });
  const { access_token } = (await signIn.json()) as { access_token: string };
  const sent = await fetch(`${url}/api/questionnaire/responses/${responseId}/answers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ answers: [{ linkId: 'slept', answer: [{ valueBoolean: true }] }] }),
  });
  expect(sent.status).toBeLessThan(300);
}

describe("the audit: an admin's reads, seen by the admin and by the family", () => {
  const ctx = useServerAndBrowser();

  it("the admin opens Tobi's record and his answers → the audit screen, filtered to the admin, lists both reads → Grace's account page says who looked", async () => {
    const { server, browser } = ctx;
    const api = await adminApi(server.url);
    type People = { data: { id: string }[] };
    const grace = (await api<People>('GET', `/users?type=2&search=${GUARDIAN}`)).data[0];
    const tobi = (await api<People>('GET', '/users?type=3&search=K7P3QX')).data[0];
    const { id: questionnaireId } = await api<{ id: string }>('POST', '/questionnaire', {
      title: { en: TITLE },
      item: [{ linkId: 'slept', text: { en: 'Did Tobi sleep well?' }, type: 'boolean', required: true }],
    });
    await api('PUT', '/questionnaire/status', { questionnaireId, status: 1 });
    await api('POST', '/questionnaire/responses', {
      questionnaireId,
      userIds: [grace?.id],
      subjectPatientId: tobi?.id,
    });
    const [mail] = await readOutbox(server.url, GUARDIAN);
    await graceAnswers(server.url, (mail?.link as string).split('/').at(-1) as string);

    // The admin opens Tobi's record, then the answers about him.
    const admin = await openPage(browser, server.url);
    await admin.setViewportSize({ width: 1440, height: 900 });
    await signInThroughPage(admin, server.url, 'admin@stmarys.test');
    await admin.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await admin.goto(`${server.url}/user/${tobi?.id}`);
    await admin.getByText('Tobi').first().waitFor();
    await admin.goto(`${server.url}/questionnaires/responses?id=${questionnaireId}`);
    const row = admin.getByRole('table', { name: 'Per person' }).getByRole('row', { name: /Grace Okafor/ });
    await row.getByRole('button', { name: 'Answers of Grace Okafor' }).click();
    await admin.getByRole('table', { name: 'Answers of Grace Okafor' }).waitFor();

    // The audit screen, filtered to the admin's own actions, lists both reads with Tobi's name.
    await admin.goto(`${server.url}/audit`);
    await admin.getByRole('heading', { name: 'Audit', exact: true }).waitFor();
    await admin.getByRole('combobox', { name: 'Person' }).fill('Amira');
    // The grid keeps the unfiltered page on screen until the filtered one arrives: wait for that answer.
    const filtered = admin.waitForResponse((r) => /\/api\/audit\?.*person=/.test(r.url()) && r.ok());
    await admin.getByRole('option', { name: 'Amira Hassan (admin@stmarys.test)' }).click();
    await admin.waitForURL(/person=/);
    await filtered;
    const grid = admin.getByRole('grid', { name: 'Audit entries' });
    const read = grid.getByRole('row', { name: /Opened a child's record/ }).first();
    await expect.poll(() => read.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await read.innerText()).toContain('Tobi Okafor');
    await expect
      .poll(() =>
        grid
          .getByRole('row', { name: /Read questionnaire answers/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    // Nobody else's actions are listed under this filter (once the filtered page replaced the first one).
    await expect
      .poll(
        async () => [...new Set(await grid.locator('[data-field="actor"][role="gridcell"]').allInnerTexts())],
        { timeout: 10_000 },
      )
      .toEqual(['Amira Hassan']);
    await admin.context().close();

    // Grace sees on her account page that Amira, an administrator, opened Tobi's record.
    const family = await openPage(browser, server.url);
    await signInThroughPage(family, server.url, GUARDIAN);
    await family.getByRole('heading', { name: /Welcome/ }).waitFor();
    await family.goto(`${server.url}/account`);
    const views = family.getByRole('table', { name: "Who at the hospital viewed your family's data" });
    const seen = views.getByRole('row', { name: /Opened a child's record/ }).first();
    await expect.poll(() => seen.isVisible(), { timeout: 10_000 }).toBe(true);
    const text = await seen.innerText();
    expect(text).toContain('Amira Hassan');
    expect(text).toContain('Administrator');
    expect(text).toContain('Tobi Okafor');
    expect(await views.innerText()).not.toContain('admin@stmarys.test');
    await family.context().close();
  });
});
