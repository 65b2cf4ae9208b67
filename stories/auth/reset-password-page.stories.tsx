import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ResetPasswordPage } from '../../src/features/auth/index.ts';
import { authHandlers } from '../mocks/handlers.ts';

const meta = preview.meta({
  title: 'Screens/Auth/Reset password',
  component: ResetPasswordPage,
  parameters: { route: '/auth/reset-password?token=abc123', path: '/auth/reset-password' },
});

const choose = async (root: HTMLElement, password: string, confirm: string) => {
  const canvas = within(root);
  await userEvent.type(canvas.getByLabelText('New password'), password);
  await userEvent.type(canvas.getByLabelText('Repeat the new password'), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
};

export const Idle = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Password rules' })).toBeVisible();
  },
});

export const Mismatch = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, 'New-password-1!', 'New-password-2!');
    await expect(await canvas.findByText('The passwords do not match')).toBeVisible();
  },
});

/** Each field has its own Show password button: the repeat can be checked by eye. */
export const ShowPassword = meta.story({
  play: async ({ canvas }) => {
    const repeat = canvas.getByLabelText('Repeat the new password');
    await userEvent.type(repeat, 'New-password-1!');
    await expect(repeat).toHaveAttribute('type', 'password');
    const toggles = canvas.getAllByRole('button', { name: 'Show password' });
    await expect(toggles).toHaveLength(2);
    await userEvent.click(toggles[1] as HTMLElement);
    await expect(repeat).toHaveAttribute('type', 'text');
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
});

export const WeakPasswordIsNotSent = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.resetSucceeds),
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, 'weak', 'weak');
    const rules = within(canvas.getByRole('list', { name: 'Password rules' }));
    await expect(rules.getAllByTitle('not met yet').length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/Your password has been changed/)).toBeNull();
  },
});

export const Changed = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.resetSucceeds),
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, 'New-password-1!', 'New-password-1!');
    await expect(
      await canvas.findByText('Your password has been changed. You can sign in with it now.'),
    ).toBeVisible();
  },
});

/** The server refuses a password from its common-password list: the password field says why. */
export const CommonPassword = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.resetCommonPassword),
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, 'Welcome1!', 'Welcome1!');
    const message = 'This password is one of the most common ones and easy to guess. Choose another.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByLabelText('New password')).toHaveAccessibleDescription(message);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const ExpiredLink = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.resetExpired),
  play: async ({ canvas, canvasElement }) => {
    await choose(canvasElement, 'New-password-1!', 'New-password-1!');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
  },
});

export const MissingToken = meta.story({
  parameters: { route: '/auth/reset-password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This link is incomplete. Ask for a new one.')).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'اختر كلمة مرور جديدة' })).toBeVisible();
  },
});
