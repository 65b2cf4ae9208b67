import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { DEMO_PASSWORD, signInThroughPage, typeDate, useServerAndBrowser } from '../support/portal.ts';
import { apiSignIn } from '../support/second-factor.ts';

/** The hospital knows a child by its app code and date of birth; the admin makes its record through the API. */
async function newPatient(url: string): Promise<string> {
  const auth = {
    authorization: `Bearer ${(await apiSignIn(url, 'admin@stmarys.test', DEMO_PASSWORD)).access_token}`,
  };
  const made = await fetch(`${url}/api/users/patients`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Ada', surname: 'Okafor', date_of_birth: '2018-05-04' }),
  });
  expect(made.status).toBe(201);
  const { id } = (await made.json()) as { id: string };
  const detail = (await (await fetch(`${url}/api/user/${id}`, { headers: auth })).json()) as {
    app_code: string;
  };
  return detail.app_code;
}

describe('a family adds a child, the hospital approves', () => {
  const ctx = useServerAndBrowser();

  it('a guardian on a phone adds their child by app code and date of birth; the admin approves; the child shows', async () => {
    const { server, browser } = ctx;
    const code = await newPatient(server.url);

    const guardian = await openPage(browser, server.url);
    await guardian.setViewportSize({ width: 390, height: 844 });
    await signInThroughPage(guardian, server.url, 'guardian@stmarys.test');
    await guardian.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await guardian.goto(`${server.url}/account#children`);
    const form = guardian.getByRole('form', { name: 'Add a child' });
    // Typed as people type it: lower case, with the dash the hospital prints.
    await form.getByLabel(/App code/).fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
    await typeDate(form, /date of birth/, '04052018');
    await form.getByRole('button', { name: 'Add the child' }).click();
    await guardian.getByText('Thank you. The hospital will approve the link soon.').waitFor();
    const children = guardian.getByRole('list', { name: 'Your children' });
    await children.getByText("A child awaiting the hospital's approval").waitFor();
    expect(await children.getByText('Ada Okafor').count()).toBe(0);

    const admin = await openPage(browser, server.url);
    await signInThroughPage(admin, server.url, 'admin@stmarys.test');
    await admin.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await admin.goto(`${server.url}/requests`);
    const pending = admin.getByRole('list', { name: 'Family links awaiting approval' });
    await pending.getByRole('button', { name: 'Approve Grace Okafor – Ada Okafor' }).click();
    await admin.getByText('The link was approved.').waitFor();

    await guardian.reload();
    const approved = guardian.getByRole('list', { name: 'Your children' });
    await approved.getByText('Ada Okafor').waitFor();
    expect(await approved.getByText('Active', { exact: true }).count()).toBe(2);
    await guardian.context().close();
    await admin.context().close();
  });
});
