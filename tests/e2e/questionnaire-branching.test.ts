import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { DEMO_PASSWORD, signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { apiSignIn } from '../support/second-factor.ts';

const TITLE = 'Mood check on the ward';
const ADMIN = 'admin@stmarys.test';
const GUARDIAN = 'guardian@stmarys.test';

/** The API as a client calls it: signs in, then calls with the bearer token. */
async function apiAs(url: string, email: string) {
  const session = await apiSignIn<{ access_token: string; user: { id: string } }>(url, email, DEMO_PASSWORD);
  const call = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(`${url}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${session.access_token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };
  return { call, userId: session.user.id };
}

describe('questionnaire branching end to end', () => {
  const ctx = useServerAndBrowser();

  it('an admin shows q2 only when q1 = No with the pickers; the preview agrees; the server accepts both answers', async () => {
    const { server, browser } = ctx;
    const page = await openPage(browser, server.url);
    await signInThroughPage(page, server.url, ADMIN);
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();

    // Build: q1 yes/no, q2 yes/no shown only when q1 is No — the answer picked, not typed.
    await page.goto(`${server.url}/questionnaires/create`);
    await page.getByLabel('Title (English)').fill(TITLE);
    const first = page.getByRole('region', { name: 'Question 1' });
    await first.getByLabel('Question (English)').fill('Are you feeling good?');
    await first.getByRole('checkbox', { name: 'Required' }).check();
    await page.getByRole('button', { name: 'Add a question' }).click();
    const second = page.getByRole('region', { name: 'Question 2' });
    await second.getByLabel('Question (English)').fill('Would you like a call?');
    await second.getByRole('checkbox', { name: 'Required' }).check();
    await second.getByRole('button', { name: 'Show only when…' }).click();
    await second.getByRole('combobox', { name: 'Answer', exact: true }).click();
    await page.getByRole('option', { name: 'No', exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${TITLE} is saved.`).waitFor();

    const admin = await apiAs(server.url, ADMIN);
    const list = await admin.call('GET', `/questionnaire/all?search=${encodeURIComponent(TITLE)}`);
    const id = (list.body.data as { id: string }[])[0]?.id as string;
    const saved = await admin.call('GET', `/questionnaire?id=${id}`);
    expect((saved.body.item as { enableWhen?: unknown }[])[1]?.enableWhen).toEqual([
      { question: 'q1', operator: '=', answer: { valueBoolean: false } },
    ]);

    // The preview agrees: No shows q2, Yes hides it.
    await page.goto(`${server.url}/questionnaires/preview?id=${id}`);
    const phone = page.getByRole('region', { name: 'Phone screen' });
    const q1 = phone.getByRole('radiogroup', { name: 'Are you feeling good? *' });
    const q2 = phone.getByRole('radiogroup', { name: 'Would you like a call? *' });
    await q1.getByRole('radio', { name: 'No' }).check();
    await q2.waitFor();
    await page
      .getByRole('status', { name: 'Required questions' })
      .getByText('1 required question still to answer')
      .waitFor();
    await q1.getByRole('radio', { name: 'Yes' }).check();
    await q2.waitFor({ state: 'detached' });
    await page
      .getByRole('status', { name: 'Required questions' })
      .getByText('Every required question is answered')
      .waitFor();

    // The server agrees: the guardian, asked twice, answers No with q2, then Yes alone; Yes with q2 is refused.
    expect(
      (await admin.call('PUT', '/questionnaire/status', { questionnaireId: id, status: 1 })).status,
    ).toBe(200);
    const guardian = await apiAs(server.url, GUARDIAN);
    const ask = async () => {
      const asked = await admin.call('POST', '/questionnaire/responses', {
        questionnaireId: id,
        userIds: [guardian.userId],
      });
      return (asked.body.data as { response_id: string }[])[0]?.response_id as string;
    };
    const answer = (responseId: string, answers: unknown[]) =>
      guardian.call('POST', `/questionnaire/responses/${responseId}/answers`, { answers });
    const no = { linkId: 'q1', answer: [{ valueBoolean: false }] };
    const yes = { linkId: 'q1', answer: [{ valueBoolean: true }] };
    const call = { linkId: 'q2', answer: [{ valueBoolean: true }] };

    const one = await ask();
    expect(await answer(one, [yes, call])).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'answers.1', message: 'questionnaires.answer.hiddenItem' }] },
    });
    expect(await answer(one, [no, call])).toMatchObject({ status: 200, body: { status: 'completed' } });
    const two = await ask();
    expect(await answer(two, [yes])).toMatchObject({ status: 200, body: { status: 'completed' } });
    await page.context().close();
  }, 180_000);
});
