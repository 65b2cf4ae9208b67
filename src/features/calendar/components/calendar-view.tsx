import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import { useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import FullCalendar, { type EventClickInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import listPlugin from '@fullcalendar/react/list';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import arLocale from '@fullcalendar/react/locales/ar';
import esLocale from '@fullcalendar/react/locales/es';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import { TIME_OPTIONS, TIME_ZONE, type CalendarEvent } from '../../../api/contracts/index.ts';
import { CalendarEventLabel } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';

const LOCALES = { ar: arLocale, es: esLocale, en: enGbLocale } as const;
const EVENT_TIME_FORMAT = { ...TIME_OPTIONS, omitZeroMinute: false, meridiem: false } as const;

/** Each kind in a colour of the theme, so that a branded or dark theme colours the calendar too. */
const kindColour = (theme: Theme, kind: CalendarEvent['kind']) =>
  ({
    appointment: theme.palette.primary,
    procedure: theme.palette.secondary,
    activity: theme.palette.success,
    reminder: theme.palette.warning,
    other: theme.palette.info,
  })[kind];

export interface CalendarViewProps {
  events: CalendarEvent[];
  /** Admins pick a day or slot to create an event there. */
  editable: boolean;
  onRangeChange: (start: Date, end: Date) => void;
  onOpen: (event: CalendarEvent) => void;
  onPick: (start: Date, end: Date, allDay: boolean) => void;
}

/** FullCalendar 7 in London time, the portal's language and direction, and the theme's colours. */
/** The class of what a day's row holds to be clicked: its events (a bar or a dotted line) and its "+2 more". */
const ROW_TARGET = 'lantern-row-target';

export function CalendarView({ events, editable, onRangeChange, onOpen, onPick }: CalendarViewProps) {
  const t = useT();
  const theme = useTheme();
  const { locale } = useIntl();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const inputs = useMemo(
    () =>
      events.map((e) => {
        const colour = kindColour(theme, e.kind);
        return {
          id: e.id,
          title: e.title,
          start: e.start_time,
          end: e.end_time,
          allDay: e.all_day,
          backgroundColor: colour.main,
          borderColor: colour.dark,
          textColor: colour.contrastText,
        };
      }),
    [events, theme],
  );
  const byId = useMemo(() => new Map(events.map((e) => [e.id, e])), [events]);

  return (
    <Box
      sx={{
        // The classic theme reads its colours from these variables: the MUI theme's.
        '--fc-classic-button': theme.palette.primary.main,
        '--fc-classic-button-border': theme.palette.primary.main,
        '--fc-classic-button-strong': theme.palette.primary.dark,
        '--fc-classic-button-strong-border': theme.palette.primary.dark,
        '--fc-classic-button-outline': theme.palette.primary.light,
        '--fc-classic-button-foreground': theme.palette.primary.contrastText,
        '--fc-classic-primary': theme.palette.primary.main,
        '--fc-classic-primary-foreground': theme.palette.primary.contrastText,
        '--fc-classic-event': theme.palette.primary.main,
        '--fc-classic-event-contrast': theme.palette.primary.contrastText,
        '--fc-classic-highlight': theme.palette.action.selected,
        '--fc-classic-today': theme.palette.action.hover,
        '--fc-classic-now': theme.palette.error.main,
        '--fc-classic-background': theme.palette.background.paper,
        '--fc-classic-faint': theme.palette.action.hover,
        '--fc-classic-muted': theme.palette.action.selected,
        '--fc-classic-strong': theme.palette.action.focus,
        '--fc-classic-foreground': theme.palette.text.primary,
        // Other months' day numbers are faint: secondary text still reads at 4.5:1.
        '--fc-classic-faint-foreground': theme.palette.text.secondary,
        '--fc-classic-muted-foreground': theme.palette.text.secondary,
        '--fc-classic-border': theme.palette.divider,
        '--fc-classic-strong-border': theme.palette.text.disabled,
        fontFamily: theme.typography.fontFamily,
        '& a': { color: 'inherit' },
        // An event or "+2 more" in a day's row is a target a finger or pointer must hit: 24 px high at
        // least (WCAG 2.5.8), where the classic theme draws a line of text.
        [`& .${ROW_TARGET}`]: { minHeight: 24, alignItems: 'center' },
        // The toolbar's title ("30 de nov. – 6 de dic. de 2026") must not widen a 320 px phone: its section
        // may shrink and the title wraps, in a phone's type size.
        minWidth: 0,
        '& :has(> [role="heading"][id])': { flexShrink: 1, minWidth: 0 },
        '& [role="heading"][id]': phone
          ? { fontSize: theme.typography.h6.fontSize, overflowWrap: 'anywhere', textAlign: 'center' }
          : { overflowWrap: 'anywhere' },
      }}
    >
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin]}
        rowEventClass={ROW_TARGET}
        listItemEventClass={ROW_TARGET}
        rowMoreLinkClass={ROW_TARGET}
        timeZone={TIME_ZONE}
        locale={LOCALES[locale as keyof typeof LOCALES] ?? enGbLocale}
        direction={theme.direction}
        initialView={phone ? 'listWeek' : 'dayGridMonth'}
        headerToolbar={
          phone
            ? { start: 'prev,next', center: 'title', end: 'today' }
            : {
                start: 'prev,next today',
                center: 'title',
                end: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek',
              }
        }
        footerToolbar={phone ? { center: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' } : false}
        todayText={t('calendar.views.today')}
        // The button's accessible name is its hint: the same words as its text.
        todayHint={t('calendar.views.today')}
        viewHint={(buttonText: string) => buttonText}
        monthText={t('calendar.views.month')}
        weekTextLong={t('calendar.views.week')}
        dayText={t('calendar.views.day')}
        listText={t('calendar.views.agenda')}
        noEventsText={t('calendar.noEvents')}
        height="auto"
        // The week and day views open at the hospital's morning, not at midnight.
        scrollTime="08:00:00"
        // "15:00 Play therapy": the module's clock, minutes shown on the hour too.
        eventTimeFormat={EVENT_TIME_FORMAT}
        eventContent={(arg) => (
          <CalendarEventLabel
            time={arg.timeText}
            title={arg.event.title}
            timeClassName={arg.timeClass}
            titleClassName={arg.titleClass}
            // The agenda (the phone's first view) has room for a long title on two lines.
            wrap={arg.view.type.startsWith('list')}
          />
        )}
        events={inputs}
        selectable={editable}
        datesSet={(range) => onRangeChange(range.start, range.end)}
        eventClick={(info: EventClickInfo) => {
          info.jsEvent.preventDefault();
          const event = byId.get(info.event.id);
          if (event) onOpen(event);
        }}
        select={(info) => onPick(info.start, info.end, info.allDay)}
      />
    </Box>
  );
}
