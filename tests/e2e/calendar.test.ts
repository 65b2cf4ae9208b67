/**
 * Calendar end to end: St Mary's admin creates an event for the oncology ward in the
 * month view's dialog; Grace, a guardian whose family is in that ward, finds it in her calendar in
 * Arabic, right to left, and opens it read-only. The real server, the built portal and Debian's Chromium.
 */
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { signInThroughPage, typeDate, useServerAndBrowser } from '../support/portal.ts';

/** Today's date in London (the calendar's time zone), as its date field takes it typed: ddmmyyyy. */
const londonToday = () =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date())
    .replaceAll('/', '');

const TITLE = 'Sensory play morning';

describe('the calendar, from the admin’s dialog to the guardian’s month in Arabic', () => {
  const ctx = useServerAndBrowser();

  it('an event an admin creates for an area shows in a guardian’s calendar in Arabic', async () => {
    const { url } = ctx.server;
    const admin = await openPage(ctx.browser, url);
    await signInThroughPage(admin, url, 'admin@stmarys.test');
    await admin.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    await admin.goto(`${url}/calendar`);
    await admin.getByRole('tab', { name: 'Month' }).waitFor();
    // The demo's events are there already.
    await admin.getByText('Play therapy').first().waitFor();

    await admin.getByRole('button', { name: 'New event' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New event' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    const day = londonToday();
    await typeDate(dialog, 'Starts', `${day}1000`);
    await typeDate(dialog, 'Ends', `${day}1130`);
    await dialog.getByRole('combobox', { name: 'Kind' }).click();
    await admin.getByRole('option', { name: 'Activity' }).click();
    await dialog.getByRole('combobox', { name: 'Area' }).click();
    await admin.getByRole('option', { name: 'Oncology ward' }).click();
    const saved = admin.waitForResponse(
      (r) => r.url().endsWith('/api/event') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(201);
    await admin.getByText(`“${TITLE}” added to the calendar`).waitFor();
    await admin.getByText(TITLE).first().waitFor();

    const guardian = await openPage(ctx.browser, url);
    await signInThroughPage(guardian, url, 'guardian@stmarys.test');
    await guardian.getByRole('heading', { name: 'Welcome, Grace' }).waitFor();
    await guardian.context().addCookies([{ name: 'language', value: 'ar', url }]);
    // A guardian's calendar is their child's: the events of Tobi's areas (the oncology ward's among them).
    const listed = guardian.waitForResponse((r) => /\/api\/families\/children\/[^/]+\/events/.test(r.url()));
    await guardian.goto(`${url}/calendar`);
    expect((await listed).status()).toBe(200);
    await guardian.getByRole('heading', { name: 'التقويم', level: 1 }).waitFor();
    expect(await guardian.locator('html').getAttribute('dir')).toBe('rtl');
    const month = guardian.getByRole('tab', { name: 'شهر' });
    expect(await month.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    // No way to add events for a guardian.
    expect(await guardian.getByRole('button', { name: 'فعالية جديدة' }).count()).toBe(0);

    await guardian.getByText(TITLE).first().click();
    const details = guardian.getByRole('dialog', { name: TITLE });
    await details.getByText('نشاط').waitFor();
    await details.getByText('لقسم Oncology ward').waitFor();
    expect(await details.getByRole('textbox').count()).toBe(0);

    await guardian.context().close();
    await admin.context().close();
  });
});
