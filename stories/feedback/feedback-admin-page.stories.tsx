import Box from '@mui/material/Box';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { FeedbackAdminPage } from '../../src/features/feedback/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { feedbackHandlers } from '../mocks/terms.ts';

const meta = preview.meta({
  title: 'Screens/Feedback/Admin',
  component: FeedbackAdminPage,
  parameters: { route: '/registration-feedback', path: '/registration-feedback', session: storedSession() },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.listPending),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.none),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No feedback yet')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.listFails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The feedback could not be loaded.',
    );
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.list),
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid');
    await expect(await within(grid).findByText('Registering took two minutes on my phone.')).toBeVisible();
    await expect(within(grid).getAllByText('It was easy').length).toBeGreaterThan(0);
    await expect(canvas.getByText(/1–10 of 12/)).toBeVisible();
  },
});

export const FilterByCategory = meta.story({
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.list),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/1–10 of 12/)).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Category' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'A problem' }));
    const grid = canvas.getByRole('grid');
    await expect(
      await within(grid).findByText('The password rules only showed after I pressed the button.'),
    ).toBeVisible();
    await waitFor(() => expect(within(grid).queryByText('Very clear, thank you.')).toBeNull());
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.list),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'آراء التسجيل' })).toBeVisible();
  },
});

export const Phone = meta.story({
  render: () => (
    <Box sx={{ maxWidth: 360 }}>
      <FeedbackAdminPage />
    </Box>
  ),
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.list),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Registration feedback' })).toBeVisible();
  },
});
