import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ReportingListPage } from '../../src/features/reporting/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { reportingHandlers as h } from '../mocks/reporting.ts';

const meta = preview.meta({
  title: 'Screens/Reporting/List',
  component: ReportingListPage,
  parameters: { route: '/reporting', path: '/reporting', session: storedSession() },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.listPending, h.exports),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(h.listEmpty, h.exportsEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reports yet')).toBeVisible();
    await expect(await canvas.findByText('No report was exported yet.')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(h.listFails, h.exports),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The reports could not be loaded.',
    );
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(h.exports, h.list),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Reporting' }, { timeout: 10_000 });
    await expect(await within(grid).findByText('Oncology patients')).toBeVisible();
    await expect(within(grid).getByText('Guardians')).toBeVisible();
    await expect(within(grid).getByRole('button', { name: 'View Oncology patients' })).toBeVisible();
    // The export log: who exported which report, with which filters.
    const log = await canvas.findByRole('grid', { name: 'Export log' }, { timeout: 10_000 });
    await expect(await within(log).findByText('Amira Hassan')).toBeVisible();
    await expect(within(log).getByText('search: Smith; 1 areas')).toBeVisible();
  },
});

export const DeleteReport = meta.story({
  beforeEach: ({ msw }) => msw.use(h.exports, h.list, h.remove),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Reporting' }, { timeout: 10_000 });
    await userEvent.click(await within(grid).findByRole('button', { name: 'Delete Oncology patients' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Delete Oncology patients?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(await within(document.body).findByText('Oncology patients was deleted.')).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.exports, h.list),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'التقارير' })).toBeVisible();
    const grid = await canvas.findByRole('grid', { name: 'التقارير' }, { timeout: 10_000 });
    await expect(await within(grid).findByText('Oncology patients')).toBeVisible();
    await expect(within(grid).getByText('أولياء الأمور')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تقرير جديد' })).toBeVisible();
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(h.exports, h.list),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Reporting' }, { timeout: 10_000 });
    await expect(await within(grid).findByText('Oncology patients')).toBeVisible();
  },
});
