import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ResponsesPage } from '../../src/features/questionnaires/responses/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { demoQuestionnaire, questionnaireHandlers } from '../mocks/questionnaires.ts';
import { responseHandlers } from '../mocks/questionnaire-responses.ts';
import { preparedExport, preparedExportHandlers } from '../mocks/prepared-exports.ts';
import { apiError } from '../mocks/handlers.ts';
import { answer } from '../mocks/endpoint.ts';
import { questionnairesEndpoints } from '../../src/api/contracts/questionnaire-endpoints.ts';

const running = preparedExport({ state: 'running', rows_written: 12_000 });

/**
 * A questionnaire with more answers than the portal streams (60,000): its exports are prepared in
 * the background, with their progress, a Cancel, and a Download once the file is ready.
 */
const meta = preview.meta({
  title: 'Screens/Questionnaires/Prepared export',
  component: ResponsesPage,
  parameters: {
    route: `/questionnaires/responses?id=${demoQuestionnaire().id}`,
    path: '/questionnaires/responses',
    session: storedSession(),
  },
  beforeEach: ({ msw }) =>
    // The first handler that matches answers: the large summary before the demo's.
    msw.use(...preparedExportHandlers(running), questionnaireHandlers.one, ...responseHandlers.populated),
});

const startExport = async (canvas: ReturnType<typeof within>, name = 'Export xlsx') => {
  await userEvent.click(await canvas.findByRole('button', { name }, { timeout: 10_000 }));
  return canvas.findByRole('region', { name: 'File being prepared' });
};

export const Queued = meta.story({
  beforeEach: ({ msw }) => msw.use(...preparedExportHandlers(preparedExport())),
  play: async ({ canvas }) => {
    const panel = await startExport(canvas);
    await expect(await within(panel).findByText('Waiting to start…')).toBeVisible();
    await expect(within(panel).getByRole('progressbar', { name: 'Progress of the file' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
});

export const Running = meta.story({
  play: async ({ canvas }) => {
    const panel = await startExport(canvas);
    await expect(await within(panel).findByText('12,000 of 60,000 answers')).toBeVisible();
    const bar = within(panel).getByRole('progressbar', { name: 'Progress of the file' });
    await expect(bar).toHaveAttribute('aria-valuenow', '20');
    await expect(within(panel).queryByRole('button', { name: 'Download' })).toBeNull();
  },
});

export const Ready = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      ...preparedExportHandlers(
        preparedExport({
          format: 'ndjson',
          state: 'ready',
          rows_written: 60_004,
          size: 84_000_000,
          finished_at: '2026-11-20T09:40:00.000Z',
          expires_at: '2026-11-21T09:40:00.000Z',
        }),
      ),
    ),
  play: async ({ canvas }) => {
    const panel = await startExport(canvas, 'Export FHIR NDJSON');
    await expect(await within(panel).findByText(/^Ready: 60,004 answers\./)).toBeVisible();
    await expect(within(panel).getByText('NDJSON file of the answers')).toBeVisible();
    const download = within(panel).getByRole('button', { name: 'Download' });
    await userEvent.click(download);
    await waitFor(() => expect(download).toBeEnabled());
    await expect(within(document.body).queryByText('The file could not be downloaded.')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'File being prepared' })).toBeNull());
  },
});

export const Failed = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(...preparedExportHandlers(preparedExport({ state: 'failed', rows_written: 4000 }))),
  play: async ({ canvas }) => {
    const panel = await startExport(canvas);
    await expect(
      await within(panel).findByText('The file could not be prepared. Try the export again.'),
    ).toBeVisible();
    await expect(within(panel).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await expect(within(panel).queryByRole('progressbar')).toBeNull();
  },
});

/**
 * After a reload: the export asked for before is found again (the admin's latest one still being
 * written), its progress followed without asking again, and the file downloaded once ready.
 */
export const AfterReload = meta.story({
  beforeEach: ({ msw }) => msw.use(...preparedExportHandlers(running, { listed: true })),
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'File being prepared' }, { timeout: 10_000 });
    await expect(await within(panel).findByText('12,000 of 60,000 answers')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await expect(await within(panel).findByText('Cancelled. No file was kept.')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'File being prepared' })).toBeNull());
  },
});

/** A ready file asked for before the reload: Download straight away. */
export const ReadyAfterReload = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      ...preparedExportHandlers(
        preparedExport({
          state: 'ready',
          rows_written: 60_000,
          size: 9_000_000,
          finished_at: '2026-11-20T09:40:00.000Z',
          expires_at: '2026-11-21T09:40:00.000Z',
        }),
        { listed: true },
      ),
    ),
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'File being prepared' }, { timeout: 10_000 });
    await expect(await within(panel).findByText(/^Ready: 60,000 answers\./)).toBeVisible();
    const download = within(panel).getByRole('button', { name: 'Download' });
    await userEvent.click(download);
    await waitFor(() => expect(download).toBeEnabled());
    await expect(within(document.body).queryByText('The file could not be downloaded.')).toBeNull();
  },
});

/** The progress cannot be read: the panel says so (the export itself may still be running). */
export const ProgressLoadFails = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answer(questionnairesEndpoints.preparedExport, () =>
        apiError({ status: 503, code: 'ServiceUnavailable', message: 'The database is not answering' }),
      ),
    ),
  play: async ({ canvas }) => {
    const panel = await startExport(canvas);
    await expect(
      await within(panel).findByText("The file's progress could not be loaded.", {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

/** The admin cancels while the file is written: the job stops, and no file is kept. */
export const Cancelled = meta.story({
  play: async ({ canvas }) => {
    const panel = await startExport(canvas);
    await userEvent.click(await within(panel).findByRole('button', { name: 'Cancel' }));
    await expect(await within(panel).findByText('Cancelled. No file was kept.')).toBeVisible();
    await expect(within(panel).queryByRole('progressbar')).toBeNull();
    await expect(within(panel).getByRole('button', { name: 'Close' })).toBeVisible();
  },
});

/** Right to left, in Arabic: the bar fills from the right, the count in Arabic. */
export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'تصدير xlsx' }, { timeout: 10_000 }));
    const panel = await canvas.findByRole('region', { name: 'ملف قيد الإعداد' });
    // Queued first, then running at 20% once the export is asked about again.
    await waitFor(() =>
      expect(within(panel).getByRole('progressbar', { name: 'تقدّم إعداد الملف' })).toHaveAttribute(
        'aria-valuenow',
        '20',
      ),
    );
    await expect(within(panel).getByRole('button', { name: 'إلغاء' })).toBeVisible();
  },
});

/** On a phone the panel's text and buttons wrap within the screen's width. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const panel = await startExport(canvas);
    await expect(await within(panel).findByText('12,000 of 60,000 answers')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeVisible();
    // The panel and its buttons fit the phone's width (the answers' table below scrolls on its own).
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(panel.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    await expect(
      within(panel).getByRole('button', { name: 'Cancel' }).getBoundingClientRect().right,
    ).toBeLessThanOrEqual(width);
  },
});
