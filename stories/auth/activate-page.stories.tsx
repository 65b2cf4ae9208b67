import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ActivatePage } from '../../src/features/auth/index.ts';
import { authHandlers } from '../mocks/handlers.ts';
import { answer } from '../mocks/endpoint.ts';
import { authEndpoints } from '../../src/api/contracts/index.ts';

const meta = preview.meta({
  title: 'Screens/Auth/Activate',
  component: ActivatePage,
  parameters: { route: '/auth/activate?token=abc123', path: '/auth/activate' },
});

/** The page speaks to invited people as invited (someone who registered is told they may leave it empty). */
const INVITED = 'Invited by your hospital? Choose a password for your new account and repeat it.';

const posted: unknown[] = [];
export const NothingSentBeforeSubmit = meta.story({
  beforeEach: ({ msw }) => {
    posted.length = 0;
    // Records each activation call, then lets the handler answer it.
    msw.use(
      answer(authEndpoints.activate, async ({ request }) => {
        posted.push(await request.clone().json());
      }),
      authHandlers.activateSucceeds,
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(INVITED)).toBeVisible();
    await expect(posted).toEqual([]);
    // Someone who registered with a password leaves the field empty and submits: the token alone is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Activate my account' }));
    await expect(await canvas.findByText('Your account is active. You can sign in now.')).toBeVisible();
    await expect(posted).toEqual([{ token: 'abc123' }]);
  },
});

export const Activating = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.activatePending),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Activate my account' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Activating your account…');
  },
});

export const Activated = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.activateSucceeds),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Activate my account' }));
    await expect(await canvas.findByText('Your account is active. You can sign in now.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  },
});

export const InvalidOrExpired = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.activateInvalid),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Activate my account' }));
    await expect(await canvas.findByText('This activation link is invalid or has expired.')).toBeVisible();
  },
});

export const InvitedChoosesPassword = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.activateNeedsPassword),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(INVITED)).toBeVisible();
    // Submitted empty, the server asks for a password: the page says so and stays on the form.
    await userEvent.click(canvas.getByRole('button', { name: 'Activate my account' }));
    await expect(
      await canvas.findByText('Your account has no password yet: choose one to activate it.'),
    ).toBeVisible();
    await expect(canvas.queryByText('Your account is active. You can sign in now.')).toBeNull();
    // A password against the policy is not sent.
    await userEvent.type(canvas.getByLabelText('New password'), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate my account' }));
    await waitFor(() =>
      expect(canvas.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true'),
    );
    await userEvent.clear(canvas.getByLabelText('New password'));
    await userEvent.type(canvas.getByLabelText('New password'), 'Invited-family-1!');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'Invited-family-1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate my account' }));
    await expect(await canvas.findByText('Your account is active. You can sign in now.')).toBeVisible();
  },
});

/** The server refuses a common password: the field says why until another one is typed. */
export const InvitedChoosesCommonPassword = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.activateCommonPassword),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(INVITED)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'Welcome1!');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'Welcome1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate my account' }));
    const message = 'This password is one of the most common ones and easy to guess. Choose another.';
    await expect(await canvas.findByText(message)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('New password'), 'x');
    await expect(canvas.queryByText(message)).toBeNull();
  },
});

/** The repeat must match: the error is on the repeat field, and nothing is sent. */
export const RepeatDiffers = meta.story({
  beforeEach: ({ msw }) => {
    posted.length = 0;
    msw.use(
      answer(authEndpoints.activate, async ({ request }) => {
        posted.push(await request.clone().json());
      }),
      authHandlers.activateSucceeds,
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByLabelText('New password'), 'Invited-family-1!');
    await userEvent.type(canvas.getByLabelText('Repeat the new password'), 'Invited-family-2!');
    await userEvent.click(canvas.getByRole('button', { name: 'Activate my account' }));
    await expect(canvas.getByLabelText('Repeat the new password')).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    await expect(canvas.getByLabelText('Repeat the new password')).toHaveAttribute('aria-invalid', 'true');
    await expect(posted).toEqual([]);
  },
});

/** Show password turns the dots into the text typed, and Hide password back. */
export const ShowPassword = meta.story({
  play: async ({ canvas }) => {
    const field = await canvas.findByLabelText('New password');
    await userEvent.type(field, 'Invited-family-1!');
    await expect(field).toHaveAttribute('type', 'password');
    // The first field's button: each field has its own.
    await userEvent.click(canvas.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
    await expect(field).toHaveAttribute('type', 'text');
    await expect(field).toHaveValue('Invited-family-1!');
    await expect(canvas.getAllByRole('button', { name: 'Hide password' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(field).toHaveAttribute('type', 'password');
  },
});

export const MissingToken = meta.story({
  parameters: { route: '/auth/activate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This activation link is incomplete.')).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(authHandlers.activateSucceeds),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('button', { name: 'إظهار كلمة المرور' })).toHaveLength(2);
    await userEvent.click(await canvas.findByRole('button', { name: 'تفعيل حسابي' }));
    await expect(await canvas.findByText('تم تفعيل حسابك. يمكنك تسجيل الدخول الآن.')).toBeVisible();
  },
});
