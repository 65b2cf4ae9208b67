import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { signInThroughPage, useServerAndBrowser } from '../support/portal.ts';
import { readOutbox } from '../support/server.ts';

const HOSPITAL = "St Mary's Children's Hospital (demo)";

describe('an issue report is a conversation between the family and the hospital', () => {
  const ctx = useServerAndBrowser();

  it('the guardian reports; the admin sees the count, replies and moves it on; the guardian reads the reply and is e-mailed', async () => {
    const { server, browser } = ctx;
    const guardian = await openPage(browser, server.url);
    await signInThroughPage(guardian, server.url, 'guardian@stmarys.test');
    await guardian.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await guardian.goto(`${server.url}/report`);
    await guardian.getByRole('combobox', { name: /What is it about/ }).click();
    await guardian.getByRole('option', { name: 'A problem with the app' }).click();
    await guardian
      .getByRole('textbox', { name: /What happened/ })
      .fill('The ward tour video stops after ten seconds.');
    await guardian.getByRole('button', { name: 'Send the report' }).click();
    await guardian.getByRole('heading', { name: 'Thank you' }).waitFor();

    // The admin's menu entry and dashboard card count the open report.
    const admin = await openPage(browser, server.url);
    await signInThroughPage(admin, server.url, 'admin@stmarys.test');
    await admin.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await admin
      .getByRole('navigation', { name: 'Shortcuts' })
      .getByRole('link', { name: /Reported issues/ })
      .filter({ hasText: '1 open report' })
      .waitFor();
    const entry = admin
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Reported issues (1 open report)' });
    await entry.click();
    await admin.getByRole('grid', { name: 'Reported issues' }).waitFor();
    await admin.getByRole('link', { name: 'Open the report from Grace Okafor' }).click();
    await admin.getByRole('heading', { name: 'Report from Grace Okafor' }).waitFor();
    const id = new URL(admin.url()).pathname.split('/').pop() ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await admin.getByText('The ward tour video stops after ten seconds.').waitFor();

    await admin.getByRole('textbox', { name: /Your reply/ }).fill('Thank you: which phone do you use?');
    await admin.getByRole('button', { name: 'Send the reply' }).click();
    await admin.getByText('Your reply was sent.').waitFor();
    await admin.getByRole('combobox', { name: /Status/ }).click();
    await admin.getByRole('option', { name: 'In progress' }).click();
    await admin.getByText('The status was changed.').waitFor();
    // Nothing open is left: the badge goes.
    await admin
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Reported issues', exact: true })
      .waitFor();

    // The reporter's e-mail about the reply links to the report's page…
    await expect
      .poll(async () =>
        (await readOutbox(server.url, 'guardian@stmarys.test')).map((m) => [m.subject, m.link]),
      )
      .toContainEqual([`${HOSPITAL} replied to your report`, `${server.url}/report/${id}`]);

    // …where the guardian reads the reply and the new status.
    await guardian.goto(`${server.url}/report/${id}`);
    await guardian.getByRole('heading', { name: 'Your report' }).waitFor();
    const thread = guardian.getByRole('region', { name: 'Conversation' });
    await thread.getByRole('listitem').filter({ hasText: 'Hospital team' }).waitFor();
    await thread.getByText('Thank you: which phone do you use?').waitFor();
    await guardian.getByText('In progress', { exact: true }).waitFor();
    await guardian.context().close();
    await admin.context().close();
  });
});
