import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { DashboardPage } from '../../src/features/dashboard/index.ts';
import { fixtures } from '../mocks/fixtures.ts';

const session = {
  token: fixtures.adminSession.access_token,
  refreshToken: fixtures.adminSession.refresh_token,
  user: fixtures.admin,
  organisation: fixtures.stMarys,
};

const meta = preview.meta({
  title: 'Screens/Dashboard',
  component: DashboardPage,
  parameters: { route: '/', path: '/', session },
});

export const SignedIn = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome, Amira' })).toBeVisible();
    await expect(canvas.getByText(fixtures.stMarys.name)).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'مرحبًا، Amira' })).toBeVisible();
  },
});
