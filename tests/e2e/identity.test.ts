import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { DEMO_PASSWORD, signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { readOutbox } from '../support/server.ts';

const apiSignIn = (url: string, email: string, password: string) =>
  fetch(`${url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('identity end to end', () => {
  const ctx = useServerAndBrowser();

  it('forgot password: the e-mailed link sets a new password; the old one stops working', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    await page.goto(`${ctx.server.url}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // Both pages have an "E-mail address" field: wait for the new page before typing.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('E-mail address').fill('admin@infantil.test');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(/we have sent it a link/).waitFor();

    // The e-mail is written just after the answer (so a known address answers as fast as an unknown one).
    let link: string | null | undefined;
    await expect
      .poll(async () => {
        const mails = await readOutbox(ctx.server.url, 'admin@infantil.test');
        link = mails.find((m) => m.link?.includes('/auth/reset-password'))?.link;
        return link;
      })
      .toBeTruthy();

    await page.goto(link as string);
    await page.getByLabel('New password', { exact: true }).fill('Brand-new-pass-1!');
    await page.getByLabel('Repeat the new password').fill('Brand-new-pass-1!');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();

    expect((await apiSignIn(ctx.server.url, 'admin@infantil.test', DEMO_PASSWORD)).status).toBe(401);
    await signInThroughPage(page, ctx.server.url, 'admin@infantil.test', 'Brand-new-pass-1!');
    await page.getByRole('heading', { name: 'Welcome, Lucía' }).waitFor();
    await page.close();
  });

  it('a signed-out visitor of a private route lands on /login; a guardian sent to an admin route lands on /', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    await page.goto(`${ctx.server.url}/app-users`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await signInThroughPage(page, ctx.server.url, 'guardian@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await page.goto(`${ctx.server.url}/app-users`);
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.close();
  });
});

describe('a session expiring while the page is open', () => {
  const ctx = useServerAndBrowser({ ACCESS_TOKEN_TTL: '2' });

  it('refreshes silently: the next call still succeeds and the user stays signed in; no script can read a token', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    await signInThroughPage(page, ctx.server.url, 'admin@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();

    await page.waitForTimeout(3000); // the 2-second access token is now expired
    // An in-page navigation (no reload): the account screen's call meets the expired token.
    await page.evaluate(() => {
      history.pushState({}, '', '/account');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Amira Hassan').waitFor();
    expect(new URL(page.url()).pathname).toBe('/account');
    expect(await page.getByText('Your session has timed out').count()).toBe(0);

    // The session lives in an HttpOnly cookie only: nothing a page script reads holds a token.
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).not.toMatch(/token|lantern_refresh|eyJ/);
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    );
    expect(stored).not.toMatch(/eyJ/);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lantern_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    await page.close();
  });
});

describe('signing out', () => {
  const ctx = useServerAndBrowser();

  it('a reload keeps the session; signing out ends it on the server: the token the page used answers 401', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    let bearer: string | undefined;
    page.on('request', (request) => {
      const header = request.headers().authorization;
      if (header && request.url().includes('/api/')) bearer = header;
    });
    await signInThroughPage(page, ctx.server.url, 'guardian@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    expect(bearer).toBeTruthy();
    const me = () => fetch(`${ctx.server.url}/api/auth/me`, { headers: { authorization: bearer as string } });
    expect((await me()).status).toBe(200);

    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect((await loggedOut).status()).toBe(204);
    expect((await me()).status).toBe(401);
    // A reload does not bring the session back.
    await page.reload();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect((await page.context().cookies()).find((c) => c.name === 'lantern_refresh')).toBeUndefined();
    await page.close();
  });
});
