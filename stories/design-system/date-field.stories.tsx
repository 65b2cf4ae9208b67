import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { DateField } from '../../src/design-system/date-pickers.ts';
import { DatePickers } from '../../src/lib/date-pickers.tsx';
import { shownDate, typeDate } from '../play/date-field.ts';

/** A day and a date with its time, as the reader's language writes them; the value stays ISO. */
function Fields({ day = '', moment = '' }: { day?: string; moment?: string }) {
  const [date, setDate] = useState(day);
  const [dateTime, setDateTime] = useState(moment);
  return (
    <DatePickers>
      <Stack spacing={2} sx={{ p: 3, maxWidth: 360 }}>
        <DateField label="Date of birth" value={date} onChange={setDate} disableFuture />
        <DateField label="Starts" value={dateTime} onChange={setDateTime} withTime />
        <Typography data-testid="values">{`${date || '—'} · ${dateTime || '—'}`}</Typography>
      </Stack>
    </DatePickers>
  );
}

const meta = preview.meta({
  title: 'Design system/Date field',
  component: Fields,
});

/** British English: day first, a 24-hour clock, whatever the browser's own language. */
export const BritishEnglish = meta.story({
  args: { day: '2016-03-14', moment: '2026-11-30T18:00' },
  play: async ({ canvasElement }) => {
    await expect(shownDate(canvasElement, 'Date of birth')).toBe('14/03/2016');
    await expect(shownDate(canvasElement, 'Starts')).toBe('30/11/2026 18:00');
  },
});

/** Typed day first, the value the form gets is ISO. */
export const Typing = meta.story({
  play: async ({ canvasElement, canvas }) => {
    await typeDate(canvasElement, 'Date of birth', '04052018');
    await typeDate(canvasElement, 'Starts', '011220260930');
    await waitFor(() =>
      expect(canvas.getByTestId('values')).toHaveTextContent('2018-05-04 · 2026-12-01T09:30'),
    );
  },
});

/** Arabic: the calendar's own buttons read in Arabic (MUI X has none; they come from locales/ar.json). */
export const Arabic = meta.story({
  globals: { locale: 'ar' },
  args: { day: '2016-03-14' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('group', { name: 'Date of birth' });
    await userEvent.click(
      within(field.parentElement as HTMLElement).getByRole('button', { name: /اختر التاريخ/ }),
    );
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'الشهر السابق' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
});

export const Phone = meta.story({
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { day: '2016-03-14' },
  play: async ({ canvasElement }) => {
    await expect(shownDate(canvasElement, 'Date of birth')).toBe('14/03/2016');
  },
});
