import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { CalendarPage } from '../../src/features/calendar/index.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';
import { areaHandlers } from '../mocks/areas.ts';
import { calendarHandlers } from '../mocks/calendar.ts';
import { familyHandlers } from '../mocks/family-children.ts';

const meta = preview.meta({
  title: 'Screens/Calendar',
  component: CalendarPage,
  parameters: { route: '/calendar', path: '/calendar', session: storedSession() },
});

const body = () => within(document.body);

/** The admin's month: every event of the window in its kind's colour, and a New event button. */
export const Populated = meta.story({
  beforeEach: ({ msw }) => msw.use(calendarHandlers.some, areaHandlers.some, calendarHandlers.noPeople),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    // The calendar draws an event hidden, then shows it once it has measured the day's cells.
    await waitFor(() => expect(canvas.getByText('Play therapy')).toBeVisible(), { timeout: 10_000 });
    await waitFor(() => expect(canvas.getByText('Hospital fun day')).toBeVisible());
    // Timed events carry their London time on a 24-hour clock, minutes shown on the hour too.
    await expect(canvas.getAllByText(/^\d{2}:00$/).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'New event' })).toBeVisible();
    for (const view of ['Month', 'Week', 'Day', 'Agenda'])
      await expect(canvas.getByRole('tab', { name: view })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
  },
});

/** Opening an event shows the form with its fields; saving closes it with a toast. */
export const EditEvent = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(calendarHandlers.some, areaHandlers.some, calendarHandlers.noPeople, ...calendarHandlers.saves),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('Play therapy', {}, { timeout: 10_000 }));
    const dialog = within(await body().findByRole('dialog', { name: 'Edit event' }));
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Play therapy');
    // The dialog fades in: wait until it shows.
    await waitFor(() => expect(dialog.getByText('Happy: 3')).toBeVisible());
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Title' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Enter a title')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Music therapy');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('“Music therapy” saved')).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
});

/** A new event needs an area or a patient. */
export const CreateEvent = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(calendarHandlers.some, areaHandlers.some, calendarHandlers.noPeople, ...calendarHandlers.saves),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New event' }));
    const dialog = within(await body().findByRole('dialog', { name: 'New event' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Title' }), 'Pet therapy');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Choose an area or at least one patient')).toBeVisible();
    await userEvent.click(dialog.getByRole('combobox', { name: 'Area' }));
    await userEvent.click(await body().findByRole('option', { name: 'Oncology ward' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await body().findByText('“Pet therapy” added to the calendar')).toBeVisible();
  },
});

/** A guardian reads their child's events (Screens/Calendar/Child): no New event button, read-only. */
export const Guardian = meta.story({
  parameters: { session: storedSession(fixtures.guardian) },
  beforeEach: ({ msw }) => msw.use(familyHandlers.tobi, familyHandlers.events),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByText('Blood test', {}, { timeout: 10_000 }));
    const dialog = within(await body().findByRole('dialog', { name: 'Blood test' }));
    await waitFor(() => expect(dialog.getByText('Procedure')).toBeVisible());
    await expect(dialog.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'New event' })).toBeNull();
  },
});

export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(calendarHandlers.pending, areaHandlers.some),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
  },
});

export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(calendarHandlers.none, areaHandlers.some),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No events in this period.', {}, { timeout: 10_000 })).toBeVisible();
  },
});

export const LoadError = meta.story({
  beforeEach: ({ msw }) => msw.use(calendarHandlers.fails, areaHandlers.some),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/The calendar could not be loaded\./, {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
});

export const ManyEvents = meta.story({
  beforeEach: ({ msw }) => msw.use(calendarHandlers.many, areaHandlers.some),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByText(/Clinic slot/, {}, { timeout: 10_000 })).not.toHaveLength(0);
  },
});

/**
 * A month with more events than one answer carries: the server sends its first ones with how many there are,
 * and the calendar says so above the month, naming the views that show fewer days.
 */
export const Crowded = meta.story({
  beforeEach: ({ msw }) => msw.use(calendarHandlers.crowded, areaHandlers.some, calendarHandlers.noPeople),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'These dates hold 7,028 events; the calendar shows the first 60, soonest first. Choose Week or Day to see the rest.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Week' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Day' })).toBeVisible();
  },
});

/** The crowded month in Arabic: the notice right to left, naming the views as their tabs do. */
export const CrowdedArabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(calendarHandlers.crowded, areaHandlers.some, calendarHandlers.noPeople),
  play: async ({ canvas }) => {
    const notice = await canvas.findByText(/اختر «أسبوع» أو «يوم» لرؤية البقية\./, {}, { timeout: 10_000 });
    await expect(notice).toBeVisible();
    await expect(getComputedStyle(notice).direction).toBe('rtl');
    await expect(canvas.getByRole('tab', { name: 'أسبوع' })).toBeVisible();
  },
});

/** Arabic: right to left, the views and kinds translated. */
export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(calendarHandlers.some, areaHandlers.some),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'التقويم' }, { timeout: 10_000 }),
    ).toBeVisible();
    // The calendar draws an event hidden, then shows it once it has measured the day's cells.
    await waitFor(() => expect(canvas.getByText('Blood test')).toBeVisible(), { timeout: 10_000 });
    await expect(canvas.getByRole('tab', { name: 'شهر' })).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('tab', { name: 'شهر' })).direction).toBe('rtl');
  },
});

/**
 * Arabic with a Latin title: the title keeps its own direction (isolated), so it starts at its first
 * letter and only its end can be cut; an Arabic title beside it reads right to left.
 */
// An admin reading in Arabic (a guardian's calendar is their child's, with its own stories).
export const ArabicLatinTitle = meta.story({
  globals: { locale: 'ar' },
  parameters: { session: storedSession() },
  beforeEach: ({ msw }) => msw.use(calendarHandlers.latinTitle),
  play: async ({ canvas }) => {
    const title = await canvas.findByText(
      'Take evening medicine with a glass of water',
      {},
      { timeout: 10_000 },
    );
    await expect(title.tagName).toBe('BDI');
    await expect(getComputedStyle(title).direction).toBe('ltr');
    // Whole from its first letter: the text starts inside the event, not cut off before its box.
    const event = (title.closest('a') ?? title.parentElement) as HTMLElement;
    const text = document.createRange();
    const letters = title.firstChild as Text;
    text.setStart(letters, 0);
    text.setEnd(letters, 1);
    const first = text.getBoundingClientRect();
    const box = event.getBoundingClientRect();
    await expect(first.left).toBeGreaterThanOrEqual(box.left - 0.5);
    await expect(first.right).toBeLessThanOrEqual(box.right + 0.5);
    const arabic = canvas.getByText('جلسة العلاج باللعب');
    await expect(getComputedStyle(arabic).direction).toBe('rtl');
  },
});

/** A phone: the agenda of the week, views at the foot. */
export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: ({ msw }) => msw.use(calendarHandlers.some, areaHandlers.some, calendarHandlers.noPeople),
  play: async ({ canvas }) => {
    // The calendar draws an event hidden, then shows it once it has measured the day's cells.
    await waitFor(() => expect(canvas.getByText('Play therapy')).toBeVisible(), { timeout: 10_000 });
  },
});
