import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ReportPage } from '../../src/features/issue-reports/components/report-page.tsx';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { issueReportHandlers as h } from '../mocks/issue-reports.ts';

/** /report as the organisation's admins see it: the reported issues, by status. */
const meta = preview.meta({
  title: 'Screens/Report/Admin',
  component: ReportPage,
  parameters: { route: '/report', path: '/report', session: storedSession() },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.pending),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(h.none),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No reported issues')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(h.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The reports could not be loaded.',
    );
  },
});

export const ManyReports = meta.story({
  beforeEach: ({ msw }) => msw.use(h.organisation),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await expect(await within(grid).findAllByText('Grace Okafor')).not.toHaveLength(0);
    await expect(canvas.getByText(/1–10 of 23/)).toBeVisible();
  },
});

export const FilterByStatus = meta.story({
  beforeEach: ({ msw }) => msw.use(h.organisation),
  play: async ({ canvas }) => {
    await canvas.findByRole('grid');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Resolved' }));
    // 23 reports, every third resolved.
    await expect(await canvas.findByText(/1–7 of 7/)).toBeVisible();
  },
});

export const ChangeStatus = meta.story({
  beforeEach: ({ msw }) => msw.use(h.organisation, h.statusSucceeds),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    const [select] = await within(grid).findAllByRole('combobox', {
      name: 'Status of the report from Grace Okafor',
    });
    if (!select) throw new Error('no status select');
    await userEvent.click(select);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Resolved' }));
    await expect(await within(document.body).findByText('The status was changed.')).toBeVisible();
  },
});

export const ChangeStatusFails = meta.story({
  beforeEach: ({ msw }) => msw.use(h.organisation, h.statusFails),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    const [select] = await within(grid).findAllByRole('combobox', { name: /^Status of the report from/ });
    if (!select) throw new Error('no status select');
    await userEvent.click(select);
    await userEvent.click(await within(document.body).findByRole('option', { name: 'In progress' }));
    await expect(
      await within(document.body).findByText('The status could not be changed. Please try again.'),
    ).toBeVisible();
  },
});

export const Screenshot = meta.story({
  beforeEach: ({ msw }) => msw.use(h.organisation, h.screenshot),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    const [view] = await within(grid).findAllByRole('button', {
      name: 'View the screenshot from Grace Okafor',
    });
    if (!view) throw new Error('no screenshot button');
    await userEvent.click(view);
    const dialog = within(await within(document.body).findByRole('dialog'));
    const image = await dialog.findByRole('img', { name: 'Screenshot from Grace Okafor' });
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.organisation),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'المشكلات المُبلغ عنها' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#0b7a75' } },
  beforeEach: ({ msw }) => msw.use(h.organisation),
});

export const SuperAdminWithoutOrganisation = meta.story({
  parameters: {
    session: { ...storedSession({ ...fixtures.admin, type: 0, organisation_id: null }), organisation: null },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Select an organisation to see the issues its families reported.'),
    ).toBeVisible();
  },
});
