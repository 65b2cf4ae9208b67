import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { CalendarPage } from '../../src/features/calendar/index.ts';
import { calendarIcsHandlers as ics } from '../mocks/calendar-ics.ts';
import { familyHandlers as h } from '../mocks/family-children.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';

const body = () => within(document.body);

/** /calendar for a guardian: the events of their child's areas and those planned for the child, to read. */
const meta = preview.meta({
  title: 'Screens/Calendar/Child',
  component: CalendarPage,
  parameters: { route: '/calendar', path: '/calendar', session: storedSession(fixtures.guardian) },
  beforeEach: ({ msw }) => msw.use(ics.none),
});

/** The widest element's overshoot of the page, for the message of a failed check. */
const widest = () =>
  [...document.querySelectorAll<HTMLElement>('body *')]
    .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
    .slice(0, 3)
    .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`)
    .join('; ');

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(h.tobi, h.eventsPending),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(h.tobi, h.noEvents),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('No events for Tobi in this period.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(h.tobi, h.eventsFail),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/The calendar could not be loaded\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

/** Tobi's events; one opens read-only, with no way to add or change an event. */
export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(h.tobi, h.events),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/appointments, procedures and activities of their areas/)).toBeVisible();
    // Under the calendar, the panel to subscribe in the phone's calendar.
    await expect(
      await canvas.findByRole('heading', { name: "Subscribe in your phone's calendar" }),
    ).toBeVisible();
    await userEvent.click(await canvas.findByText('Blood test', {}, { timeout: 10_000 }));
    const dialog = within(await body().findByRole('dialog', { name: 'Blood test' }));
    await waitFor(() => expect(dialog.getByText('Procedure')).toBeVisible());
    await expect(dialog.queryByRole('textbox')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New event' })).toBeNull();
  },
});

/** Several children: the picker chooses whose calendar, and it is kept for the usage screen. */
export const SeveralChildren = meta.story({
  beforeEach: ({ msw }) => msw.use(h.several, h.events),
  play: async ({ canvas }) => {
    const picker = await canvas.findByRole('group', { name: 'Which child' });
    await userEvent.click(within(picker).getByRole('button', { name: /Ama Okafor/ }));
    // The choice goes into the address (a navigation, which React may finish after the click returns).
    await waitFor(() =>
      expect(within(picker).getByRole('button', { name: /Ama Okafor/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    // A child come of age still has her events.
    // The calendar draws an event hidden, then shows it once it has measured the day's cells.
    await waitFor(() => expect(canvas.getByText('Play therapy')).toBeVisible(), { timeout: 10_000 });
  },
});

export const NoChild = meta.story({
  beforeEach: ({ msw }) => msw.use(h.noChild),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Add your child' })).toBeVisible();
  },
});

/** A crowded month of Tobi's: the first events, and a notice of how many there are. */
export const Crowded = meta.story({
  beforeEach: ({ msw }) => msw.use(h.tobi, h.crowdedEvents),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'These dates hold 1,210 events; the calendar shows the first 60, soonest first. Choose Week or Day to see the rest.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
});

export const CrowdedArabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.tobi, h.crowdedEvents),
  play: async ({ canvas }) => {
    const notice = await canvas.findByText(/اختر «أسبوع» أو «يوم» لرؤية البقية\./, {}, { timeout: 10_000 });
    await expect(getComputedStyle(notice).direction).toBe('rtl');
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.tobi, h.events),
  play: async ({ canvas }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: 'التقويم' }, { timeout: 10_000 });
    await expect(getComputedStyle(heading).direction).toBe('rtl');
    // The calendar draws an event hidden, then shows it once it has measured the day's cells.
    await waitFor(() => expect(canvas.getByText('Blood test')).toBeVisible(), { timeout: 10_000 });
  },
});

/** A phone: the week's agenda. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(h.tobi, h.events),
  play: async ({ canvas }) => {
    // The calendar draws an event hidden, then shows it once it has measured the day's cells.
    await waitFor(() => expect(canvas.getByText('Play therapy')).toBeVisible(), { timeout: 10_000 });
  },
});

/** A 320 px phone in Spanish, the longest texts: every view of the calendar fits, nothing scrolls sideways. */
export const PhoneSpanish = meta.story({
  globals: { locale: 'es', viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(h.tobi, h.events),
  play: async ({ canvas }) => {
    // The calendar draws an event hidden, then shows it once it has measured the day's cells.
    await waitFor(() => expect(canvas.getByText('Play therapy')).toBeVisible(), { timeout: 10_000 });
    const page = document.documentElement;
    await expect(page.clientWidth).toBeLessThanOrEqual(320);
    for (const view of ['Agenda', 'Mes', 'Semana', 'Día']) {
      await userEvent.click(canvas.getByRole('tab', { name: view }));
      await waitFor(() =>
        expect(canvas.getByRole('tab', { name: view })).toHaveAttribute('aria-selected', 'true'),
      );
      await waitFor(() =>
        expect(page.scrollWidth, `${view}: ${widest()}`).toBeLessThanOrEqual(page.clientWidth),
      );
    }
  },
});
