import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { DEMO_PASSWORD, menuEntries, signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { apiSignIn } from '../support/second-factor.ts';

/** What each demo user's wide-screen menu holds (docs/product.md § Roles, routes and access, with the demo organisations' features). */
const demoUsers = [
  {
    email: 'super@lantern.test',
    welcome: 'Welcome, Sam',
    menu: [
      'Dashboard',
      'Notifications',
      'Account',
      'Organisations',
      'Reports',
      'Reporting',
      'Messages',
      'Audit',
      'Data requests',
    ],
  },
  {
    // St Mary's has every feature.
    email: 'admin@stmarys.test',
    welcome: 'Welcome, Amira',
    menu: [
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
      'Quizzes',
      'Missions',
      'Reporting',
      'Messages',
      'Audit',
      'Data requests',
    ],
  },
  {
    // Guardians see hospital information only once content is published: St Mary's demo has two pages.
    email: 'guardian@stmarys.test',
    welcome: 'Welcome, Grace',
    menu: [
      'Dashboard',
      'Notifications',
      'Account',
      'Questionnaires',
      'Hospital information',
      'Videos',
      'App privacy',
      'Why trust us',
      'Report an issue',
    ],
  },
  {
    // St Mary's safeguarding lead, a staff account: her notifications (the demo flag's, unread) and the queue.
    email: 'staff@stmarys.test',
    welcome: 'Welcome, Ruth',
    menu: ['Dashboard', 'Notifications\n1\n(1 unread)', 'Account', 'Duty-of-care flags'],
  },
  {
    // Hospital Infantil has only the Videos feature; its admin reads English (docs/product.md § Roles, routes and access).
    email: 'admin@infantil.test',
    welcome: 'Welcome, Lucía',
    menu: [
      'Dashboard',
      'Notifications',
      'Account',
      'Hospital information',
      'Reported issues',
      'App users',
      'Areas',
      'Videos',
      'Messages',
      'Audit',
      'Data requests',
    ],
  },
];

describe('each demo user sees their menu and signs out', () => {
  const ctx = useServerAndBrowser();

  it.each(demoUsers)('$email', async ({ email, welcome, menu }) => {
    const page = await openPage(ctx.browser, ctx.server.url);
    await signInThroughPage(page, ctx.server.url, email);
    await page.getByRole('heading', { name: welcome }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // A guardian's "Hospital information" joins the menu once the organisation's published pages have answered.
    await expect.poll(() => menuEntries(page)).toEqual(menu);

    await nav.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // The session is gone: a private page sends the visitor back to /login, without the timed-out notice.
    await page.goto(`${ctx.server.url}/account`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByText('Your session has timed out').count()).toBe(0);
    await page.context().close();
  });

  it('a super admin selects an organisation with ?oid= and unselects it', async () => {
    const page = await openPage(ctx.browser, ctx.server.url);
    await signInThroughPage(page, ctx.server.url, 'super@lantern.test');
    await page.getByRole('heading', { name: 'Welcome, Sam' }).waitFor();

    const { access_token } = await apiSignIn<{ access_token: string; organisation: { id: string } }>(
      ctx.server.url,
      'admin@infantil.test',
      DEMO_PASSWORD,
    );
    const me = (await (
      await fetch(`${ctx.server.url}/api/auth/me`, { headers: { authorization: `Bearer ${access_token}` } })
    ).json()) as {
      organisation: { id: string };
    };

    await page.goto(`${ctx.server.url}/?oid=${me.organisation.id}`);
    await page.getByText('Active organisation: Hospital Infantil (demo)').waitFor();
    expect(new URL(page.url()).search).toBe('');
    // Product decision: the selected organisation's admin entries join the super admin's own.
    await expect
      .poll(() => menuEntries(page))
      .toEqual([
        'Dashboard',
        'Notifications',
        'Account',
        'Hospital information',
        'Reported issues',
        'App users',
        'Areas',
        'Videos',
        'Organisations',
        'Reports',
        'Reporting',
        'Messages',
        'Audit',
        'Data requests',
      ]);
    // The choice survives a reload (the organisation cookie).
    await page.reload();
    await page.getByText('Hey Super Admin').waitFor();

    await page.getByRole('button', { name: 'Unselect' }).click();
    await page.getByText('Hey Super Admin').waitFor({ state: 'detached' });
    expect(await menuEntries(page)).toEqual([
      'Dashboard',
      'Notifications',
      'Account',
      'Organisations',
      'Reports',
      'Reporting',
      'Messages',
      'Audit',
      'Data requests',
    ]);
    await page.context().close();
  });
});
