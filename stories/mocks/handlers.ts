import { delay, http, HttpResponse } from 'msw';
import type { ApiErrorBody, Session } from '../../src/api/contracts/index.ts';
import { fixtures } from './fixtures.ts';

/** An API error answer in the server's one error shape. */
export const apiError = (body: ApiErrorBody) => HttpResponse.json(body, { status: body.status });

export const authHandlers = {
  signInSucceeds: http.post('/api/auth/signin', () =>
    HttpResponse.json<Session>(fixtures.adminSession),
  ),
  signInPending: http.post('/api/auth/signin', async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  signInIncorrect: http.post('/api/auth/signin', () =>
    apiError({ status: 401, code: 'IncorrectPassword', message: 'The e-mail address or password is incorrect' }),
  ),
  signInThrottled: http.post('/api/auth/signin', () =>
    apiError({ status: 429, code: 'TooManyRequests', message: 'Too many sign-in attempts' }),
  ),
  signInServerDown: http.post('/api/auth/signin', () => new HttpResponse('Bad gateway', { status: 502 })),
};
