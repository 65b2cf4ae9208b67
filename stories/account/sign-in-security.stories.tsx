import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AccountPage } from '../../src/features/account/index.ts';
import { recordViewHandlers } from '../mocks/audit.ts';
import { familyHandlers } from '../mocks/families.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { profileHandlers } from '../mocks/handlers.ts';
import { newsletterHandlers } from '../mocks/reporting.ts';
import {
  accountFactorHandlers,
  PASSWORD,
  recoveryCodes,
  secondStepHandlers,
} from '../mocks/second-factor.ts';

/** /account's "Sign-in security" section: a staff member's second steps, or a guardian's offer of one. */
const meta = preview.meta({
  title: 'Screens/Account/Sign-in security',
  component: AccountPage,
  parameters: { route: '/account', path: '/account', session: storedSession() },
  beforeEach: ({ msw }) =>
    msw.use(
      profileHandlers.admin,
      ...familyHandlers.defaults,
      recordViewHandlers.none,
      newsletterHandlers.off,
    ),
});

const section = async (root: HTMLElement, name = 'Sign-in security') =>
  within(await within(root).findByRole('region', { name }));
const body = within(document.body);

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(accountFactorHandlers.pending),
  play: async ({ canvasElement }) => {
    const security = await section(canvasElement);
    await expect(security.getByRole('status', { name: 'Loading your sign-in security' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(accountFactorHandlers.fails),
  play: async ({ canvasElement }) => {
    const security = await section(canvasElement);
    await expect(
      await security.findByText(/^Your sign-in security could not be loaded/, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(security.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** A guardian has no second step and is not required to: it is offered. */
export const GuardianWithout = meta.story({
  parameters: { session: storedSession(fixtures.guardian) },
  beforeEach: ({ msw }) => msw.use(profileHandlers.guardian, accountFactorHandlers.none),
  play: async ({ canvasElement }) => {
    const security = await section(canvasElement);
    await expect(
      await security.findByText(
        'Add a second step to keep your account safe: you will be asked for it each time you sign in.',
      ),
    ).toBeVisible();
    await expect(security.getByRole('button', { name: 'Turn on a second step' })).toBeEnabled();
    await expect(security.queryByRole('list', { name: 'Your second steps' })).toBeNull();
    await expect(security.queryByRole('button', { name: 'Make new recovery codes' })).toBeNull();
  },
});

/** Turned on from the account: the same steps as at sign-in, then the list is asked again. */
export const GuardianTurnsItOn = meta.story({
  parameters: { session: storedSession(fixtures.guardian) },
  beforeEach: ({ msw }) =>
    msw.use(
      profileHandlers.guardian,
      accountFactorHandlers.none,
      secondStepHandlers.totpStart,
      secondStepHandlers.totpEnrol,
    ),
  play: async ({ canvasElement }) => {
    const security = await section(canvasElement);
    await userEvent.click(await security.findByRole('button', { name: 'Turn on a second step' }));
    // The password first: a session alone adds no second step.
    const asked = within(await body.findByRole('dialog', { name: 'Add a second step' }));
    await expect(asked.getByText(/Enter your password to add a way of signing in/)).toBeVisible();
    await userEvent.type(asked.getByLabelText('Password'), PASSWORD);
    await userEvent.click(asked.getByRole('button', { name: 'Continue' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add a second step' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Use an authenticator app' }));
    await expect(
      await dialog.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    await userEvent.type(
      dialog.getByLabelText('Enter the 6-digit code from your authenticator app'),
      '123456',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Check the code and continue' }));
    await expect(await dialog.findByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I have saved them' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    await expect(await body.findByText('Second step added')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
});

/** Staff: required by the hospital, two second steps and seven recovery codes left. */
export const StaffWithFactors = meta.story({
  beforeEach: ({ msw }) => msw.use(accountFactorHandlers.some),
  play: async ({ canvasElement }) => {
    const security = await section(canvasElement);
    await expect(
      await security.findByText('Your hospital requires a second step when you sign in.'),
    ).toBeVisible();
    const items = within(security.getByRole('list', { name: 'Your second steps' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Authenticator app: Authenticator app');
    await expect(items[0]).toHaveTextContent('Added 14/09/2026 · Last used 26/11/2026, 07:45');
    await expect(items[1]).toHaveTextContent('Passkey: Work laptop');
    await expect(items[1]).toHaveTextContent('Last used never');
    await expect(security.getByText('7 recovery codes left')).toBeVisible();
    await expect(security.getByRole('button', { name: 'Add another second step' })).toBeEnabled();
  },
});

/** Removing one asks the password again; a wrong one is said in the dialog, which stays open. */
export const RemoveAsksThePassword = meta.story({
  beforeEach: ({ msw }) => msw.use(accountFactorHandlers.some, accountFactorHandlers.remove),
  play: async ({ canvasElement }) => {
    const security = await section(canvasElement);
    await userEvent.click(await security.findByRole('button', { name: 'Remove Work laptop' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Remove this second step?' }));
    await expect(dialog.getByText(/no longer be able to sign in with “Work laptop”/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await dialog.findByText('Enter your password')).toBeVisible();
    const password = dialog.getByLabelText('Password');
    await userEvent.type(password, 'not-my-password');
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The password is incorrect.');
    await userEvent.clear(password);
    await userEvent.type(password, PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await body.findByText('Second step removed')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
});

/** New recovery codes: the password, then the codes shown this once until the person says they are saved. */
export const NewRecoveryCodes = meta.story({
  beforeEach: ({ msw }) => msw.use(accountFactorHandlers.some, accountFactorHandlers.newCodes),
  play: async ({ canvasElement }) => {
    const security = await section(canvasElement);
    await userEvent.click(await security.findByRole('button', { name: 'Make new recovery codes' }));
    const ask = within(await body.findByRole('dialog', { name: 'Make new recovery codes?' }));
    await expect(ask.getByText(/Your old recovery codes will stop working/)).toBeVisible();
    await userEvent.type(ask.getByLabelText('Password'), PASSWORD);
    await userEvent.click(ask.getByRole('button', { name: 'Make new recovery codes' }));

    const shown = within(await body.findByRole('dialog', { name: 'Your recovery codes' }));
    const codes = within(shown.getByRole('list', { name: 'Your recovery codes' })).getAllByRole('listitem');
    await expect(codes.map((c) => c.textContent)).toEqual(recoveryCodes);
    await expect(shown.getByRole('button', { name: 'Download as .txt' })).toBeVisible();
    const done = shown.getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();
    await userEvent.click(shown.getByRole('checkbox', { name: 'I have saved them' }));
    await userEvent.click(done);
    // Gone once closed: they are not shown again.
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(body.queryByText(recoveryCodes[0] as string)).toBeNull();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(accountFactorHandlers.some, accountFactorHandlers.remove),
  play: async ({ canvasElement }) => {
    const security = await section(canvasElement, 'أمان تسجيل الدخول');
    await expect(await security.findByText('يشترط مستشفاك خطوة ثانية عند تسجيل الدخول.')).toBeVisible();
    await expect(security.getByRole('list', { name: 'خطواتك الثانية' })).toBeVisible();
    await userEvent.click(security.getByRole('button', { name: 'إزالة Work laptop' }));
    const dialog = within(await body.findByRole('dialog', { name: 'هل تريد إزالة هذه الخطوة الثانية؟' }));
    await expect(dialog.getByLabelText('كلمة المرور')).toBeVisible();
  },
});

/** On a phone the list, its Remove buttons and the actions fit the width. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(accountFactorHandlers.some),
  play: async ({ canvasElement }) => {
    const security = await section(canvasElement);
    await expect(await security.findByRole('button', { name: 'Remove Authenticator app' })).toBeVisible();
    await expect(security.getByRole('button', { name: 'Remove Work laptop' })).toBeVisible();
    await expect(security.getByRole('button', { name: 'Make new recovery codes' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
});
