import { expect, userEvent, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { NotFoundPage } from '../../src/app/pages/index.ts';
import { storedSession } from '../mocks/fixtures.ts';

/** A signed-in user typed an address no route has: they are told so and offered the way home. */
const meta = preview.meta({
  title: 'Shell/NotFoundPage',
  component: NotFoundPage,
  parameters: { route: '/no-such-page', path: '/no-such-page', session: storedSession() },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText('There is no page at this address')).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Go to the dashboard' });
    await expect(home).toHaveAttribute('href', '/');
    await userEvent.click(home);
    await waitFor(() => expect(canvas.getByTestId('navigated-to')).toHaveTextContent('Navigated to /'));
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'الذهاب إلى لوحة المعلومات' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(getComputedStyle(heading).direction).toBe('rtl');
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  },
});
