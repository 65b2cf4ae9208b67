import { useMemo, type ReactNode } from 'react';
import { DatePickersProvider, type PickerTexts } from '../design-system/date-pickers.ts';
import { useDates } from './use-dates.ts';
import { useT, type Translate } from './use-t.ts';

const pickerTexts = (t: Translate): PickerTexts => {
  const k = (key: string, values?: Record<string, string>) => t(`datePickers.${key}`, values);
  const views: Record<string, string> = {
    year: k('year'),
    month: k('month'),
    day: k('day'),
    hours: k('hours'),
    minutes: k('minutes'),
    seconds: k('seconds'),
    meridiem: k('meridiem'),
  };
  return {
    previousMonth: k('previousMonth'),
    nextMonth: k('nextMonth'),
    openPreviousView: k('openPreviousView'),
    openNextView: k('openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) => k(view === 'year' ? 'yearViewOpen' : 'calendarViewOpen'),
    cancelButtonLabel: k('cancel'),
    clearButtonLabel: k('clear'),
    okButtonLabel: k('ok'),
    todayButtonLabel: k('today'),
    nextStepButtonLabel: k('next'),
    datePickerToolbarTitle: k('dateTitle'),
    dateTimePickerToolbarTitle: k('dateTimeTitle'),
    timePickerToolbarTitle: k('timeTitle'),
    openDatePickerDialogue: (date) => (date ? k('chooseDateSelected', { date }) : k('chooseDate')),
    openTimePickerDialogue: (time) => (time ? k('chooseTimeSelected', { time }) : k('chooseTime')),
    fieldClearLabel: k('clearValue'),
    dateTableLabel: k('dateTable'),
    timeTableLabel: k('timeTable'),
    selectViewText: (view) => k('selectView', { view: views[view] ?? view }),
    hoursClockNumberText: (hours) => k('hoursNumber', { hours }),
    minutesClockNumberText: (minutes) => k('minutesNumber', { minutes }),
    secondsClockNumberText: (seconds) => k('secondsNumber', { seconds }),
    fieldYearPlaceholder: () => k('yearPlaceholder'),
    fieldMonthPlaceholder: () => k('monthPlaceholder'),
    fieldDayPlaceholder: () => k('dayPlaceholder'),
    fieldHoursPlaceholder: () => k('hoursPlaceholder'),
    fieldMinutesPlaceholder: () => k('minutesPlaceholder'),
    year: views.year,
    month: views.month,
    day: views.day,
    weekDay: k('weekDay'),
    hours: views.hours,
    minutes: views.minutes,
    seconds: views.seconds,
    meridiem: views.meridiem,
    empty: k('empty'),
  };
};

/**
 * The date pickers below it write and read dates as the reader's language does (dd/mm/yyyy in
 * British English, London time) and speak it, Arabic included (MUI X has no Arabic of its own).
 * Imported from this file, not the lib index, so that MUI X stays out of the first load.
 */
export function DatePickers({ children }: { children: ReactNode }) {
  const t = useT();
  const { locale } = useDates();
  const localeText = useMemo(() => pickerTexts(t), [t]);
  return (
    <DatePickersProvider locale={locale} localeText={localeText}>
      {children}
    </DatePickersProvider>
  );
}
