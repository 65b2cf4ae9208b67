import Box from '@mui/material/Box';

export interface CalendarEventLabelProps {
  /** The event's time as the calendar writes it ("15:00"); none for an all-day event. */
  time?: string;
  title: string;
  /** The calendar's own classes for the two parts (FullCalendar's timeClass and titleClass). */
  timeClassName?: string;
  titleClassName?: string;
  /** The title wraps onto more lines (a list, where the row grows) instead of being cut. */
  wrap?: boolean;
}

/**
 * An event in a calendar view: its time, then its title in the title's own direction, so that a
 * Latin title in Arabic is cut at its end (never its start) and an Arabic title in English reads whole.
 */
export function CalendarEventLabel({
  time,
  title,
  timeClassName,
  titleClassName,
  wrap = false,
}: CalendarEventLabelProps) {
  return (
    <>
      {time ? <div className={timeClassName}>{time}</div> : null}
      <Box
        component="bdi"
        // The calendar's title class keeps a title on one line: a wrapping one goes without it.
        className={wrap ? undefined : titleClassName}
        // The page's start side: the right-to-left styles turn 'left' into 'right' in Arabic.
        sx={{
          display: 'block',
          textAlign: 'left',
          minWidth: 0,
          ...(wrap && { whiteSpace: 'normal', overflowWrap: 'anywhere' }),
        }}
      >
        {title || '\u00A0'}
      </Box>
    </>
  );
}
