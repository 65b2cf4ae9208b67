import { delay, http, HttpResponse } from 'msw';
import type { CalendarSubscription, CalendarSubscriptionCreated } from '../../src/api/contracts/index.ts';
import { apiError } from './handlers.ts';

const subscription = (body: CalendarSubscription) =>
  http.get('/api/calendar/subscription', () => HttpResponse.json(body));

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
  pending: http.get('/api/calendar/subscription', async () => {
    await delay('infinite');
    return HttpResponse.json({ active: false, created_at: null });
  }),
  loadFail: http.get('/api/calendar/subscription', failure),
  create: http.post('/api/calendar/subscription', () => HttpResponse.json(madeAddress, { status: 201 })),
  createFail: http.post('/api/calendar/subscription', failure),
  revoke: http.delete('/api/calendar/subscription', () => new HttpResponse(null, { status: 204 })),
  ics: http.get(
    '/api/event/:id/ics',
    ({ params }) =>
      new HttpResponse(
        `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:${String(params.id)}@lantern\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
        {
          headers: { 'content-type': 'text/calendar; charset=utf-8' },
        },
      ),
  ),
  icsFail: http.get('/api/event/:id/ics', failure),
};
