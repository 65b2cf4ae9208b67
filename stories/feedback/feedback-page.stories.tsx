import Box from '@mui/material/Box';
import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { FeedbackPage } from '../../src/features/feedback/index.ts';
import { feedbackHandlers } from '../mocks/terms.ts';

const TOKEN = 'kq3v9Zr2mB8xT1pL0aW7sE4dF6gH5jK2nM9bV3cX8zQ';

const meta = preview.meta({
  title: 'Screens/Feedback/Page',
  component: FeedbackPage,
  parameters: { route: `/feedback?token=${TOKEN}`, path: '/feedback', session: null },
});

export const Checking = meta.story({
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.tokenPending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('progressbar', { name: 'Checking your link…' })).toBeVisible();
  },
});

export const Form = meta.story({
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.tokenValid),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radiogroup', { name: 'How did it go?' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(canvas.getByText('Choose one.')).toBeVisible();
    await expect(canvas.getByText('Tell us a few words.')).toBeVisible();
  },
});

export const Accepted = meta.story({
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.tokenValid, feedbackHandlers.sendSucceeds),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'A suggestion' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Your feedback/ }),
      'Print the code on the letter.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(
      await canvas.findByText('Thank you! Your feedback has reached the hospital team.'),
    ).toBeVisible();
  },
});

export const TokenInvalid = meta.story({
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.tokenInvalid),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This feedback link is not valid any more/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  },
});

export const UsedMeanwhile = meta.story({
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.tokenValid, feedbackHandlers.sendUsed),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'It was easy' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Your feedback/ }), 'Quick.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByText(/This feedback link is not valid any more/)).toBeVisible();
  },
});

export const SendError = meta.story({
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.tokenValid, feedbackHandlers.sendFails),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'A problem' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Your feedback/ }), 'The rules came late.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByText('Your feedback could not be sent. Please try again.')).toBeVisible();
    // The form stays, with what was typed, to try again.
    await expect(canvas.getByRole('textbox', { name: /Your feedback/ })).toHaveValue('The rules came late.');
  },
});

export const CheckError = meta.story({
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.tokenFails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, { timeout: 10_000 })).toBeVisible();
  },
});

export const NoToken = meta.story({
  parameters: { route: '/feedback' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/This feedback link is not valid any more/)).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.tokenValid),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radiogroup', { name: 'كيف جرى الأمر؟' })).toBeVisible();
  },
});

export const Phone = meta.story({
  render: () => (
    <Box sx={{ maxWidth: 360 }}>
      <FeedbackPage />
    </Box>
  ),
  beforeEach: ({ msw }) => msw.use(feedbackHandlers.tokenValid),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Send feedback' })).toBeVisible();
  },
});
