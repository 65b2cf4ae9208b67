import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';

describe('the super admin manages organisations', () => {
  const ctx = useServerAndBrowser();

  it('creates an organisation with Videos and Questionnaires, finds it, and enters it', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    await signInThroughPage(page, ctx.server.url, 'super@lantern.test');
    await page.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Organisations' })
      .click();
    await page.getByRole('heading', { name: 'Organisations' }).waitFor();

    await page.getByRole('button', { name: 'New organisation' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Northgate Children’s Hospital');
    await dialog.getByLabel('Registration code').fill('northgate');
    await dialog.getByRole('checkbox', { name: 'Videos' }).check();
    await dialog.getByRole('checkbox', { name: 'Questionnaires' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The organisation was created.').waitFor();

    await page.getByRole('searchbox', { name: 'Search by name or code' }).fill('northgate');
    // The search is kept in the address, so back/forward and shared links restore it.
    await page.waitForURL(/search=northgate/);
    const grid = page.getByRole('grid', { name: 'Organisations' });
    await grid.getByText('Northgate Children’s Hospital').waitFor();
    await grid.getByText("St Mary's Children's Hospital (demo)").waitFor({ state: 'detached' });
    await grid.getByText('Videos, Questionnaires').waitFor();

    await grid.getByRole('link', { name: 'Enter' }).click();
    await page.getByText('Active organisation: Northgate Children’s Hospital').waitFor();

    // The public registration lookup knows the new code.
    const lookup = await fetch(`${ctx.server.url}/api/organisations/northgate/code`);
    expect(await lookup.json()).toMatchObject({ name: 'Northgate Children’s Hospital', language: 'en' });
    await page.context().close();
  });
});
