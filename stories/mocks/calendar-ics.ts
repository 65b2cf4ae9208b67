import { delay, HttpResponse } from 'msw';
import type { CalendarSubscription, CalendarSubscriptionCreated } from '../../src/api/contracts/index.ts';
import { apiError } from './handlers.ts';
import { answer } from './endpoint.ts';
import { calendarEndpoints, calendarFeedEndpoints } from '../../src/api/contracts/index.ts';

const subscription = (body: CalendarSubscription) =>
  answer(calendarFeedEndpoints.subscription, () => HttpResponse.json(body));

/** A made address, as the server answers it this once. */
export const madeAddress: CalendarSubscriptionCreated = {
  url: 'https://portal.stmarys.example/api/calendar/feed/q3Xb7Rk2Lm9Vt4Wy8Zp1Nc6Hd5Fg0Js2Ae7Ur3Io9Kl.ics',
  created_at: '2026-12-05T10:15:00.000Z',
};

const failure = () =>
  apiError({ status: 500, code: 'InteralServerError', message: 'Something went wrong on our side.' });

/** The guardian's private calendar address and an event's .ics file. */
export const calendarIcsHandlers = {
  none: subscription({ active: false, created_at: null }),
  active: subscription({ active: true, created_at: '2026-11-20T09:30:00.000Z' }),
  pending: answer(calendarFeedEndpoints.subscription, async () => {
    await delay('infinite');
    return HttpResponse.json({ active: false, created_at: null });
  }),
  loadFail: answer(calendarFeedEndpoints.subscription, failure),
  create: answer(calendarFeedEndpoints.subscribe, () => HttpResponse.json(madeAddress, { status: 201 })),
  createFail: answer(calendarFeedEndpoints.subscribe, failure),
  revoke: answer(calendarFeedEndpoints.unsubscribe, () => new HttpResponse(null, { status: 204 })),
  ics: answer(
    calendarEndpoints.ics,
    ({ params }) =>
      new HttpResponse(
        `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:${String(params.id)}@lantern\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
        {
          headers: { 'content-type': calendarEndpoints.ics.file },
        },
      ),
  ),
  icsFail: answer(calendarEndpoints.ics, failure),
};
