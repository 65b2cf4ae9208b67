import { readFile } from 'node:fs/promises';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import { menuEntries, openMenuEntry, signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { readOutbox } from '../support/server.ts';

/** The newest e-mailed link to `to` containing `path`, from the development outbox. */
async function mailedLink(url: string, to: string, path: string): Promise<string> {
  const link = (await readOutbox(url, to)).find((m) => m.link?.includes(path))?.link;
  if (!link) throw new Error(`no ${path} e-mail to ${to}`);
  return link;
}

async function activate(page: Page, link: string, password: string) {
  await page.goto(link);
  await page
    .getByText('Invited by your hospital? Choose a password for your new account and repeat it.')
    .waitFor();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the new password').fill(password);
  await page.getByRole('button', { name: 'Activate my account' }).click();
  await page.getByText('Your account is active. You can sign in now.').waitFor();
}

describe('administration end to end', () => {
  const ctx = useServerAndBrowser();

  it('organisation → its admin → an area → a guardian by subscription → export of the user list', async () => {
    const { server, browser } = ctx;
    // The super admin creates an organisation with the Videos and Questionnaires features…
    const superPage = await openPage(browser, server.url);
    await signInThroughPage(superPage, server.url, 'super@lantern.test');
    await superPage.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
    await superPage.goto(`${server.url}/organisations`);
    await superPage.getByRole('button', { name: 'New organisation' }).click();
    const dialog = superPage.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Riverside Children’s Hospital');
    await dialog.getByLabel('Registration code').fill('riverside');
    await dialog.getByLabel('Seats').fill('10');
    await dialog.getByRole('checkbox', { name: 'Videos' }).check();
    await dialog.getByRole('checkbox', { name: 'Questionnaires' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await superPage.getByText('The organisation was created.').waitFor();

    // …enters it and adds its admin.
    const grid = superPage.getByRole('grid', { name: 'Organisations' });
    await grid
      .getByRole('row', { name: /Riverside/ })
      .getByRole('link', { name: 'Enter' })
      .click();
    await superPage.getByText('Active organisation: Riverside Children’s Hospital').waitFor();
    await superPage.goto(`${server.url}/app-users`);
    await superPage.getByRole('button', { name: 'Add an admin' }).click();
    const invite = superPage.getByRole('dialog');
    await invite.getByLabel('E-mail address').fill('rhea@riverside.test');
    await invite.getByLabel('First name').fill('Rhea');
    await invite.getByLabel('Surname').fill('Banerjee');
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await superPage.getByText('The invitation was sent.').waitFor();
    await superPage.context().close();

    // The admin activates from the e-mailed link, signs in, and sees exactly the enabled entries.
    const adminPage = await openPage(browser, server.url);
    await activate(
      adminPage,
      await mailedLink(server.url, 'rhea@riverside.test', '/auth/activate'),
      'Riverside-admin-1!',
    );
    await signInThroughPage(adminPage, server.url, 'rhea@riverside.test', 'Riverside-admin-1!');
    await adminPage.getByRole('heading', { name: 'Welcome, Rhea' }).waitFor();
    expect(await menuEntries(adminPage)).toEqual([
      'Dashboard',
      'Notifications',
      'Account',
      'Questionnaires',
      'Duty-of-care flags',
      'Hospital information',
      'Reported issues',
      'App users',
      'Areas',
      'Videos',
      'Messages',
      'Audit',
      'Data requests',
    ]);

    // The admin creates an area.
    await openMenuEntry(adminPage, 'Areas');
    await adminPage.getByText('No areas yet').waitFor();
    await adminPage.getByRole('button', { name: 'New area' }).click();
    await adminPage.getByRole('dialog').getByLabel('Name').fill('Day ward');
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await adminPage.getByRole('link', { name: 'Day ward' }).waitFor();

    // The admin invites a guardian by subscription; the activation e-mail is in the outbox.
    await openMenuEntry(adminPage, 'App users');
    await adminPage.getByRole('button', { name: 'Invite a guardian' }).click();
    const guardianInvite = adminPage.getByRole('dialog');
    await guardianInvite.getByLabel('E-mail address').fill('mo@family.test');
    await guardianInvite.getByLabel('First name').fill('Mo');
    await guardianInvite.getByLabel('Surname').fill('Farah');
    await guardianInvite.getByRole('button', { name: 'Send the invitation' }).click();
    await adminPage.getByText('The invitation was sent.').waitFor();
    await adminPage.getByRole('grid', { name: 'Guardians' }).getByText('mo@family.test').waitFor();

    // The guardian activates and signs in.
    const guardianPage = await openPage(browser, server.url);
    await activate(
      guardianPage,
      await mailedLink(server.url, 'mo@family.test', '/auth/activate'),
      'Farah-family-1!',
    );
    await signInThroughPage(guardianPage, server.url, 'mo@family.test', 'Farah-family-1!');
    await guardianPage.getByRole('heading', { name: 'Welcome, Mo' }).waitFor();
    await guardianPage.context().close();

    // The admin exports the guardian list: an .xlsx whose sheet 'data' holds every matching row.
    await adminPage.reload();
    await adminPage.getByRole('grid', { name: 'Guardians' }).getByText('Active Account').waitFor();
    const [download] = await Promise.all([
      adminPage.waitForEvent('download'),
      adminPage.getByRole('button', { name: 'Export' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('guardians.xlsx');
    const sheets = await readXlsxFile(await readFile(await download.path()));
    expect(sheets.map((s) => s.sheet)).toEqual(['data']);
    const [header, ...rows] = sheets[0]?.data ?? [];
    expect(header).toEqual(['First name', 'Surname', 'E-mail', 'Subscription status', 'Activated']);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.slice(0, 4)).toEqual(['Mo', 'Farah', 'mo@family.test', 'Active Account']);
    await adminPage.context().close();
  });

  it('exports every one of St Mary’s 61 patients, across pages', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    await signInThroughPage(page, ctx.server.url, 'admin@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await page.goto(`${ctx.server.url}/app-users?type=3`);
    await page.getByRole('grid', { name: 'Patients' }).getByText('Patient #SM10402').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const [sheet] = await readXlsxFile(await readFile(await download.path()));
    expect(sheet?.sheet).toBe('data');
    expect((sheet?.data.length ?? 0) - 1).toBe(61);
    await page.context().close();
  });
});
