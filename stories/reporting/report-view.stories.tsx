import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ReportViewPage } from '../../src/features/reporting/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { demoReport, reportingHandlers as h } from '../mocks/reporting.ts';

const meta = preview.meta({
  title: 'Screens/Reporting/View',
  component: ReportViewPage,
  parameters: {
    route: `/reporting/${demoReport.id}/view`,
    path: '/reporting/:reportingId/view',
    session: storedSession(),
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.options, h.onePending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading…' })).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(h.options, h.oneFails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The report could not be opened.',
    );
  },
});

export const RowsFail = meta.story({
  beforeEach: ({ msw }) => msw.use(h.options, h.runFails, h.one),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The rows could not be loaded.',
    );
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(h.options, h.runEmpty, h.one),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No rows match this report.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(h.options, h.run, h.one),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Oncology patients' }, { timeout: 10_000 });
    await expect(await within(grid).findByText('P-0001')).toBeVisible();
    // A value a spreadsheet would run as a formula is shown, and exported, as plain text.
    await expect(within(grid).getByText('=HYPERLINK("x")')).toBeVisible();
    // A question's text comes with the report options, which may arrive after the rows.
    await expect(await within(grid).findByRole('columnheader', { name: 'How did you sleep?' })).toBeVisible();
    await expect(within(grid).getByRole('columnheader', { name: 'Time in game' })).toBeVisible();
    // Seconds in focus read as mm:ss.
    await expect(within(grid).getByText('02:17')).toBeVisible();
  },
});

export const ExportInProgress = meta.story({
  beforeEach: ({ msw }) => msw.use(h.options, h.run, h.one, h.exportPending),
  play: async ({ canvas }) => {
    await canvas.findByText('P-0001', {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Export all rows' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Exporting…' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export all rows' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel export' }));
    await expect(await canvas.findByText('The export was cancelled.')).toBeVisible();
  },
});

export const Exported = meta.story({
  beforeEach: ({ msw }) => msw.use(h.options, h.run, h.one, h.exportFile),
  play: async ({ canvas }) => {
    await canvas.findByText('P-0001', {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Export all rows' }));
    // The server wrote the file and its log; the page says so and the button is free again.
    await expect(
      await canvas.findByText('The report is downloaded; the export log records the rows it holds.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export all rows' })).toBeEnabled();
  },
});

export const ExportFails = meta.story({
  beforeEach: ({ msw }) => msw.use(h.options, h.run, h.one, h.exportFails),
  play: async ({ canvas }) => {
    await canvas.findByText('P-0001', {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Export all rows' }));
    await expect(
      await canvas.findByText('The export failed. Please try again.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.options, h.run, h.one),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'تصدير كل الصفوف' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('P-0001', {}, { timeout: 10_000 })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(h.options, h.run, h.one),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ada', {}, { timeout: 10_000 })).toBeVisible();
  },
});
