import { expect, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { ProductReportsPage } from '../../src/features/product-reports/index.ts';
import { storedSession } from '../mocks/fixtures.ts';
import { productReportHandlers as h } from '../mocks/reporting.ts';
import type { User } from '../../src/api/contracts/index.ts';
import { fixtures } from '../mocks/fixtures.ts';

const superAdmin: User = { ...fixtures.admin, type: 0, organisation_id: null, email: 'super@lantern.test' };

const meta = preview.meta({
  title: 'Screens/Reporting/Reports (super admin)',
  component: ProductReportsPage,
  parameters: { route: '/reports', path: '/reports', session: storedSession(superAdmin) },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.pending),
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status', { name: 'Loading…' })).length).toBe(2);
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No organisations yet.')).toBeVisible();
    await expect(await canvas.findByText('Nobody has subscribed yet.')).toBeVisible();
    await expect(await canvas.findByText('No feedback yet.')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.fail),
  play: async ({ canvas }) => {
    // Each part says what failed and why, with its own retry.
    await waitFor(
      () =>
        expect(canvas.getAllByRole('alert').map((a) => a.textContent)).toEqual(
          expect.arrayContaining([
            expect.stringContaining('The organisations could not be loaded. Check your connection'),
            expect.stringContaining('The subscribers could not be loaded.'),
          ]),
        ),
      { timeout: 10_000 },
    );
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThanOrEqual(2);
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.all),
  play: async ({ canvas }) => {
    const orgs = await canvas.findByRole('table', { name: 'Organisations' });
    await expect(within(orgs).getByText('81 of 200')).toBeVisible();
    const subscribers = await canvas.findByRole('table', { name: 'Newsletter subscribers' });
    await expect(within(subscribers).getByText('guardian@stmarys.test')).toBeVisible();
    const feedback = await canvas.findByRole('grid', { name: 'Registration feedback' }, { timeout: 10_000 });
    await expect(await within(feedback).findByText('Más vídeos, por favor.')).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(...h.all),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'المؤسسات' })).toBeVisible();
    await expect(canvas.getByText('81 من 200')).toBeVisible();
  },
});
