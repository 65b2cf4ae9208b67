import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AccountPage } from '../../src/features/account/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { profileHandlers } from '../mocks/handlers.ts';

const meta = preview.meta({
  title: 'Screens/Account/Overview',
  component: AccountPage,
  parameters: { route: '/account', path: '/account', session: storedSession() },
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
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(profileHandlers.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('We could not load your account.', {}, { timeout: 10_000 })).toBeVisible();
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
