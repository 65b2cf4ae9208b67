import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, readOutbox, type RunningServer } from '../support/server.ts';
import { createDatabase, postgresServer } from '../support/postgres.ts';
import { launchChromium, openPage } from '../support/browser.ts';
import { signInThroughPage } from '../support/portal.ts';
import { ADMIN, CONTACT, ESCALATED, TEAM, flagTime } from '../support/flag-time.ts';

// The real server on a PostgreSQL the test owns, so that the flag's hours can pass: its own instants
// move back (tests/support/flag-time.ts) and the minutely escalation job is sent to the queue.
describe('a flag nobody acknowledges escalates', () => {
  let pgServer: Awaited<ReturnType<typeof postgresServer>>;
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let server: RunningServer;
  let browser: Browser;
  let time: Awaited<ReturnType<typeof flagTime>>;
  beforeAll(async () => {
    pgServer = await postgresServer();
    database = await createDatabase(pgServer.url, 'lantern_flag_escalation');
    server = await startServer({ DATABASE_URL: database.url });
    browser = await launchChromium();
    time = await flagTime(database.url);
    await time.nameContact(server.url);
  });
  afterAll(async () => {
    await time?.close();
    await browser?.close();
    await server?.stop();
    await database?.drop();
    pgServer?.release();
  });

  it('the admin sees on the flag’s clock that it escalated after 4 unacknowledged hours, and the e-mail reached the admins and the contact', async () => {
    const flagId = await time.raiseFlag(server.url, server.url);
    const page = await openPage(browser, server.url);
    await signInThroughPage(page, server.url, ADMIN);
    await page.waitForURL((address) => address.pathname !== '/login');
    await page.goto(`${server.url}/questionnaires/flags?flag=${flagId}`);
    const clock = page.getByRole('article', { name: /Tobi/ }).getByRole('list', { name: 'Clock' });
    await clock.getByText(/^Escalates to the admins in 3 h/).waitFor();
    expect(await clock.getByText(/^Escalated/).count()).toBe(0);

    // The organisation's 4 hours pass and nobody acknowledges it; the minutely job runs.
    await time.pass(flagId, 4);
    await time.escalate();

    // The escalation e-mail went to the organisation's admin and to its contact (and the team
    // address); it says for how long nobody acknowledged the flag and links to it.
    expect(await time.mails(ESCALATED)).toEqual({ [ADMIN]: 1, [CONTACT]: 1, [TEAM]: 1 });
    const [mail] = (await readOutbox(server.url, ADMIN)).filter((m) => m.subject.startsWith(ESCALATED));
    expect((mail as unknown as { text: string }).text).toContain('for 4 hours');
    const [toContact] = (await readOutbox(server.url, CONTACT)).filter((m) =>
      m.subject.startsWith(ESCALATED),
    );
    expect(toContact?.link).toBe(mail?.link);

    // The admin follows the e-mail's link: the flag's clock shows the escalation, raised 4 hours ago,
    // and the next one an interval away.
    await page.goto(mail?.link as string);
    const after = page.getByRole('article', { name: /Tobi/ }).getByRole('list', { name: 'Clock' });
    await after.getByText('Escalated once', { exact: true }).waitFor();
    await after.getByText(/^Raised 4 h \d+ min ago$/).waitFor();
    await after.getByText(/^Escalates to the admins in 3 h/).waitFor();
    await page.context().close();
  });
});
