import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { readOutbox } from '../support/server.ts';

/** A 1×1 PNG, the screenshot the guardian attaches. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('issue reports and the public pages end to end', () => {
  const ctx = useServerAndBrowser({ PRODUCT_TEAM_EMAIL: 'product@lantern.test' });

  it('a guardian reports an issue; the admin is e-mailed and resolves it; the guardian sees the status', async () => {
    const { server, browser } = ctx;
    const guardian = await openPage(browser, server.url);
    await signInThroughPage(guardian, server.url, 'guardian@stmarys.test');
    await guardian.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await guardian.goto(`${server.url}/account`);
    await guardian
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Report an issue' })
      .click();
    await guardian.getByRole('heading', { level: 1, name: 'Report an issue' }).waitFor();
    // The page the guardian came from travels with the report.
    await guardian.getByText(/the page you came from \(\/account\)/).waitFor();
    await guardian.getByRole('combobox', { name: /What is it about/ }).click();
    await guardian.getByRole('option', { name: 'Content' }).click();
    await guardian
      .getByRole('textbox', { name: /What happened/ })
      .fill('The visiting hours on the information page are out of date.');
    await guardian
      .getByLabel('Add a screenshot')
      .setInputFiles({ name: 'hours.png', mimeType: 'image/png', buffer: PNG });
    await guardian.getByText('Screenshot: hours.png').waitFor();
    await guardian.getByRole('button', { name: 'Send the report' }).click();
    await guardian.getByRole('heading', { name: 'Thank you' }).waitFor();
    await guardian.getByRole('link', { name: 'See your reports' }).click();
    const mine = guardian.getByRole('region', { name: 'Your reports' });
    await mine.getByText('The visiting hours on the information page are out of date.').waitFor();
    expect(await mine.getByText('Open', { exact: true }).count()).toBe(1);

    // The organisation's admin got an e-mail, in English, naming the category but not the description.
    const [mail] = await readOutbox(server.url, 'admin@stmarys.test');
    expect(mail?.subject).toBe("New issue reported at St Mary's Children's Hospital (demo)");
    expect(mail?.link).toMatch(new RegExp(`^${server.url}/report/[0-9a-f-]{36}$`));

    const admin = await openPage(browser, server.url);
    await signInThroughPage(admin, server.url, 'admin@stmarys.test');
    await admin.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await admin.goto(`${server.url}/report`);
    const grid = admin.getByRole('grid', { name: 'Reported issues' });
    const row = grid.getByRole('row', { name: /visiting hours/ });
    await row.waitFor();
    expect(await row.getByText('/account').count()).toBe(1);
    await row.getByRole('button', { name: 'View the screenshot from Grace Okafor' }).click();
    await admin.getByRole('dialog').getByRole('img', { name: 'Screenshot from Grace Okafor' }).waitFor();
    await admin.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await row.getByRole('combobox', { name: 'Status of the report from Grace Okafor' }).click();
    await admin.getByRole('option', { name: 'Resolved' }).click();
    await admin.getByText('The status was changed.').waitFor();

    await guardian.reload();
    await guardian
      .getByRole('region', { name: 'Your reports' })
      .getByText('Resolved', { exact: true })
      .waitFor();
    await guardian.context().close();
    await admin.context().close();
  });

  it('the contact form mails the product team; the public pages carry JSON-LD without a CSP violation', async () => {
    const { server, browser } = ctx;
    const page = await openPage(browser, server.url);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${server.url}/trust`);
    await page.getByRole('heading', { level: 1, name: 'Why you can trust Lantern' }).waitFor();
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? 'null',
    ) as Record<string, string>;
    expect(data).toMatchObject({ '@type': 'Organization', foundingDate: '2017', url: server.url });

    await page
      .getByRole('navigation', { name: 'About Lantern' })
      .getByRole('link', { name: 'Contact us' })
      .click();
    await page.getByRole('textbox', { name: /Your name/ }).fill('Ana Pérez');
    await page.getByRole('textbox', { name: /Your e-mail address/ }).fill('ana@example.test');
    await page.getByRole('textbox', { name: /^Message/ }).fill('We would like Lantern for our hospital.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText(/your message was sent/).waitFor();
    await expect
      .poll(async () => (await readOutbox(server.url, 'product@lantern.test'))[0]?.subject)
      .toBe('Lantern contact form: Ana Pérez');

    // A deep link keeps its target; one that would leave the site is refused.
    await page.goto(`${server.url}/deeplink?to=${encodeURIComponent('/hospital-information?page=2')}`);
    expect(await page.getByRole('link', { name: 'Continue in the browser' }).getAttribute('href')).toBe(
      '/hospital-information?page=2',
    );
    await page.goto(`${server.url}/deeplink?to=${encodeURIComponent('//evil.example/')}`);
    await page.getByText('This link is not valid: it does not lead to a page of Lantern.').waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
