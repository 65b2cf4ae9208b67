import ical, { ICalCalendarMethod } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { TIME_ZONE } from '../../../src/api/contracts/index.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What a phone's calendar is given of an event: its title and times, never its notes. */
export interface IcsEvent {
  id: string;
  title: string;
  startTime: Date;
  endTime: Date;
  allDay: boolean;
  sequence: number;
  updatedAt: Date;
}

/**
 * An iCalendar file of these events (RFC 5545): each VEVENT's UID is `<event id>@lantern`, so that a
 * phone replaces its copy rather than adding one, and its SEQUENCE the event's revision. Times are
 * London's wall clock with TZID=Europe/London and the zone's VTIMEZONE (@touch4it/ical-timezones'), so
 * that a phone abroad still shows the hospital's time correctly. ical-generator formats a plain Date
 * in the server's own zone, so each instant is handed over as a dayjs date already in London's.
 */
export function icsOf(list: readonly IcsEvent[], name?: string): string {
  const calendar = ical({ prodId: { company: 'Lantern', product: 'Calendar', language: 'EN' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  if (name) calendar.name(name);
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const london = (at: Date) => dayjs(at).tz(TIME_ZONE);
  for (const event of list)
    calendar.createEvent({
      id: `${event.id}@lantern`,
      sequence: event.sequence,
      stamp: event.updatedAt,
      timezone: TIME_ZONE,
      start: london(event.startTime),
      // An all-day event's DTEND is the day after its last (RFC 5545 § 3.6.1).
      end: event.allDay ? london(event.endTime).startOf('day').add(1, 'day') : london(event.endTime),
      allDay: event.allDay,
      summary: event.title,
    });
  return calendar.toString();
}
