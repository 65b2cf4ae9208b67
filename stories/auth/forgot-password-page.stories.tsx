import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ForgotPasswordPage } from '../../src/features/auth/index.ts';
import { authHandlers } from '../mocks/handlers.ts';

const meta = preview.meta({
  title: 'Screens/Auth/Forgot password',
  component: ForgotPasswordPage,
  parameters: { route: '/auth/forgot-password', path: '/auth/forgot-password' },
});

export const Idle = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  },
});

export const InvalidEmail = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByText('Enter a valid e-mail address')).toBeVisible();
  },
});

export const Sent = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.forgotSucceeds),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'grace@example.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByText(/we have sent it a link/)).toBeVisible();
  },
});

export const ServerUnavailable = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.forgotFails),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'grace@example.test');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not send the link.');
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'هل نسيت كلمة المرور؟' })).toBeVisible();
  },
});
