import { delay, http, HttpResponse } from 'msw';
import type { ApiErrorBody, AuthProviders, Profile, Session, User } from '../../src/api/contracts/index.ts';
import { fixtures } from './fixtures.ts';

/** An API error answer in the server's one error shape. */
export const apiError = (body: ApiErrorBody) => HttpResponse.json(body, { status: body.status });

/** The server's answer to a password on its common-password list. */
const commonPasswordRefused = () =>
  apiError({
    status: 400,
    code: 'ValidationError',
    message:
      'Invalid body: password: is one of the most common passwords, which are guessed first; choose another',
    fields: [{ path: 'password', message: 'password.rules.common' }],
  });

export const authHandlers = {
  noProviders: http.get('/api/auth/providers', () =>
    HttpResponse.json<AuthProviders>({ google: null, linkedin: null }),
  ),
  /** Sign-out ends the session on the server and clears its cookie: 204. */
  logout: http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
  bothProviders: http.get('/api/auth/providers', () =>
    HttpResponse.json<AuthProviders>({
      google: { client_id: 'lantern-demo.apps.googleusercontent.com' },
      linkedin: { client_id: '86lanterndemo' },
    }),
  ),
  linkedinSignsIn: http.get('/api/auth/linkedin', () => HttpResponse.json<Session>(fixtures.adminSession)),
  linkedinPending: http.get('/api/auth/linkedin', async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  linkedinFails: http.get('/api/auth/linkedin', () =>
    apiError({ status: 401, code: 'Unauthorized', message: 'LinkedIn did not accept the code' }),
  ),
  signInSucceeds: http.post('/api/auth/signin', () => HttpResponse.json<Session>(fixtures.adminSession)),
  signInPending: http.post('/api/auth/signin', async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  signInIncorrect: http.post('/api/auth/signin', () =>
    apiError({
      status: 401,
      code: 'IncorrectPassword',
      message: 'The e-mail address or password is incorrect',
    }),
  ),
  signInThrottled: http.post('/api/auth/signin', () =>
    apiError({ status: 429, code: 'TooManyRequests', message: 'Too many sign-in attempts' }),
  ),
  signInServerDown: http.post('/api/auth/signin', () => new HttpResponse('Bad gateway', { status: 502 })),
  signUpSucceeds: http.post('/api/auth/email-signup', () =>
    HttpResponse.json({ user: { ...fixtures.guardian, status: 3 } }, { status: 201 }),
  ),
  signUpPending: http.post('/api/auth/email-signup', async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  signUpCommonPassword: http.post('/api/auth/email-signup', () => commonPasswordRefused()),
  signUpUnknownCode: http.post('/api/auth/email-signup', () =>
    apiError({ status: 404, code: 'ResourceNotFound', message: 'Organisation not found' }),
  ),
  activateSucceeds: http.post('/api/auth/activate', () => HttpResponse.json<Session>(fixtures.adminSession)),
  activatePending: http.post('/api/auth/activate', async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  activateInvalid: http.post('/api/auth/activate', () =>
    apiError({
      status: 400,
      code: 'ValidationError',
      message: 'The activation link is invalid or has expired',
    }),
  ),
  activateNeedsPassword: http.post('/api/auth/activate', async ({ request }) => {
    const body = (await request.json()) as { password?: string };
    if (body.password) return HttpResponse.json<Session>(fixtures.adminSession);
    return apiError({
      status: 400,
      code: 'ValidationError',
      message: 'Choose a password to activate your account',
      fields: [{ path: 'password', message: 'Choose a password to activate your account' }],
    });
  }),
  forgotSucceeds: http.post('/api/auth/forgot-password', () =>
    HttpResponse.json({ message: 'If the account exists, a link was sent' }),
  ),
  forgotFails: http.post('/api/auth/forgot-password', () => new HttpResponse('Bad gateway', { status: 502 })),
  resetSucceeds: http.post('/api/auth/reset-password', () =>
    HttpResponse.json({ message: 'Password changed' }),
  ),
  resetCommonPassword: http.post('/api/auth/reset-password', () => commonPasswordRefused()),
  activateCommonPassword: http.post('/api/auth/activate', async ({ request }) => {
    const body = (await request.json()) as { password?: string };
    if (body.password === 'Welcome1!') return commonPasswordRefused();
    if (body.password) return HttpResponse.json<Session>(fixtures.adminSession);
    return apiError({
      status: 400,
      code: 'ValidationError',
      message: 'Choose a password to activate your account',
      fields: [{ path: 'password', message: 'Choose a password to activate your account' }],
    });
  }),
  resetExpired: http.post('/api/auth/reset-password', () =>
    apiError({ status: 400, code: 'ValidationError', message: 'The reset link is invalid or has expired' }),
  ),
};

export const profileHandlers = {
  admin: http.get('/api/users/profile', () =>
    HttpResponse.json<Profile>({ user: fixtures.admin, organisation: fixtures.stMarys }),
  ),
  guardian: http.get('/api/users/profile', () =>
    HttpResponse.json<Profile>({ user: fixtures.guardian, organisation: fixtures.stMarys }),
  ),
  pending: http.get('/api/users/profile', async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: http.get('/api/users/profile', () => new HttpResponse('Bad gateway', { status: 502 })),
  saveEchoes: http.put('/api/user', async ({ request }) => {
    const body = (await request.json()) as Partial<User>;
    return HttpResponse.json<User>({ ...fixtures.admin, ...body });
  }),
  saveFails: http.put('/api/user', () =>
    apiError({
      status: 400,
      code: 'ValidationError',
      message: 'Invalid body',
      fields: [{ path: 'first_name', message: 'Too long' }],
    }),
  ),
};
