import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { WebPrivacyPage } from '../../src/features/public-pages/index.ts';
import { phone } from '../issue-reports/phone.tsx';

/** /web-privacy: the cookie notice and the visitor's choice, the same one the cookie banner asks for. */
const meta = preview.meta({
  title: 'Screens/Public pages/Cookie notice',
  component: WebPrivacyPage,
  parameters: { route: '/web-privacy', path: '/web-privacy', session: null },
});

export const NoChoiceYet = meta.story({
  beforeEach: () => {
    document.cookie = 'cookie_consent=; path=/; max-age=0';
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cookie notice' })).toBeVisible();
    await expect(canvas.getByText(/lantern_refresh: keeps you signed in/)).toBeVisible();
    await expect(
      canvas.getByText('You have not made a choice yet: only necessary cookies are set.'),
    ).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  },
});

export const SavesAChoice = meta.story({
  beforeEach: () => {
    document.cookie = 'cookie_consent=; path=/; max-age=0';
    return () => {
      document.cookie = 'cookie_consent=; path=/; max-age=0';
    };
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save my choice' }));
    await expect(await canvas.findByText('Your choice was saved.')).toBeVisible();
    await expect(document.cookie).toContain('cookie_consent=');
    await expect(decodeURIComponent(document.cookie)).toContain('"analytics":true');
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'إشعار ملفات تعريف الارتباط' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
  },
});

export const Phone = meta.story({ decorators: [phone] });
