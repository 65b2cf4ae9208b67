import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { DeeplinkPage } from '../../src/features/public-pages/index.ts';
import { phone } from '../issue-reports/phone.tsx';

/**
 * /deeplink in the test browser (a computer: the app is for phones, so the page does not try to
 * open it and offers the same page in the browser).
 */
const meta = preview.meta({
  title: 'Screens/Public pages/Deep link',
  component: DeeplinkPage,
  parameters: { route: '/deeplink?to=%2Fhospital-information%3Fpage%3D2', path: '/deeplink', session: null },
});

export const OnAComputer = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The Lantern app did not open.');
    await expect(canvas.getByText(/The Lantern app is for phones and tablets/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue in the browser' })).toHaveAttribute(
      'href',
      '/hospital-information?page=2',
    );
  },
});

export const TargetInThePath = meta.story({
  parameters: { route: '/deeplink/auth/activate?token=abc', path: '/deeplink/*' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Continue in the browser' })).toHaveAttribute(
      'href',
      '/auth/activate?token=abc',
    );
  },
});

export const OpenRedirectRefused = meta.story({
  parameters: { route: '/deeplink?to=https%3A%2F%2Fevil.example%2F' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link is not valid');
    await expect(canvas.queryByRole('link', { name: 'Continue in the browser' })).toBeNull();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'الفتح في تطبيق لانترن' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
  },
});

export const Phone = meta.story({ decorators: [phone] });
