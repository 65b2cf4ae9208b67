/**
 * Hospital information end to end: an admin writes a page in English and Arabic,
 * previews it and publishes it; a guardian reads it in Arabic, mirrored; once the admin has
 * unpublished every page, the guardian's menu entry goes. The real server, the built portal and
 * Debian's Chromium; St Mary's demo starts with two published pages.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from '../support/browser.ts';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';

const ARABIC_MENU_ENTRY = 'معلومات المستشفى';

/** Opens the portal's home and waits for the published call the guardian's menu depends on. */
async function openHome(page: Page, url: string) {
  const published = page.waitForResponse((r) => r.url().endsWith('/api/organisation-cms/published'));
  await page.goto(`${url}/`);
  expect((await published).status()).toBe(200);
}

/** Opens a page from the admin list and unpublishes it through its editor. */
async function unpublish(admin: Page, title: string) {
  await admin.getByRole('button', { name: `Edit ${title}` }).click();
  await admin.getByRole('button', { name: 'Unpublish' }).click();
  await admin
    .getByRole('dialog', { name: 'Unpublish this page?' })
    .getByRole('button', { name: 'Unpublish' })
    .click();
  // Once the server has unpublished it, the page is a draft again: nothing left to unpublish.
  await admin.getByRole('button', { name: 'Unpublish' }).waitFor({ state: 'detached' });
  await admin.getByRole('button', { name: 'Back to the pages' }).click();
}

describe('hospital information, from the admin’s editor to the guardian’s phone', () => {
  const ctx = useServerAndBrowser();

  it('is written in English and Arabic, previewed, published, read mirrored, and unpublished', async () => {
    const { url } = ctx.server;
    const admin = await openPage(ctx.browser, url);
    await signInThroughPage(admin, url, 'admin@stmarys.test');
    await admin.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await admin.goto(`${url}/hospital-information`);
    const pages = admin.getByRole('list', { name: 'Pages, in the order families see them' });
    await pages.getByRole('heading', { name: 'Visiting the ward' }).waitFor();

    // A new page, written in English, then in Arabic (edited right-to-left).
    await admin.getByRole('button', { name: 'New page' }).first().click();
    await admin.getByLabel('Title in English').fill('Parking and getting here');
    await admin.getByRole('dialog').getByRole('button', { name: 'New page' }).click();
    await admin.getByRole('heading', { name: 'Parking and getting here', level: 1 }).waitFor();
    const english = admin.getByRole('textbox', { name: 'Page text (English)' });
    await english.click();
    await admin.keyboard.type('The car park is on Wharf Road. Parents of inpatients park free.');
    await admin.getByRole('tab', { name: 'العربية' }).click();
    await admin.getByLabel('Title (العربية)').fill('مواقف السيارات والوصول');
    const arabic = admin.getByRole('textbox', { name: 'Page text (العربية)' });
    expect(await arabic.getAttribute('dir')).toBe('rtl');
    await arabic.click();
    await admin.keyboard.type('يقع موقف السيارات في شارع وارف.');
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await admin.getByText('The draft was saved.').waitFor();

    // The preview shows the draft as families will read it, Arabic beside English.
    await admin.goto(`${url}/hospital-information/preview`);
    const arabicColumn = admin.getByRole('region', { name: 'العربية', exact: true });
    await arabicColumn.getByRole('heading', { name: 'مواقف السيارات والوصول' }).waitFor();
    expect(await arabicColumn.getAttribute('dir')).toBe('rtl');
    await admin
      .getByRole('region', { name: 'English', exact: true })
      .getByRole('heading', { name: 'Parking and getting here' })
      .waitFor();

    // Publishing asks first: Spanish is not written.
    await admin.goto(`${url}/hospital-information`);
    await admin.getByRole('button', { name: 'Edit Parking and getting here' }).click();
    await admin.getByRole('button', { name: 'Publish', exact: true }).click();
    const check = admin.getByRole('dialog', { name: 'Some translations are not ready' });
    await check.getByRole('list', { name: 'Not written yet:' }).getByText('Español').waitFor();
    await check.getByRole('button', { name: 'Publish anyway' }).click();
    await admin.getByText('The page is published: families now see this version.').waitFor();

    // A guardian who reads Arabic finds it in the menu and reads it right-to-left.
    const guardian = await openPage(ctx.browser, url);
    await signInThroughPage(guardian, url, 'guardian@stmarys.test');
    await guardian.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await guardian.context().addCookies([{ name: 'language', value: 'ar', url }]);
    await openHome(guardian, url);
    await guardian.getByRole('link', { name: ARABIC_MENU_ENTRY, exact: true }).click();
    const article = guardian.getByRole('article', { name: 'مواقف السيارات والوصول' });
    await article.getByText('يقع موقف السيارات في شارع وارف.').waitFor();
    expect(await guardian.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await article.getByRole('heading', { name: 'مواقف السيارات والوصول' }).getAttribute('dir')).toBe(
      'rtl',
    );
    // Its body keeps its own direction, and no script of the page ran (sanitised twice).
    expect(await article.locator('[dir="rtl"][lang="ar"]').count()).toBeGreaterThan(0);

    // The admin unpublishes every page: the guardian's menu entry goes.
    await admin.getByRole('button', { name: 'Back to the pages' }).click();
    for (const title of ['Visiting the ward', "Your child's stay", 'Parking and getting here']) {
      await unpublish(admin, title);
    }
    await openHome(guardian, url);
    await guardian.getByRole('link', { name: 'لوحة المعلومات', exact: true }).waitFor();
    expect(await guardian.getByRole('link', { name: ARABIC_MENU_ENTRY, exact: true }).count()).toBe(0);
    await guardian.goto(`${url}/hospital-information`);
    // The information home keeps the hospital's contact details, and no page.
    await guardian.getByRole('heading', { name: 'التواصل مع المستشفى' }).waitFor();
    expect(await guardian.getByRole('article').count()).toBe(0);

    await guardian.context().close();
    await admin.context().close();
  });
});
