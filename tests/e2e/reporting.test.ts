import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { launchChromium, openPage } from '../support/browser.ts';
import { DEMO_PASSWORD, openMenuEntry, signInThroughPage } from '../support/portal.ts';
import { apiSignIn } from '../support/second-factor.ts';
import { startServer, type RunningServer } from '../support/server.ts';

interface Run {
  rows: (string | number | null)[][];
  total: number;
}

describe('reporting end to end', () => {
  const ctx = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    ctx.server = await startServer();
    ctx.browser = await launchChromium();
  });
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.server?.stop();
  });

  it('an admin builds, saves, views and exports a report; the file holds every row', async () => {
    const { server, browser } = ctx;
    const page = await openPage(browser, server.url);
    await signInThroughPage(page, server.url, 'admin@stmarys.test');
    await page.getByRole('heading', { name: 'Welcome, Amira' }).waitFor();
    // The header's row gives entries it has no room for to its More menu.
    await openMenuEntry(page, 'Reporting');
    await page.getByRole('button', { name: 'New report' }).click();

    // Build: patients, with the defaults (a name never blank, app code, number, last active), newest first.
    await page.getByRole('heading', { name: 'New report' }).waitFor();
    await page.getByRole('textbox', { name: 'Report name' }).fill('Every patient');
    expect(await page.getByRole('checkbox', { name: 'Name', exact: true }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Last active' }).uncheck();
    await page.getByRole('button', { name: 'Save and view' }).click();

    // Edit the saved report: tick one more column and save again.
    await page.getByRole('heading', { name: 'Every patient' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit report' }).waitFor();
    await page.getByRole('checkbox', { name: 'Last active' }).check();
    await page.getByRole('button', { name: 'Save and view' }).click();

    // View: the first page of rows.
    await page.getByRole('heading', { name: 'Every patient' }).waitFor();
    const grid = page.getByRole('grid', { name: 'Every patient' });
    await grid.getByRole('columnheader', { name: 'Last active' }).waitFor();
    await grid.getByRole('row').nth(1).waitFor();
    const id = /\/reporting\/([^/]+)\/view/.exec(page.url())?.[1];
    expect(id).toBeDefined();

    // What the server holds for the report, read with the admin's own token.
    const { access_token: token } = await apiSignIn(server.url, 'admin@stmarys.test', DEMO_PASSWORD);
    const run = (await (
      await fetch(`${server.url}/api/reporting/${id}/run?page=1&size=5000`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as Run;
    expect(run.total).toBeGreaterThan(10);

    // Export: every row, not just the page on screen, built by the server and downloaded.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export all rows' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Every patient.xlsx');
    const file = await readFile((await download.path()) as string);
    const [sheet] = await readXlsxFile(file);
    expect(sheet?.sheet).toBe('data');
    // The server writes its headings in English.
    expect(sheet?.data[0]).toEqual(['Display name', 'App code', 'Patient number', 'Last active']);
    expect(sheet?.data.length).toBe(run.total + 1);
    // The same rows, in the same order (empty cells read back as null; last active as a date cell).
    const rows = sheet?.data.slice(1) ?? [];
    expect(rows.map((row) => row.slice(0, 3))).toEqual(
      run.rows.map((row) => row.slice(0, 3).map((cell) => (cell === '' ? null : cell))),
    );
    expect(
      rows.every((row, i) => (run.rows[i]?.[3] === null ? row[3] === null : row[3] instanceof Date)),
    ).toBe(true);
    await page.getByText('The report is downloaded; the export log records the rows it holds.').waitFor();

    // The export log names who exported it, with the rows the server wrote.
    const log = (await (
      await fetch(`${server.url}/api/reporting/exports`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { report_id: string; row_count: number; user: { email: string } }[] };
    expect(log.data[0]).toMatchObject({
      report_id: id,
      row_count: run.total,
      user: { email: 'admin@stmarys.test' },
    });
    await page.goto(`${server.url}/reporting`);
    await page.getByRole('grid', { name: 'Export log' }).getByText('Amira Hassan').waitFor();
  }, 240_000);
});
