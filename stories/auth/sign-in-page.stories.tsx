import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { SignInPage } from '../../src/features/auth/index.ts';
import { authHandlers } from '../mocks/handlers.ts';

const meta = preview.meta({
  title: 'Screens/Auth/Sign in',
  component: SignInPage,
  parameters: { route: '/login', path: '/login' },
});

/** Types the demo admin's credentials and submits, as a user would. */
const fill = async (root: HTMLElement) => {
  const canvas = within(root);
  await userEvent.type(canvas.getByLabelText(/e-mail address/i), 'admin@stmarys.test');
  await userEvent.type(canvas.getByLabelText(/password/i), 'Lantern-demo-2026!');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
};

export const Idle = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  },
});

export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter a valid e-mail address')).toBeVisible();
    await expect(canvas.getByText('Enter your password')).toBeVisible();
  },
});

/** After a refused submit the first wrong field has the focus, and each field is checked again as it changes. */
export const ValidationAfterSubmit = meta.story({
  play: async ({ canvas, userEvent }) => {
    const email = canvas.getByLabelText(/e-mail address/i);
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enter a valid e-mail address')).toBeVisible();
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address');
    await userEvent.clear(email);
    await userEvent.type(email, 'admin@stmarys.test');
    await waitFor(() => expect(canvas.queryByText('Enter a valid e-mail address')).toBeNull());
    // The password was not touched since: its message stays until it changes.
    await expect(canvas.getByText('Enter your password')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/password/i), 'x');
    await waitFor(() => expect(canvas.queryByText('Enter your password')).toBeNull());
  },
});

export const Submitting = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.signInPending),
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
  },
});

export const IncorrectPassword = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.signInIncorrect),
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is incorrect.',
    );
  },
});

export const Throttled = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.signInThrottled),
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/too many attempts/i);
  },
});

export const ServerUnavailable = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.signInServerDown),
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/could not sign you in/i);
  },
});

export const Success = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.signInSucceeds),
  play: async ({ canvas, canvasElement }) => {
    await fill(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /'));
  },
});

export const SessionTimedOut = meta.story({
  beforeEach: () => {
    sessionStorage.setItem('lantern.session-timed-out', '1');
    return () => sessionStorage.removeItem('lantern.session-timed-out');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your session has timed out. Please login to pickup where you left off',
    );
  },
});

export const WithSingleSignOn = meta.story({
  beforeEach: ({ msw }) => msw.use(authHandlers.bothProviders),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    const linkedin = canvas.getByRole('link', { name: 'Continue with LinkedIn' });
    const href = new URL(linkedin.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://www.linkedin.com/oauth/v2/authorization');
    expect(href.searchParams.get('client_id')).toBe('86lanterndemo');
    expect(href.searchParams.get('redirect_uri')).toBe(`${location.origin}/auth/linkedin`);
    expect(href.searchParams.get('state')).toBe('signin');
  },
});

export const WithoutSingleSignOn = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  },
});
