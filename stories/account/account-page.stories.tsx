import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { User } from '../../src/api/contracts/index.ts';
import preview from '../../.storybook/preview.tsx';
import { recordViewHandlers } from '../mocks/audit.ts';
import { familyHandlers } from '../mocks/families.ts';
import { AccountPage } from '../../src/features/account/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { profileHandlers } from '../mocks/handlers.ts';
import { myDataRequestHandlers } from '../mocks/data-requests.ts';
import { accountFactorHandlers } from '../mocks/second-factor.ts';
import { answer } from '../mocks/endpoint.ts';
import { accountEndpoints } from '../../src/api/contracts/index.ts';

const meta = preview.meta({
  title: 'Screens/Account/Overview',
  component: AccountPage,
  parameters: { route: '/account', path: '/account', session: storedSession() },
  // families: the family parts of the screen answer with content.
  beforeEach: ({ msw }) =>
    msw.use(
      ...familyHandlers.defaults,
      recordViewHandlers.none,
      ...myDataRequestHandlers.none(),
      accountFactorHandlers.none,
    ),
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(profileHandlers.pending),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading your account')).toHaveAttribute('aria-busy', 'true');
  },
});

export const Admin = meta.story({
  beforeEach: ({ msw }) => msw.use(profileHandlers.admin),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Amira Hassan')).toBeVisible();
    await expect(canvas.getByText('Organisation admin')).toBeVisible();
    await expect(canvas.getByText(fixtures.stMarys.name)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/account/edit/user');
  },
});

export const GuardianWithChild = meta.story({
  parameters: { session: storedSession(fixtures.guardian) },
  beforeEach: ({ msw }) => msw.use(profileHandlers.guardian),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tobi (app code K7P3QX)')).toBeVisible();
    await expect(canvas.getByText('العربية (Arabic)')).toBeVisible();
    // data-requests: a guardian downloads their family's data and asks for its deletion here.
    await expect(await canvas.findByRole('heading', { name: 'Your data' })).toBeVisible();
  },
});

/** Guardians edit on /account itself: Edit opens the form in place (no link to a page they may not open). */
export const GuardianEditsInline = meta.story({
  parameters: { session: storedSession(fixtures.guardian) },
  beforeEach: ({ msw }) =>
    msw.use(
      profileHandlers.guardian,
      answer(accountEndpoints.updateProfile, async ({ request }) =>
        HttpResponse.json<User>({ ...fixtures.guardian, ...((await request.json()) as Partial<User>) }),
      ),
    ),
  play: async ({ canvas }) => {
    await canvas.findByText('Tobi (app code K7P3QX)');
    await expect(canvas.queryByRole('link', { name: 'Edit' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const form = canvas.getByRole('form', { name: 'Edit your details' });
    await expect(within(form).getByLabelText('First name')).toHaveValue(fixtures.guardian.first_name);
    // Every language the organisation offers its families (all three by default); the one in use shown as it is.
    const language = within(form).getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveTextContent('العربية (Arabic)');
    await userEvent.click(language);
    const options = within(document.body)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(options).toEqual([
      "Your hospital's language",
      'English',
      'العربية (Arabic)',
      'Español (Spanish)',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.clear(within(form).getByLabelText('Surname'));
    await userEvent.type(within(form).getByLabelText('Surname'), 'Okafor-Reid');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(canvas.queryByRole('form', { name: 'Edit your details' })).toBeNull());
    await expect(await canvas.findByText(`${fixtures.guardian.first_name} Okafor-Reid`)).toBeVisible();
  },
});

export const GuardianEditsInlineArabic = meta.story({
  globals: { locale: 'ar' },
  parameters: { session: storedSession(fixtures.guardian) },
  beforeEach: ({ msw }) => msw.use(profileHandlers.guardian),
  play: async ({ canvas }) => {
    await canvas.findByText(/K7P3QX/);
    await userEvent.click(canvas.getByRole('button', { name: 'تعديل' }));
    await expect(canvas.getByRole('form', { name: 'تعديل بياناتك' })).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(profileHandlers.fails),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        /^We could not load your account\. Check your connection/,
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(profileHandlers.admin),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('مسؤول المؤسسة')).toBeVisible();
  },
});
