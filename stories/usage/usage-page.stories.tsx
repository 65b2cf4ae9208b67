import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { UsagePage } from '../../src/features/usage/index.ts';
import { analyticsHandlers as h } from '../mocks/usage.ts';
import { familyHandlers } from '../mocks/family-children.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';

/** /usage: the organisation's app use for admins, the family's for guardians. */
const meta = preview.meta({
  title: 'Screens/Usage',
  component: UsagePage,
  parameters: { route: '/usage', path: '/usage', session: storedSession() },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.pending),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.empty),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Daily activity' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getAllByText('No activity in this period.').length).toBeGreaterThan(3);
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.fails),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      'The usage figures could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.organisation),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Daily activity' }, { timeout: 10_000 }),
    ).toBeVisible();
    // The seats card has its own request: it may arrive after the charts.
    await expect(await canvas.findByText('Seats in use', {}, { timeout: 10_000 })).toBeVisible();
    await expect(await canvas.findByText('73 of 120', {}, { timeout: 10_000 })).toBeVisible();
    // The table alternative names what the chart draws.
    const section = canvas.getByRole('region', { name: 'Time in focus by activity' });
    await userEvent.click(within(section).getByRole('switch', { name: 'Show as table' }));
    const table = await within(section).findByRole('table');
    await expect(within(table).getByRole('cell', { name: 'Games' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '1020' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Weekly retention' })).toHaveTextContent('4 (80%)');
  },
});

export const LastSevenDays = meta.story({
  beforeEach: ({ msw }) => msw.use(...h.organisation),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { name: 'Daily activity' }, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    const section = canvas.getByRole('region', { name: 'Daily activity' });
    await userEvent.click(within(section).getByRole('switch', { name: 'Show as table' }));
    const table = await within(section).findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(8));
  },
});

/** A guardian sees their child's usage instead (Screens/Usage/Child): no organisation figures. */
export const Guardian = meta.story({
  parameters: { session: storedSession(fixtures.guardian) },
  beforeEach: ({ msw }) => msw.use(familyHandlers.tobi, familyHandlers.usage),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'What Tobi played and watched' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.queryByText('Seats in use')).toBeNull();
    await expect(canvas.queryByText('Active patients')).toBeNull();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(...h.organisation),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'الاستخدام', level: 1 });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await expect(
      await canvas.findByRole('heading', { name: 'النشاط اليومي' }, { timeout: 10_000 }),
    ).toBeVisible();
    // Mirrored axes: the values stand on the right of the plot, and time runs from the right.
    const chart = canvas.getByRole('figure', { name: 'النشاط اليومي' });
    const box = chart.getBoundingClientRect();
    await waitFor(() =>
      expect(chart.querySelector('.MuiChartsAxis-directionY')?.getBoundingClientRect().left).toBeGreaterThan(
        box.left + box.width / 2,
      ),
    );
    const labels = [...chart.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')].filter(
      (l) => l.textContent,
    );
    await expect(labels.length).toBeGreaterThan(1);
    const [first, last] = [labels[0], labels.at(-1)];
    await expect(first?.getBoundingClientRect().left).toBeGreaterThan(
      last?.getBoundingClientRect().left ?? 0,
    );
  },
});

export const Spanish = meta.story({
  globals: { locale: 'es' },
  beforeEach: ({ msw }) => msw.use(...h.organisation),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Actividad diaria' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
});
