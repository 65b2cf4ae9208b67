/**
 * The main flows by keyboard alone (WCAG 2.1.1, 2.1.2, 2.4.1, 2.4.3, 2.4.7). Only
 * keyboard.press and keyboard.type drive the portal (page.goto only to open the sign-in page); each
 * step checks that the focused control shows a focus ring, Tab never gets stuck, and focus is back on
 * the control that opened a dialog once the dialog closes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import {
  activate,
  expectFocusBackOn,
  expectFocusRing,
  isFocused,
  pickOption,
  recordVideo,
  tabTo,
  typeInto,
} from '../support/keyboard.ts';
import { DEMO_PASSWORD, useServerAndBrowser } from '../support/portal.ts';
import { apiSignIn, freshTotpCode } from '../support/second-factor.ts';

const main = (page: Page) => page.getByRole('main');
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

/** Signs in from the sign-in page with the keyboard, through its skip link. */
async function signIn(page: Page, url: string, email: string) {
  await page.goto(`${url}/login`);
  await main(page).getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  // The prerendered form answers once the page's script has taken it over: until then its button is
  // disabled and Enter submits nothing (on a busy machine that can outlast the typing).
  await expect
    .poll(() => main(page).getByRole('button', { name: 'Sign in', exact: true }).isEnabled())
    .toBe(true);
  // The skip link is the first stop of Tab, shown while it has focus, and leads into <main>.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await isFocused(skip)).toBe(true);
  expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(20);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  expect(await isFocused(main(page))).toBe(true);
  await typeInto(page, main(page).getByLabel('E-mail address'), email);
  await typeInto(page, main(page).getByLabel('Password', { exact: true }), DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  // The demo staff's second step: the code field of the authenticator app, reached by Tab.
  const code = main(page).getByLabel(/authenticator app|6-digit code/i);
  await code.waitFor();
  await typeInto(page, code, await freshTotpCode(url, email));
  await page.keyboard.press('Enter');
  await main(page)
    .getByRole('heading', { name: /^Welcome/, level: 1 })
    .waitFor();
}

/**
 * Follows a link of the main menu, reached with Tab from the top of the page; an entry the row has
 * no room for is in its More menu: Enter opens it, the arrow keys reach the entry, Enter follows it.
 */
async function openFromMenu(page: Page, name: string, heading: string) {
  if ((await menuLink(page, name).count()) > 0) await activate(page, menuLink(page, name));
  else {
    await activate(
      page,
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'More' }),
    );
    const item = page.getByRole('menu').getByRole('menuitem', { name, exact: true });
    await item.waitFor();
    for (let step = 0; step < 20 && !(await isFocused(item)); step++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
  }
  await main(page).getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('the main flows by keyboard alone', () => {
  const ctx = useServerAndBrowser();

  it('signs in: the skip link comes first and moves focus into the page, past the menu', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    await signIn(page, ctx.server.url, 'admin@stmarys.test');
    // On a signed-in page too: the first Tab shows the skip link; Enter lands in main, and the next
    // Tab reaches the content, not the menu.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.poll(() => isFocused(skip)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await isFocused(main(page))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isFocused(main(page))).toBe(true);
    expect(await isFocused(page.getByRole('navigation', { name: 'Main navigation' }))).toBe(false);
    await expectFocusRing(page);
    await page.context().close();
  });

  it('invites a guardian; focus is back on "Invite a guardian" after the dialog', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    await signIn(page, ctx.server.url, 'admin@stmarys.test');
    await openFromMenu(page, 'App users', 'App users');
    const opener = main(page).getByRole('button', { name: 'Invite a guardian' });
    await activate(page, opener);
    const dialog = page.getByRole('dialog');
    await typeInto(page, dialog.getByLabel('E-mail address'), 'keys@family.test');
    await typeInto(page, dialog.getByLabel('First name'), 'Kim');
    await typeInto(page, dialog.getByLabel('Surname'), 'Keys');
    await activate(page, dialog.getByRole('button', { name: 'Send the invitation' }));
    await page.getByText('The invitation was sent.').waitFor();
    await expectFocusBackOn(opener);
    await main(page).getByRole('grid', { name: 'Guardians' }).getByText('keys@family.test').waitFor();
    await page.context().close();
  });

  it('exports a saved report from its view; the download arrives', async () => {
    const { url } = ctx.server;
    // The report is saved through the API: building one is the reporting e2e's subject.
    const signedIn = await apiSignIn(url, 'admin@stmarys.test', DEMO_PASSWORD);
    const saved = await fetch(`${url}/api/reporting`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${signedIn.access_token}` },
      body: JSON.stringify({
        name: 'Patients by keyboard',
        subject: 'patients',
        columns: [
          { kind: 'field', field: 'first_name' },
          { kind: 'field', field: 'surname' },
        ],
      }),
    });
    expect(saved.status).toBe(201);

    const page = await openPage(ctx.browser, url);
    await signIn(page, url, 'admin@stmarys.test');
    await openFromMenu(page, 'Reporting', 'Reporting');
    await activate(page, main(page).getByRole('button', { name: 'View Patients by keyboard' }));
    await main(page).getByRole('heading', { name: 'Patients by keyboard', level: 1 }).waitFor();
    await main(page).getByRole('grid', { name: 'Patients by keyboard' }).getByRole('row').nth(1).waitFor();
    const exportButton = main(page).getByRole('button', { name: 'Export all rows' });
    await tabTo(page, exportButton);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe('Patients by keyboard.xlsx');
    await page.getByText('The report is downloaded; the export log records the rows it holds.').waitFor();
    await page.context().close();
  });
  it('writes and publishes a hospital-information page; focus is never lost after a dialog', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    await signIn(page, ctx.server.url, 'admin@stmarys.test');
    await openFromMenu(page, 'Hospital information', 'Hospital information');
    const opener = main(page).getByRole('button', { name: 'New page' }).first();
    await activate(page, opener);
    const dialog = page.getByRole('dialog');
    await typeInto(page, dialog.getByLabel('Title in English'), 'Getting here by bus');
    await activate(page, dialog.getByRole('button', { name: 'New page' }));
    await main(page).getByRole('heading', { name: 'Getting here by bus', level: 1 }).waitFor();
    await typeInto(
      page,
      main(page).getByRole('textbox', { name: 'Page text (English)' }),
      'Buses 12 and 40 stop at the main entrance.',
    );
    const publish = main(page).getByRole('button', { name: 'Publish', exact: true });
    await activate(page, publish);
    const check = page.getByRole('dialog', { name: 'Some translations are not ready' });
    await activate(page, check.getByRole('button', { name: 'Publish anyway' }));
    await page.getByText('The page is published: families now see this version.').waitFor();
    await check.waitFor({ state: 'detached' });
    // Publish is disabled now (published as it stands): focus goes to the page's heading, not <body>.
    await expectFocusBackOn(main(page).getByRole('heading', { name: 'Getting here by bus', level: 1 }));
    // And Tab goes on from there, to the page's next controls.
    await tabTo(page, main(page).getByRole('button', { name: 'Unpublish' }));
    await page.context().close();
  });
  it('builds a questionnaire and activates it', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    await signIn(page, ctx.server.url, 'admin@stmarys.test');
    await openFromMenu(page, 'Questionnaires', 'Questionnaires');
    await activate(page, main(page).getByRole('button', { name: 'New questionnaire' }));
    const title = 'Sleep check by keyboard';
    await typeInto(page, main(page).getByLabel('Title (English)'), title);
    const first = main(page).getByRole('region', { name: 'Question 1' });
    await typeInto(page, first.getByLabel('Question (English)'), 'Did you sleep well?');
    await activate(page, main(page).getByRole('button', { name: 'Add a question' }));
    const second = main(page).getByRole('region', { name: 'Question 2' });
    // The type's list opens with the arrow key and takes the option with Enter.
    await tabTo(page, second.getByRole('combobox', { name: 'Type' }));
    await page.keyboard.press('ArrowDown');
    const choice = page.getByRole('option', { name: 'Choice', exact: true });
    await choice.waitFor();
    for (let i = 0; i < 10 && !(await isFocused(choice)); i += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => second.getByRole('combobox', { name: 'Type' }).innerText()).toBe('Choice');
    await typeInto(page, second.getByLabel('Question (English)'), 'How many times did you wake?');
    for (const [n, text] of [
      [0, 'Once'],
      [1, 'More than once'],
    ] as const) {
      await activate(page, second.getByRole('button', { name: 'Add an answer' }));
      await typeInto(page, second.getByLabel('Answer (English)').nth(n), text);
    }
    await activate(page, main(page).getByRole('button', { name: 'Save' }));
    await page.getByText(`${title} is saved.`).waitFor();

    const grid = main(page).getByRole('grid', { name: 'Questionnaires' });
    await activate(page, grid.getByRole('button', { name: `Activate ${title}` }));
    await page.getByText(`${title} is active.`).waitFor();
    // The questionnaire is active: it can be assigned now, by keyboard too.
    await tabTo(page, grid.getByRole('button', { name: `Assign ${title}` }), 'Shift+Tab');
    await page.context().close();
  });
  it('uploads a video, sets it up and publishes it to an area', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    // Waited for from the start: Playwright takes over the file chooser only once it listens, and a
    // listener added at the key press can come too late (the chooser then opens and closes unseen).
    const chooser = page.waitForEvent('filechooser', { timeout: 90_000 });
    await signIn(page, ctx.server.url, 'admin@stmarys.test');
    const file = await recordVideo(page);
    await openFromMenu(page, 'Videos', 'Videos');
    await activate(page, main(page).getByRole('button', { name: 'Upload videos' }));
    await tabTo(page, main(page).getByText('Choose videos', { exact: true }));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(file);
    const section = main(page).getByRole('region', { name: /Set up keyboard-tour/ });
    await section.waitFor({ timeout: 30_000 });
    const titleField = section.getByLabel('Title');
    await tabTo(page, titleField);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Keyboard ward tour');
    await tabTo(page, section.getByRole('combobox', { name: 'Areas' }));
    await page.keyboard.press('ArrowDown');
    await pickOption(page, 'Oncology ward');
    await page.keyboard.press('Escape');
    await expect.poll(() => isFocused(section.getByRole('combobox', { name: 'Areas' }))).toBe(true);
    await activate(page, section.getByRole('switch', { name: 'Published in the app' }), ' ');
    expect(await section.getByRole('switch', { name: 'Published in the app' }).isChecked()).toBe(true);
    await activate(page, section.getByRole('button', { name: 'Save' }));
    await page.getByText('Keyboard ward tour is saved.').waitFor();
    const row = main(page)
      .getByRole('grid', { name: 'Uploaded' })
      .getByRole('row', { name: /Keyboard ward tour/ });
    await row.getByText('Published').waitFor();
    await row.getByText('Oncology ward').waitFor();
    await page.context().close();
  });
});
