import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { AddToCalendarButton } from '../../src/features/calendar/components/add-to-calendar.tsx';
import { calendarIcsHandlers as h } from '../mocks/calendar-ics.ts';
import { fixtures, storedSession } from '../mocks/fixtures.ts';

/** "Add to calendar" in an event's details: the event's .ics, downloaded with the session. */
const meta = preview.meta({
  title: 'Screens/Calendar/Add to calendar',
  component: AddToCalendarButton,
  parameters: { session: storedSession(fixtures.guardian) },
  args: { eventId: '40000000-0000-4000-8000-000000000001' },
});

export const Default = meta.story({
  beforeEach: ({ msw }) => msw.use(h.ics),
  play: async ({ canvas }) => {
    const saved: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    // The download is a link to the file's blob, clicked: catch it rather than navigate.
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(this.download);
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Add to calendar' }));
      await waitFor(() => expect(saved).toEqual(['event.ics']), { timeout: 10_000 });
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Add to calendar' })).toBeEnabled());
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  },
});

export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(h.icsFail),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to calendar' }));
    await expect(
      await within(document.body).findByText(
        'The calendar file could not be downloaded. Try again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
  },
});

export const Arabic = meta.story({
  globals: { locale: 'ar' },
  beforeEach: ({ msw }) => msw.use(h.ics),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'إضافة إلى التقويم' });
    await expect(getComputedStyle(button).direction).toBe('rtl');
  },
});
