import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { DEMO_PASSWORD, signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { apiSignIn } from '../support/second-factor.ts';

const json = { 'content-type': 'application/json' };

/** The API as St Mary's admin: a child, and two guardians linked to them. */
async function childOfTwoGuardians(url: string) {
  const auth = {
    authorization: `Bearer ${(await apiSignIn(url, 'admin@stmarys.test', DEMO_PASSWORD)).access_token}`,
  };
  const call = async <T>(path: string, init: RequestInit = {}, status = 200): Promise<T> => {
    const res = await fetch(`${url}/api${path}`, { ...init, headers: { ...auth, ...json } });
    expect(res.status).toBe(status);
    return (await res.json()) as T;
  };
  const child = await call<{ id: string }>(
    '/users/patients',
    {
      method: 'POST',
      body: JSON.stringify({ first_name: 'Kofi', surname: 'Okafor', date_of_birth: '2019-03-02' }),
    },
    201,
  );
  const { app_code } = await call<{ app_code: string }>(`/user/${child.id}`);
  const guardianId = async (email: string) =>
    (
      await call<{ data: { id: string; email: string | null }[] }>(
        `/users?type=2&search=${encodeURIComponent(email)}`,
      )
    ).data.find((g) => g.email === email)?.id;
  for (const email of ['guardian@stmarys.test', 'family01@stmarys.test'])
    await call(
      '/family-links',
      {
        method: 'POST',
        body: JSON.stringify({ guardian_id: await guardianId(email), patient_id: child.id }),
      },
      201,
    );
  return { childId: child.id, appCode: app_code, call };
}

describe("a revoke's new app code", () => {
  const ctx = useServerAndBrowser();

  it("an admin revokes one guardian's link: the old app code answers 401, the other guardian sees the new code and gets fresh words", async () => {
    const { server, browser } = ctx;
    const { childId, appCode, call } = await childOfTwoGuardians(server.url);
    const signedIn = await fetch(`${server.url}/api/app/auth/signin`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ url_code: 'stmarys', app_code: appCode }),
    });
    expect(signedIn.status).toBe(200);
    const app = {
      authorization: `Bearer ${((await signedIn.json()) as { access_token: string }).access_token}`,
    };
    expect((await fetch(`${server.url}/api/app/me`, { headers: app })).status).toBe(200);

    const admin = await openPage(browser, server.url);
    await signInThroughPage(admin, server.url, 'admin@stmarys.test');
    await admin.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await admin.goto(`${server.url}/user/${childId}`);
    await admin.getByRole('heading', { level: 1, name: 'Kofi Okafor' }).waitFor();
    const revoke = admin.getByRole('button', { name: /^Revoke .*Kofi Okafor$/ });
    await revoke.first().waitFor();
    // family01's link, not Grace's.
    const names = await revoke.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')));
    const theirs = names.find((n) => n && !n.includes('Grace'));
    expect(theirs).toBeTruthy();
    await admin.getByRole('button', { name: theirs as string }).click();
    const dialog = admin.getByRole('dialog', { name: 'Revoke this link?' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('No longer looks after Kofi');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The old code and the app's session signed in with it are over.
    await expect
      .poll(async () => (await fetch(`${server.url}/api/app/me`, { headers: app })).status)
      .toBe(401);
    const again = await fetch(`${server.url}/api/app/auth/signin`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ url_code: 'stmarys', app_code: appCode }),
    });
    expect(again.status).toBe(401);

    const grace = await openPage(browser, server.url);
    await signInThroughPage(grace, server.url, 'guardian@stmarys.test');
    await grace.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await grace.goto(`${server.url}/account#children`);
    const children = grace.getByRole('list', { name: 'Your children' });
    await children.getByText('Kofi Okafor').waitFor();
    const { app_code: renewed } = await call<{ app_code: string }>(`/user/${childId}`);
    expect(renewed).not.toBe(appCode);
    const row = children.locator('li', { hasText: 'Kofi Okafor' });
    await row.getByText(`App code: ${renewed.slice(0, 3)}-${renewed.slice(3)}`).waitFor();
    const section = grace.getByRole('region', { name: "Sign in Kofi's app" });
    await section.getByRole('button', { name: 'Show a code' }).click();
    const words = section.getByLabel("The code's words");
    await words.waitFor();
    expect((await words.innerText()).trim().split(/\s+/)).toHaveLength(3);
    await grace.context().close();
    await admin.context().close();
  });
});
