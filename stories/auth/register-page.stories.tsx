import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { RegisterPage } from '../../src/features/auth/index.ts';
import { authHandlers } from '../mocks/handlers.ts';

const meta = preview.meta({
  title: 'Screens/Auth/Register',
  component: RegisterPage,
  parameters: { route: '/register', path: '/register' },
});

const fill = async (root: HTMLElement) => {
  const canvas = within(root);
  await userEvent.type(canvas.getByLabelText('Hospital code'), 'stmarys');
  await userEvent.type(canvas.getByLabelText('First name'), 'Grace');
  await userEvent.type(canvas.getByLabelText('Surname'), 'Okafor');
  await userEvent.type(canvas.getByLabelText('E-mail address'), 'grace@example.test');
  await userEvent.type(canvas.getByLabelText('Password'), 'Lantern-demo-2026!');
  await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
};

export const Idle = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Register' })).toBeVisible();
    const rules = canvas.getByRole('list', { name: 'Password rules' });
    await expect(within(rules).getAllByTitle('not met yet')).toHaveLength(5);
  },
});

export const PasswordRulesLive = meta.story({
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Password'), 'abcdefg1');
    const rules = within(canvas.getByRole('list', { name: 'Password rules' }));
    // length, lowercase and digit are met; uppercase and special are not yet.
    await expect(rules.getAllByTitle('met')).toHaveLength(3);
    await expect(rules.getAllByTitle('not met yet')).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText('Password'), 'A!');
    await expect(rules.getAllByTitle('met')).toHaveLength(5);
  },
});

export const ValidationErrors = meta.story({
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText('Enter your hospital code')).toBeVisible();
    await expect(canvas.getByText('Enter your first name')).toBeVisible();
    await expect(canvas.getByText('Enter a valid e-mail address')).toBeVisible();
  },
});

export const Submitting = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.signUpPending),
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Registering…' })).toBeDisabled();
  },
});

/** The server refuses a password from its common-password list: the password field says why. */
export const CommonPassword = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.signUpCommonPassword),
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement);
    const message = 'This password is one of the most common ones and easy to guess. Choose another.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(message);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Password'), 'x');
    await expect(canvas.queryByText(message)).toBeNull();
  },
});

export const UnknownHospitalCode = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.signUpUnknownCode),
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We do not know that hospital code.');
  },
});

export const Success = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.signUpSucceeds),
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'إنشاء حساب' })).toBeVisible();
  },
});
