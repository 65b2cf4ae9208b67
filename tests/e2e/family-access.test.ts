import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { DEMO_PASSWORD, adminApi, signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { apiSignIn } from '../support/second-factor.ts';

/** A young person of 13: past the organisation's assent age (12), before its control age (16). */
const BORN = `${new Date().getUTCFullYear() - 13}-01-01`;
type Person = { id: string; first_name: string; surname: string };

/** An API caller signed in with a token (a guardian, or the patients' app). */
const callerWith =
  (url: string, token: string) =>
  async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return (await res.json()) as T;
  };

describe("the family access model across the hospital's, the family's and the young person's screens", () => {
  const ctx = useServerAndBrowser();

  it('a third guardian warns at approval; a confidential link hides; a decline limits until an admin reviews it', async () => {
    const { server, browser } = ctx;
    const url = server.url;
    const admin = await adminApi(url);

    // Zara, 13, already has two guardians the hospital linked.
    const { id: zara } = await admin<{ id: string }>('POST', '/users/patients', {
      first_name: 'Zara',
      surname: 'Mensah',
      date_of_birth: BORN,
    });
    const { app_code: appCode } = await admin<{ app_code: string }>('GET', `/user/${zara}`);
    const guardian = async (email: string) =>
      (await admin<{ data: Person[] }>('GET', `/users?type=2&search=${email}`)).data[0] as Person;
    const first = await guardian('family04@stmarys.test');
    const second = await guardian('family05@stmarys.test');
    for (const g of [first, second])
      await admin('POST', '/family-links', { guardian_id: g.id, patient_id: zara, relationship: 'parent' });

    // Grace asks for a link to Zara with her app code and date of birth: it waits for approval.
    const grace = callerWith(
      url,
      (await apiSignIn(url, 'guardian@stmarys.test', DEMO_PASSWORD)).access_token,
    );
    expect(
      await grace<{ status: string }>('PUT', '/users/child', { app_code: appCode, date_of_birth: BORN }),
    ).toMatchObject({ status: 'pending' });

    // The admin sees the warning on the request before approving it.
    const desk = await openPage(browser, url);
    await desk.setViewportSize({ width: 1440, height: 900 });
    await signInThroughPage(desk, url, 'admin@stmarys.test');
    await desk.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await desk.goto(`${url}/requests`);
    const request = desk
      .getByRole('list', { name: 'Family links awaiting approval' })
      .getByRole('listitem')
      .filter({ hasText: 'Zara Mensah' });
    await request.getByText(/The child already has 2 guardians linked/).waitFor();
    await request.getByRole('button', { name: 'Approve Grace Okafor – Zara Mensah' }).click();
    await desk.getByText('The link was approved.').waitFor();

    // On Zara's page the admin marks the second guardian's link confidential, with a reason.
    await desk.goto(`${url}/user/${zara}`);
    const secondName = `${second.first_name} ${second.surname} – Zara Mensah`;
    await desk.getByRole('button', { name: `Mark confidential: ${secondName}` }).click();
    const hide = desk.getByRole('dialog', { name: "Hide this link from the child's other guardians?" });
    await hide.getByLabel(/Reason/).fill('Court order of 2 November');
    await hide.getByRole('button', { name: 'Mark confidential' }).click();
    await desk.getByText('The link is now confidential.').waitFor();
    await desk.getByText("Hidden from the child's other guardians: Court order of 2 November").waitFor();

    // Grace sees the first guardian on Zara's card, not the confidential one.
    const family = await openPage(browser, url);
    await signInThroughPage(family, url, 'guardian@stmarys.test');
    await family.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    const others = family.getByText(/^Other guardians: /).filter({ hasText: first.first_name });
    await others.waitFor();
    expect(await others.innerText()).toContain(`${first.first_name} ${first.surname}`);
    expect(await others.innerText()).not.toContain(`${second.first_name} ${second.surname}`);

    // Zara, in the patients' app with her app code, is asked about each guardian and declines Grace.
    const signIn = await fetch(`${url}/api/app/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url_code: 'stmarys', app_code: appCode }),
    });
    expect(signIn.status).toBe(200);
    const app = callerWith(url, ((await signIn.json()) as { access_token: string }).access_token);
    const asked = await app<{ asked: boolean; guardians: { link_id: string; first_name: string }[] }>(
      'GET',
      '/app/guardians',
    );
    expect(asked.asked).toBe(true);
    expect(asked.guardians).toHaveLength(3);
    const graceLink = asked.guardians.find((g) => g.first_name === 'Grace')?.link_id as string;
    await app('POST', `/app/guardians/${graceLink}/decline`, { reason: 'I want some privacy' });

    // Grace's dashboard now says what she still sees, and why.
    await family.reload();
    const limited = family.getByText(
      /has asked to keep some things private from you for now: you see their calendar/,
    );
    await limited.waitFor();

    // The admin reads the decline and its reason on Zara's page, and reviews it.
    await desk.reload();
    const graceAccess = desk.getByRole('group', { name: 'Access of Grace Okafor – Zara Mensah' });
    await graceAccess
      .getByText(/The young person declined this guardian on .*Their reason: “I want some privacy”/)
      .waitFor();
    await graceAccess.getByRole('button', { name: 'Review the decline: Grace Okafor – Zara Mensah' }).click();
    const review = desk.getByRole('dialog', { name: "Review the young person's decline" });
    await review
      .getByLabel(/Reason/)
      .fill('Spoke with Zara and Grace: access stays while treatment continues');
    await review.getByRole('button', { name: 'Record the review' }).click();
    await desk.getByText('The review was recorded.').waitFor();
    await graceAccess.getByText(/Reviewed on .*: Spoke with Zara and Grace/).waitFor();

    // Grace sees everything again.
    await family.reload();
    await family.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await others.waitFor();
    expect(await limited.count()).toBe(0);
    await family.context().close();
    await desk.context().close();
  });
});
