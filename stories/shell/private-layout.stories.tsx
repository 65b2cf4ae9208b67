import { expect, fn, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { Header, PrivateLayout, SuperAdminBanner } from '../../src/design-system/index.ts';

const meta = preview.meta({
  title: 'Shell/PrivateLayout',
  component: PrivateLayout,
  args: {
    header: <Header />,
    banner: { role: 'Organisation admin', organisation: "St Mary's Children's Hospital (demo)" },
    title: 'App users',
    description: 'Patients and guardians of your organisation.',
    children: <p>Page content</p>,
  },
});

export const WithBannerAndTitle = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'App users' })).toBeVisible();
    await expect(canvas.getByText('Organisation admin')).toBeVisible();
  },
});

export const Plain = meta.story({ args: { banner: null, title: undefined, description: undefined } });

export const SuperAdminWithOrganisation = meta.story({
  args: {
    banner: { role: 'Product admin', organisation: 'Hospital Infantil (demo)' },
    superAdminBanner: <SuperAdminBanner organisationName="Hospital Infantil (demo)" onUnselect={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hey Super Admin')).toBeVisible();
    await expect(canvas.getByText('Active organisation: Hospital Infantil (demo)')).toBeVisible();
  },
});

export const Branded = meta.story({ parameters: { branding: { primary: '#8a1c7c' } } });

export const RightToLeft = meta.story({
  globals: { locale: 'ar' },
  args: {
    banner: { role: 'مسؤول المؤسسة', organisation: 'مستشفى سانت ماري' },
    title: 'مستخدمو التطبيق',
    description: undefined,
  },
});

/** Keyboard users skip the menu: the first Tab reaches the skip link, shown on focus; Enter moves to <main>. */
export const SkipToMainContent = meta.story({
  args: { header: <Header menu={<button type="button">Menu</button>} /> },
  play: async ({ canvas }) => {
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    // Clipped to one pixel (still in the Tab order) until it has focus.
    await expect(skip.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(skip).toHaveFocus();
    await expect(skip.getBoundingClientRect().width).toBeGreaterThan(20);
    await expect(getComputedStyle(skip).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
});
