import { expect, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AppPrivacyPage, PrivacyNoticePage, TrustPage } from '../../src/features/public-pages/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { phone } from '../issue-reports/phone.tsx';

/** The plain-language pages for parents, and the privacy notice: public, in en/ar/es. */
const meta = preview.meta({
  title: 'Screens/Public pages/Information',
  component: AppPrivacyPage,
  parameters: { route: '/app-privacy', path: '/app-privacy', session: null },
});

/** The structured data every public page carries (spec §9: founded in 2017). */
const jsonLd = (root: HTMLElement) => {
  const script = root.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? 'null') as Record<string, string> | null;
};

export const AppPrivacy = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'How Lantern uses your data' })).toBeVisible();
    for (const name of ['What Lantern keeps', 'Who can see it', 'For how long', 'How to have it deleted'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(jsonLd(canvasElement)).toMatchObject({ '@type': 'Organization', foundingDate: '2017' });
    const links = within(canvas.getByRole('navigation', { name: 'About Lantern' }));
    await expect(links.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  },
});

export const AppPrivacyArabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'كيف يستخدم لانترن بياناتك' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
  },
});

export const AppPrivacySpanish = meta.story({
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Cómo pedir que se borre' })).toBeVisible();
  },
});

export const AppPrivacyGuardianPhone = meta.story({
  parameters: { session: storedSession(fixtures.guardian) },
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'What Lantern keeps' })).toBeVisible();
  },
});

export const Trust = meta.story({
  render: () => <TrustPage />,
  parameters: { route: '/trust', path: '/trust' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Why you can trust Lantern' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: "Made for children's hospitals since 2017" }),
    ).toBeVisible();
    await expect(jsonLd(canvasElement)?.foundingDate).toBe('2017');
  },
});

export const TrustArabic = meta.story({
  render: () => <TrustPage />,
  parameters: { route: '/trust', path: '/trust' },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'لماذا يمكنك الوثوق بلانترن' });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
  },
});

export const TrustPhone = meta.story({
  render: () => <TrustPage />,
  parameters: { route: '/trust', path: '/trust' },
  decorators: [phone],
});

export const PrivacyNotice = meta.story({
  render: () => <PrivacyNoticePage />,
  parameters: { route: '/privacy-notice', path: '/privacy-notice' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
  },
});

export const PrivacyNoticeSpanish = meta.story({
  render: () => <PrivacyNoticePage />,
  parameters: { route: '/privacy-notice', path: '/privacy-notice' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeVisible();
  },
});
