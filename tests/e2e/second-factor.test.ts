import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { freePort, startServer, type RunningServer } from '../support/server.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { DEMO_PASSWORD, signInThroughPage } from '../support/portal.ts';
import { freshTotpCode } from '../support/second-factor.ts';

/**
 * Staff sign in with a second step: a passkey (Chromium's virtual authenticator), an authenticator
 * app and a recovery code. The server runs at localhost, not 127.0.0.1: a passkey needs a domain.
 */
describe('the second step of sign-in', () => {
  let server: RunningServer;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://localhost:${port}`;
    server = await startServer({ PORT: String(port), PUBLIC_URL: url });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const passwordStep = async (page: Page, email: string) => {
    await page.goto(`${url}/login`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Second step' }).waitFor();
  };
  const signOut = async (page: Page) => {
    await page.goto(`${url}/logout`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  };

  it('keeps a super admin on the second step, and the API refuses them, until the code is given', async () => {
    const page = await openPage(browser, url);
    const calls: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.startsWith('/api/users/profile')) calls.push(res.status());
    });
    await passwordStep(page, 'super@lantern.test');
    await page.goto(`${url}/organisations`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(calls.every((status) => status === 401)).toBe(true);

    const answer = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'super@lantern.test', password: DEMO_PASSWORD }),
    });
    const body = (await answer.json()) as { access_token?: string; second_factor?: { ticket: string } };
    expect(body.access_token).toBeUndefined();
    const ticket = body.second_factor?.ticket ?? '';
    const withTicket = await fetch(`${url}/api/organisation?page=1&size=10`, {
      headers: { authorization: `Bearer ${ticket}` },
    });
    expect(withTicket.status).toBe(401);
    await page.context().close();
  });

  it('enrols a passkey and an authenticator app from the account page, and signs in with each and a recovery code', async () => {
    const email = 'admin@stmarys.test';
    const page = await openPage(browser, url);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    await signInThroughPage(page, url, email);
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();

    // A passkey, from the account page.
    await page.goto(`${url}/account`);
    const security = page.getByRole('region', { name: 'Sign-in security' });
    // Adding a second step asks for the password first: a session alone adds none.
    const addStep = async () => {
      await security.getByRole('button', { name: 'Add another second step' }).click();
      await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    };
    await addStep();
    await page.getByRole('dialog').getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Second step added').waitFor();
    await security.getByText(/^Passkey:/).waitFor();

    // An authenticator app: the key the page shows, then its first code.
    await addStep();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Use an authenticator app' }).click();
    const key = dialog.getByLabel('Key to type into your app');
    await key.getByText(/[A-Z2-7]{4}/).waitFor();
    const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    await dialog
      .getByLabel('Enter the 6-digit code from your authenticator app')
      .fill(await freshTotpCode(url, email, secret));
    await dialog.getByRole('button', { name: 'Check the code and continue' }).click();
    await page.getByText('Second step added').first().waitFor();

    // New recovery codes, with the password.
    await security.getByRole('button', { name: 'Make new recovery codes' }).click();
    await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('dialog').getByRole('button', { name: 'Make new recovery codes' }).click();
    const codes = page.getByRole('list', { name: 'Your recovery codes' });
    await codes.waitFor();
    const recovery = (await codes.getByRole('listitem').allInnerTexts()).map((c) => c.trim());
    expect(recovery).toHaveLength(10);
    await page.getByLabel('I have saved them').check();
    await page.getByRole('button', { name: 'Done' }).click();
    await security.getByText('10 recovery codes left').waitFor();

    // The passkey is offered first at the next sign-in.
    await signOut(page);
    await passwordStep(page, email);
    await page.getByRole('button', { name: 'Use your passkey' }).click();
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();

    // The new authenticator app's code; a wrong one first, said in plain words.
    await signOut(page);
    await passwordStep(page, email);
    await page.getByRole('button', { name: 'Use your authenticator app instead' }).click();
    const field = page.getByLabel('Enter the 6-digit code from your authenticator app');
    await field.fill('000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('That code is not right.', { exact: false }).waitFor();
    await field.fill(await freshTotpCode(url, email, secret));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();

    // A recovery code, once.
    await signOut(page);
    await passwordStep(page, email);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recovery[0] ?? '');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await page.context().close();
  });
});
