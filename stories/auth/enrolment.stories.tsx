import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { SignInPage } from '../../src/features/auth/index.ts';
import {
  passkeyPromptCancelled,
  recoveryCodes,
  RIGHT_CODE,
  secondStepHandlers,
} from '../mocks/second-factor.ts';

/** A staff member whose hospital requires a second step and who has none yet: they set one up to sign in. */
const meta = preview.meta({
  title: 'Screens/Auth/Sign in/Set up a second step',
  component: SignInPage,
  parameters: { route: '/login', path: '/login' },
  beforeEach: ({ msw }) =>
    msw.use(secondStepHandlers.asksEnrolment, secondStepHandlers.totpStart, secondStepHandlers.totpEnrol),
});

/** The password step in any language (fields by name, the button by type), then the enrolment's heading. */
const passwordStep = async (root: HTMLElement, heading = 'Set up a second step') => {
  const field = (name: string) =>
    root.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;
  await userEvent.type(field('email'), 'admin@stmarys.test');
  await userEvent.type(field('password'), 'Lantern-demo-2026!');
  await userEvent.click(root.querySelector('button[type="submit"]') as HTMLButtonElement);
  await within(root).findByRole('heading', { name: heading });
  // The step's own code loads only now (a first load can take a while): until then a spinner.
  await waitFor(() => expect(within(root).queryByRole('progressbar')).toBeNull(), { timeout: 15_000 });
};

export const ChooseAWay = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement);
    await expect(canvas.getByText('Your hospital requires a second step to sign in.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Use an authenticator app' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to the password step' }));
    await expect(await canvas.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  },
});

/** QR code and key, the first code, the recovery codes shown once, then signed in. */
export const AuthenticatorApp = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use an authenticator app' }));
    await expect(
      await canvas.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    // The key in groups of four, for typing by hand.
    await expect(canvas.getByLabelText('Key to type into your app')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP',
    );
    await userEvent.type(
      canvas.getByLabelText('Enter the 6-digit code from your authenticator app'),
      RIGHT_CODE,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Check the code and continue' }));

    await expect(await canvas.findByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    await expect(canvas.getByText(/we show them only once/)).toBeVisible();
    const codes = within(canvas.getByRole('list', { name: 'Your recovery codes' })).getAllByRole('listitem');
    await expect(codes.map((c) => c.textContent)).toEqual(recoveryCodes);
    // Continuing waits until the person says the codes are saved.
    const next = canvas.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I have saved them' }));
    await userEvent.click(next);
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /'));
  },
});

export const WrongFirstCode = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Use an authenticator app' }));
    await canvas.findByRole('img', { name: 'QR code for your authenticator app' });
    await userEvent.type(
      canvas.getByLabelText('Enter the 6-digit code from your authenticator app'),
      '000000',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Check the code and continue' }));
    await expect(
      await canvas.findByText('That code is not right. Check the code your app shows now and try again.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Your recovery codes' })).toBeNull();
    // Another way is one click away.
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another way' }));
    await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
  },
});

/** The browser's passkey prompt dismissed: plain words, and the app is still offered. */
export const PasskeyCancelled = meta.story({
  beforeEach: ({ msw }) => {
    msw.use(secondStepHandlers.passkeyEnrolOptions);
    return passkeyPromptCancelled();
  },
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    // (The hospital's requirement above is an alert too: the refusal is found by its words.)
    await expect(
      await canvas.findByText('The passkey was not used. Try again or choose another way.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use an authenticator app' })).toBeEnabled();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    await passwordStep(canvasElement, 'إعداد خطوة ثانية');
    await expect(canvasElement.querySelector('[dir="rtl"]')).not.toBeNull();
    await expect(canvas.getByText('يشترط مستشفاك خطوة ثانية لتسجيل الدخول.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'استخدم تطبيق مصادقة' }));
    await expect(await canvas.findByRole('img', { name: 'رمز QR لتطبيق المصادقة' })).toBeVisible();
    // The key reads left to right inside the right-to-left page.
    await expect(canvas.getByLabelText('المفتاح الذي تكتبه في تطبيقك')).toHaveAttribute('dir', 'ltr');
    await userEvent.type(canvas.getByLabelText('أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة'), RIGHT_CODE);
    await userEvent.click(canvas.getByRole('button', { name: 'تحقّق من الرمز وتابع' }));
    await expect(await canvas.findByRole('heading', { name: 'رموز الاسترداد الخاصة بك' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'لقد حفظتها' }));
    await userEvent.click(canvas.getByRole('button', { name: 'متابعة' }));
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /'));
  },
});
