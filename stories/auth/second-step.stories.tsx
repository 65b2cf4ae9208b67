import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { SignInPage } from '../../src/features/auth/index.ts';
import {
  passkeyPromptCancelled,
  RECOVERY_CODE,
  RIGHT_CODE,
  secondStepHandlers,
} from '../mocks/second-factor.ts';

const meta = preview.meta({
  title: 'Screens/Auth/Sign in/Second step',
  component: SignInPage,
  parameters: { route: '/login', path: '/login' },
});

/**
 * The password step as a staff member does it, in any language (the fields by name, the button by
 * type), then the second step's heading.
 */
const passwordStep = async (root: HTMLElement, heading = 'Second step') => {
  const field = (name: string) =>
    root.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
  await userEvent.type(field('email'), 'admin@stmarys.test');
  await userEvent.type(field('password'), 'Lantern-demo-2026!');
  await userEvent.click(root.querySelector('button[type="submit"]') as HTMLButtonElement);
  await within(root).findByRole('heading', { name: heading });
  // The step's own code loads only now (a first load can take a while): until then a spinner.
  await waitFor(() => expect(within(root).queryByRole('progressbar')).toBeNull(), { timeout: 15_000 });
};

const navigatedHome = (root: HTMLElement) =>
  waitFor(() => expect(within(root).getByTestId('navigated-to')).toHaveTextContent('Navigated to /'));

/** A passkey first, then the other ways the account has, and the ten minutes' end as a time of day. */
export const EveryWayOffered = meta.story({
  beforeEach: ({ msw }) => msw.use(secondStepHandlers.asksAll),
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement);
    await expect(
      canvas.getByText(/^Your account asks for a second step\. You have 10 minutes, until \d/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use your passkey' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Use your authenticator app instead' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use a recovery code instead' })).toBeVisible();
    await expect(canvas.queryByLabelText(/6-digit code/)).toBeNull();
  },
});

/** The browser's passkey prompt dismissed: plain words, and the other ways are still there. */
export const PasskeyCancelled = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(secondStepHandlers.asksAll, secondStepHandlers.passkeyOptions);
    return passkeyPromptCancelled();
  },
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use your passkey' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The passkey was not used. Try again or choose another way.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Use your authenticator app instead' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByLabelText('Enter the 6-digit code from your authenticator app')).toHaveFocus();
  },
});

export const RightCode = meta.story({
  beforeEach: ({ msw }) => msw.use(secondStepHandlers.asksCode, secondStepHandlers.totp),
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement);
    // Typed as the app shows it, in two groups of three.
    await userEvent.type(
      canvas.getByLabelText('Enter the 6-digit code from your authenticator app'),
      '123 456',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await navigatedHome(canvasElement);
  },
});

export const WrongCode = meta.story({
  beforeEach: ({ msw }) => msw.use(secondStepHandlers.asksCode, secondStepHandlers.totp),
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement);
    const code = canvas.getByLabelText('Enter the 6-digit code from your authenticator app');
    await userEvent.type(code, '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Enter the 6 digits your app shows')).toBeVisible();
    await userEvent.clear(code);
    await userEvent.type(code, '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That code is not right. Check the code your app shows now and try again.',
    );
    // Still on the second step, ready for the next code.
    await expect(canvas.getByRole('heading', { name: 'Second step' })).toBeVisible();
    await expect(canvas.queryByTestId('navigated-to')).toBeNull();
  },
});

/** The server says the ticket is spent or too old: the person is sent back to the password. */
export const ExpiredTicket = meta.story({
  beforeEach: ({ msw }) => msw.use(secondStepHandlers.asksCode, secondStepHandlers.ticketExpired),
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement);
    await userEvent.type(
      canvas.getByLabelText('Enter the 6-digit code from your authenticator app'),
      RIGHT_CODE,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByText(
        'This sign-in has expired: the second step lasts 10 minutes. Sign in again with your password.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in again' }));
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByLabelText(/e-mail address/i)).toBeVisible();
  },
});

/** The ten minutes run out while the screen is open: it says so without waiting for a refused code. */
export const TimeRunsOut = meta.story({
  beforeEach: ({ msw }) => msw.use(secondStepHandlers.asksCodeExpiringSoon),
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement);
    await expect(await canvas.findByText(/^This sign-in has expired/, {}, { timeout: 5_000 })).toBeVisible();
    await expect(canvas.queryByLabelText('Enter the 6-digit code from your authenticator app')).toBeNull();
  },
});

export const RecoveryCode = meta.story({
  beforeEach: ({ msw }) => msw.use(secondStepHandlers.asksCode, secondStepHandlers.recovery),
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    const field = canvas.getByLabelText('Recovery code');
    await expect(field).toHaveAccessibleDescription(/Each works once\.$/);
    await userEvent.type(field, 'x9re-0000-0000');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'That recovery code is not right, or it has already been used.',
    );
    await userEvent.clear(field);
    await userEvent.type(field, RECOVERY_CODE.toUpperCase());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await navigatedHome(canvasElement);
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(secondStepHandlers.asksAll, secondStepHandlers.totp),
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement, 'الخطوة الثانية');
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'استخدم مفتاح المرور' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'استخدم تطبيق المصادقة بدلًا من ذلك' }));
    // The digits read left to right inside the right-to-left page.
    const code = canvas.getByLabelText('أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة');
    await expect(code).toHaveAttribute('dir', 'ltr');
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'متابعة' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'هذا الرمز غير صحيح. تحقّق من الرمز الذي يعرضه تطبيقك الآن وحاول مرة أخرى.',
    );
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  beforeEach: ({ msw }) => msw.use(secondStepHandlers.asksCode, secondStepHandlers.totp),
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement, 'Segundo paso');
    await expect(canvas.getByText(/^Tu cuenta pide un segundo paso\. Tienes 10 minutos/)).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText('Escribe el código de 6 dígitos de tu aplicación de autenticación'),
      RIGHT_CODE,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await navigatedHome(canvasElement);
  },
});

/** On a phone every way fits the width: nothing to scroll sideways for. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(secondStepHandlers.asksAll),
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement);
    for (const name of [
      'Use your passkey',
      'Use your authenticator app instead',
      'Back to the password step',
    ])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
    await expect(canvas.getByLabelText('Recovery code')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
