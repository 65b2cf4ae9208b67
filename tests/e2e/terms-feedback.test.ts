import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { readOutbox } from '../support/server.ts';

/** The newest e-mailed link to `to` whose address holds `path` (written just after the answer). */
async function linkTo(url: string, to: string, path: string): Promise<string> {
  let link: string | null | undefined;
  await expect
    .poll(async () => {
      link = (await readOutbox(url, to)).find((m) => m.link?.includes(path))?.link;
      return link;
    })
    .toBeTruthy();
  return link as string;
}

const post = (url: string, path: string, body: object) =>
  fetch(`${url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('terms and registration feedback end to end', () => {
  const ctx = useServerAndBrowser();

  it('a new terms version makes the guardian accept before going on; the admin sees who accepted', async () => {
    const admin = await openPage(ctx.browser, ctx.server.url);
    await signInThroughPage(admin, ctx.server.url, 'admin@stmarys.test');
    await admin.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await admin.getByRole('link', { name: /Terms of use/ }).click();
    await admin.getByRole('heading', { name: 'Current version: terms1.0' }).waitFor();
    await admin.getByRole('button', { name: 'Publish a new version' }).click();
    const dialog = admin.getByRole('dialog');
    expect(await dialog.getByLabel('Version name').inputValue()).toBe('terms2.0');
    await dialog.getByLabel('Text in English').fill('Terms 2.0\n\nWe now keep visit reminders for 90 days.');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('Version terms2.0 is published.').waitFor();
    await admin.getByRole('heading', { name: 'Current version: terms2.0' }).waitFor();

    const guardian = await openPage(ctx.browser, ctx.server.url);
    await signInThroughPage(guardian, ctx.server.url, 'guardian@stmarys.test');
    await guardian.getByRole('heading', { name: 'Terms of use' }).waitFor();
    await guardian.getByText('We now keep visit reminders for 90 days.').waitFor();
    expect(await guardian.getByRole('heading', { name: 'Welcome, Grace' }).count()).toBe(0);
    // Nothing else opens until they accept: another screen shows the terms too.
    await guardian
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Account' })
      .click();
    await guardian.getByRole('button', { name: 'Accept and continue' }).waitFor();
    expect(await guardian.getByRole('button', { name: 'Accept and continue' }).isDisabled()).toBe(true);
    await guardian.getByRole('checkbox', { name: 'I have read and accept the terms of use' }).check();
    await guardian.getByRole('button', { name: 'Accept and continue' }).click();
    await guardian
      .getByRole('heading', { name: 'Grace Okafor' })
      .or(guardian.getByText('guardian@stmarys.test'))
      .first()
      .waitFor();
    await guardian.goto(`${ctx.server.url}/`);
    await guardian.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    expect(await guardian.getByRole('button', { name: 'Accept and continue' }).count()).toBe(0);

    await admin.reload();
    await admin.getByRole('combobox', { name: 'Version' }).click();
    await admin.getByRole('option', { name: 'terms2.0' }).click();
    // Grace accepted terms1.0 (the demo) and now terms2.0: the filter leaves her one acceptance.
    await admin.getByText(/1–1 of 1/).waitFor();
    const row = admin.getByRole('grid').getByRole('row').filter({ hasText: 'guardian@stmarys.test' });
    expect(await row.count()).toBe(1);
    expect(await row.getByRole('gridcell').allInnerTexts()).toContain('terms2.0');
    await admin.context().close();
    await guardian.context().close();
  });

  it('a family gives feedback through the link e-mailed after activation, once; the admin reads it', async () => {
    const email = 'feedback.family@example.test';
    const signUp = await post(ctx.server.url, '/auth/email-signup', {
      url_code: 'stmarys',
      email,
      first_name: 'Nia',
      surname: 'Bello',
      password: 'Brand-new-pass-1!',
    });
    expect(signUp.status).toBe(201);
    const activation = new URL(await linkTo(ctx.server.url, email, '/auth/activate'));
    const activated = await post(ctx.server.url, '/auth/activate', {
      token: activation.searchParams.get('token'),
    });
    expect(activated.status).toBe(200);
    const link = await linkTo(ctx.server.url, email, '/feedback?token=');

    const page = await openPage(ctx.browser, ctx.server.url);
    await page.goto(link);
    await page.getByRole('heading', { name: 'How was registering?' }).waitFor();
    await page.getByRole('radio', { name: 'A suggestion' }).check();
    await page
      .getByRole('textbox', { name: 'Your feedback' })
      .fill('Print the registration code on the appointment letter.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Thank you! Your feedback has reached the hospital team.').waitFor();
    // The link works once.
    await page.goto(link);
    await page.getByText(/This feedback link is not valid any more/).waitFor();
    await page.context().close();

    const admin = await openPage(ctx.browser, ctx.server.url);
    await signInThroughPage(admin, ctx.server.url, 'admin@stmarys.test');
    await admin.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await admin.getByRole('link', { name: /Registration feedback/ }).click();
    await admin.getByRole('heading', { name: 'Registration feedback' }).waitFor();
    await admin.getByRole('combobox', { name: 'Category' }).click();
    await admin.getByRole('option', { name: 'A suggestion' }).click();
    await admin
      .getByRole('grid')
      .getByText('Print the registration code on the appointment letter.')
      .waitFor();
    await admin.getByRole('grid').getByText(email).waitFor();
    await admin.context().close();
  });
});
