import Box from '@mui/material/Box';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { CalendarEventLabel } from '../../src/design-system/index.ts';

const LATIN = 'Physiotherapy with the cardiology team';
const ARABIC = 'موعد العلاج الطبيعي مع فريق القلب';

const meta = preview.meta({
  title: 'Design system/CalendarEventLabel',
  component: CalendarEventLabel,
  args: { time: '15:00', title: LATIN, timeClassName: 'event-time', titleClassName: 'event-title' },
  // An event box of a week view: narrow, its title on one line (FullCalendar's title class does that there).
  decorators: [
    (Story) => (
      <Box
        sx={{
          m: 3,
          p: 0.5,
          width: 160,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '& .event-title': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        }}
      >
        {Story()}
      </Box>
    ),
  ],
});

export const TimedEvent = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('15:00')).toBeVisible();
    await expect(canvas.getByText(LATIN).tagName).toBe('BDI');
  },
});

export const AllDay = meta.story({
  args: { time: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('15:00')).toBeNull();
    await expect(canvas.getByText(LATIN)).toBeVisible();
  },
});

export const Wrapping = meta.story({
  args: { wrap: true },
  play: async ({ canvas }) => {
    const title = canvas.getByText(LATIN);
    await expect(title).not.toHaveClass('event-title');
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
});

export const LatinTitleInArabic = meta.story({
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const title = canvas.getByText(LATIN);
    await expect(getComputedStyle(title).textAlign).toBe('right');
  },
});

export const ArabicTitleInEnglish = meta.story({
  args: { title: ARABIC },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ARABIC).tagName).toBe('BDI');
  },
});
