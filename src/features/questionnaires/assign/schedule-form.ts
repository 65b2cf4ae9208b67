import { z } from 'zod';
import {
  londonDayAfter,
  REMIND_AFTER_DAYS_MAX,
  REMIND_AT_MOST_MAX,
  REPEAT_DAYS_MAX,
  REPEAT_UNTIL_MAX_DAYS,
  REPEAT_WEEKS_MAX,
  type RemindSettings,
  type RepeatSettings,
} from '../../../api/contracts/questionnaires.ts';

const whole = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v) : Number.NaN);
const within = (v: string, max: number) => {
  const n = whole(v);
  return n >= 1 && n <= max;
};
const key = (name: string) => `questionnaires.assign.schedule.${name}`;

/** The assign form's "Repeat" and "Remind" settings, by the bounds the server holds them to. */
export const scheduleFormSchema = z
  .object({
    repeatOn: z.boolean(),
    every: z.string(),
    unit: z.enum(['day', 'week']),
    until: z.string(),
    remindOn: z.boolean(),
    afterDays: z.string(),
    atMost: z.string(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: key(message) });
    if (v.repeatOn) {
      if (!within(v.every, v.unit === 'week' ? REPEAT_WEEKS_MAX : REPEAT_DAYS_MAX))
        issue('every', v.unit === 'week' ? 'everyWeeksRange' : 'everyDaysRange');
      if (!(v.until > londonDayAfter(0) && v.until <= londonDayAfter(REPEAT_UNTIL_MAX_DAYS)))
        issue('until', 'untilRange');
    }
    if (v.remindOn) {
      if (!within(v.afterDays, REMIND_AFTER_DAYS_MAX)) issue('afterDays', 'afterDaysRange');
      if (!within(v.atMost, REMIND_AT_MOST_MAX)) issue('atMost', 'atMostRange');
    }
  })
  .transform((v): { repeat?: RepeatSettings; remind?: RemindSettings } => ({
    ...(v.repeatOn ? { repeat: { every: whole(v.every), unit: v.unit, until: v.until } } : {}),
    ...(v.remindOn ? { remind: { afterDays: whole(v.afterDays), atMost: whole(v.atMost) } } : {}),
  }));
export type ScheduleFormInput = z.input<typeof scheduleFormSchema>;
export type ScheduleForm = z.output<typeof scheduleFormSchema>;

/** Off by default: a weekly repeat for a month and two reminders two days apart, once switched on. */
export const scheduleDefaults = (): ScheduleFormInput => ({
  repeatOn: false,
  every: '1',
  unit: 'week',
  until: londonDayAfter(28),
  remindOn: false,
  afterDays: '2',
  atMost: '2',
});
