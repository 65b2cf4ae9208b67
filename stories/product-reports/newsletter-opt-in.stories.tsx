import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HttpResponse } from 'msw';
import preview from '../../.storybook/preview.tsx';
import { NewsletterOptIn } from '../../src/features/product-reports/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { newsletterHandlers } from '../mocks/reporting.ts';
import { answer } from '../mocks/endpoint.ts';
import { productReportsEndpoints } from '../../src/api/contracts/product-reports.ts';

const meta = preview.meta({
  title: 'Screens/Reporting/Newsletter opt-in (guardian account)',
  component: NewsletterOptIn,
  parameters: { route: '/account', path: '/account', session: storedSession(fixtures.guardian) },
});

export const OptIn = meta.story({
  beforeEach: ({ msw }) => msw.use(newsletterHandlers.off, newsletterHandlers.set),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Send me the newsletter' });
    // Disabled until the current choice has loaded.
    await waitFor(() => expect(toggle).toBeEnabled());
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(
      await within(document.body).findByText('You are subscribed to the newsletter.'),
    ).toBeVisible();
    await expect(toggle).toBeChecked();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      answer(productReportsEndpoints.newsletter, () => new HttpResponse('Bad gateway', { status: 502 })),
    ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Your newsletter choice could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(newsletterHandlers.off),
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'أرسلوا لي النشرة الإخبارية' });
    await waitFor(() => expect(toggle).toBeEnabled());
  },
});
