import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { UsagePage } from '../../src/features/usage/index.ts';
import { familyHandlers as h } from '../mocks/family-children.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';

/** /usage for a guardian: their child's time in the app, what they played and how they felt. */
const meta = preview.meta({
  title: 'Screens/Usage/Child',
  component: UsagePage,
  parameters: { route: '/usage', path: '/usage', session: storedSession(fixtures.guardian) },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.tobi, h.usagePending),
  play: async ({ canvasElement, canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Last 7 days' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull());
  },
});

/** A week without the app: every card says so in a parent's words. */
export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(h.tobi, h.quietWeek),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('0 h 0 min', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Tobi used the app on 0 of the last 7 days.')).toBeVisible();
    await expect(
      await canvas.findByText('Tobi did not play or watch anything in this period.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByText('Tobi did not say how they felt in this period.')).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(h.tobi, h.usageFail),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 20_000 })).toHaveTextContent(
      'The usage figures could not be loaded.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** Tobi's week: time per day, his games and environments by name, mostly happy; each chart has its table. */
export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(h.tobi, h.usage),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 h 3 min', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText('Tobi used the app on 5 of the last 7 days.')).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'Time in the app' }, { timeout: 10_000 }),
    ).toBeVisible();
    const played = canvas.getByRole('region', { name: 'What Tobi played and watched' });
    await userEvent.click(within(played).getByRole('switch', { name: 'Show as table' }));
    const table = await within(played).findByRole('table');
    await expect(within(table).getByRole('cell', { name: 'Bubble Breathing' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '41' })).toBeVisible();
    // A video whose title is unknown is named by what it is.
    await expect(within(table).getAllByRole('cell', { name: 'Videos' }).length).toBeGreaterThan(0);
    const felt = canvas.getByRole('region', { name: 'How Tobi said they felt' });
    await expect(within(felt).getByText('Most often: Happy')).toBeVisible();
    // No organisation measures on a parent's screen.
    await expect(canvas.queryByText('Active patients')).toBeNull();
  },
});

/** Several children: a picker, kept in the address; the one come of age gets a sentence, not figures. */
export const SeveralChildren = meta.story({
  beforeEach: ({ msw }) => msw.use(h.several, h.usage),
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole('group', { name: 'Which child' });
    await expect(within(picker).getByRole('button', { name: /Tobi Okafor/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await canvas.findByRole('heading', { name: 'What Tobi played and watched' }, { timeout: 10_000 });
    await userEvent.click(within(picker).getByRole('button', { name: /Ama Okafor/ }));
    await expect(await canvas.findByText(/Ama has come of age/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /played and watched/ })).toBeNull();
  },
});

export const LimitedChild = meta.story({
  beforeEach: ({ msw }) => msw.use(h.onlyLimited, h.usageFail),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/Ama has come of age: how they use the app is now theirs to share/),
    ).toBeVisible();
    await expect(canvas.queryByText(/could not be loaded/)).toBeNull();
    await expect(canvas.queryByRole('heading', { name: /played and watched/ })).toBeNull();
  },
});

export const NoChild = meta.story({
  beforeEach: ({ msw }) => msw.use(h.noChild),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Add your child' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add a child' })).toHaveAttribute('href', '/account');
  },
});

/** Arabic: right to left, a parent's words translated, the values on the right of the plot. */
export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.tobi, h.usage),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { name: 'الاستخدام', level: 1 });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    await expect(
      await canvas.findByRole('heading', { name: 'ما لعبه Tobi وشاهده' }, { timeout: 10_000 }),
    ).toBeVisible();
    const chart = canvas.getByRole('figure', { name: 'الوقت في التطبيق' });
    const box = chart.getBoundingClientRect();
    await waitFor(() =>
      expect(chart.querySelector('.MuiChartsAxis-directionY')?.getBoundingClientRect().left).toBeGreaterThan(
        box.left + box.width / 2,
      ),
    );
  },
});

/** A phone: the period buttons and the charts fit the width. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(h.several, h.usage),
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'How Tobi said they felt' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
