import Box from '@mui/material/Box';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { TermsAdminPage } from '../../src/features/terms/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { termsHandlers } from '../mocks/terms.ts';

const meta = preview.meta({
  title: 'Screens/Terms/Admin',
  component: TermsAdminPage,
  parameters: { route: '/terms', path: '/terms', session: storedSession() },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(termsHandlers.versionsPending, termsHandlers.reportPending),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(termsHandlers.noVersions, termsHandlers.noReport),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No terms published yet')).toBeVisible();
    await expect(await canvas.findByText('Nobody has accepted the terms yet')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(termsHandlers.versionsFail, termsHandlers.reportFails),
  play: async ({ canvas }) => {
    await waitFor(
      async () => {
        const alerts = canvas.getAllByRole('alert').map((a) => a.textContent ?? '');
        await expect(alerts.some((a) => a.includes('The terms could not be loaded.'))).toBe(true);
        await expect(alerts.some((a) => a.includes('The acceptances could not be loaded.'))).toBe(true);
      },
      { timeout: 10_000 },
    );
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(termsHandlers.versions, termsHandlers.report),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Current version: terms2.0' })).toBeVisible();
    await expect(canvas.getByText('14 acceptances')).toBeVisible();
    await expect(canvas.getByText('Earlier versions: terms1.0 (22 acceptances)')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Arabic' }));
    await expect(canvas.getByText(/احتفظ بكلمة المرور لنفسك/)).toHaveAttribute('dir', 'rtl');
    const grid = await canvas.findByRole('grid');
    await expect(await within(grid).findByText('family1@stmarys.test')).toBeVisible();
    await expect(canvas.getByText(/1–10 of 36/)).toBeVisible();
  },
});

export const FilterByVersion = meta.story({
  beforeEach: ({ msw }) => msw.use(termsHandlers.versions, termsHandlers.report),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/1–10 of 36/)).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Version' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'terms2.0' }));
    await expect(await canvas.findByText(/1–10 of 14/)).toBeVisible();
  },
});

export const Publish = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(termsHandlers.versions, termsHandlers.report, termsHandlers.publishSucceeds),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Current version: terms2.0' });
    await userEvent.click(canvas.getByRole('button', { name: 'Publish a new version' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    // The form starts from the current version, with the next name.
    await expect(dialog.getByLabelText('Version name')).toHaveValue('terms3.0');
    await expect(dialog.getByLabelText('Text in Arabic (optional)')).toHaveAttribute('dir', 'rtl');
    await userEvent.clear(dialog.getByLabelText('Text in English'));
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expect(await dialog.findByText('Write the terms in English.')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Text in English'), 'Terms 3.0: be kind.');
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expect(await within(document.body).findByText('Version terms3.0 is published.')).toBeVisible();
  },
});

export const PublishNameTaken = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(termsHandlers.versions, termsHandlers.report, termsHandlers.publishConflict),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Current version: terms2.0' });
    await userEvent.click(canvas.getByRole('button', { name: 'Publish a new version' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Publish' }));
    await expect(
      await dialog.findByText('This organisation already has a version with this name.'),
    ).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(termsHandlers.versions, termsHandlers.report),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'النسخة الحالية: terms2.0' })).toBeVisible();
  },
});

export const Phone = meta.story({
  render: () => (
    <Box sx={{ maxWidth: 360 }}>
      <TermsAdminPage />
    </Box>
  ),
  beforeEach: ({ msw }) => msw.use(termsHandlers.versions, termsHandlers.report),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Publish a new version' })).toBeVisible();
  },
});

export const Branded = meta.story({
  parameters: { branding: { primary: '#0b7a75' } },
  beforeEach: ({ msw }) => msw.use(termsHandlers.versions, termsHandlers.report),
});
