import { delay, HttpResponse } from 'msw';
import type { ApiErrorBody, AuthProviders, Profile, Session, User } from '../../src/api/contracts/index.ts';
import { fixtures } from './fixtures.ts';
import { answer } from './endpoint.ts';
import { accountEndpoints, authEndpoints } from '../../src/api/contracts/index.ts';

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
  noProviders: answer(authEndpoints.providers, () =>
    HttpResponse.json<AuthProviders>({ google: null, linkedin: null }),
  ),
  /** Sign-out ends the session on the server and clears its cookie: 204. */
  logout: answer(authEndpoints.logout, () => new HttpResponse(null, { status: 204 })),
  bothProviders: answer(authEndpoints.providers, () =>
    HttpResponse.json<AuthProviders>({
      google: { client_id: 'lantern-demo.apps.googleusercontent.com' },
      linkedin: { client_id: '86lanterndemo' },
    }),
  ),
  linkedinSignsIn: answer(authEndpoints.linkedin, () => HttpResponse.json<Session>(fixtures.adminSession)),
  linkedinPending: answer(authEndpoints.linkedin, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  linkedinFails: answer(authEndpoints.linkedin, () =>
    apiError({ status: 401, code: 'Unauthorized', message: 'LinkedIn did not accept the code' }),
  ),
  signInSucceeds: answer(authEndpoints.signIn, () => HttpResponse.json<Session>(fixtures.adminSession)),
  signInPending: answer(authEndpoints.signIn, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  signInIncorrect: answer(authEndpoints.signIn, () =>
    apiError({
      status: 401,
      code: 'IncorrectPassword',
      message: 'The e-mail address or password is incorrect',
    }),
  ),
  signInThrottled: answer(authEndpoints.signIn, () =>
    apiError({ status: 429, code: 'TooManyRequests', message: 'Too many sign-in attempts' }),
  ),
  signInServerDown: answer(authEndpoints.signIn, () => new HttpResponse('Bad gateway', { status: 502 })),
  signUpSucceeds: answer(authEndpoints.emailSignUp, () =>
    HttpResponse.json({ user: { ...fixtures.guardian, status: 3 } }, { status: 201 }),
  ),
  signUpPending: answer(authEndpoints.emailSignUp, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  signUpCommonPassword: answer(authEndpoints.emailSignUp, () => commonPasswordRefused()),
  signUpUnknownCode: answer(authEndpoints.emailSignUp, () =>
    apiError({ status: 404, code: 'ResourceNotFound', message: 'Organisation not found' }),
  ),
  activateSucceeds: answer(authEndpoints.activate, () => HttpResponse.json<Session>(fixtures.adminSession)),
  activatePending: answer(authEndpoints.activate, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  activateInvalid: answer(authEndpoints.activate, () =>
    apiError({
      status: 400,
      code: 'ValidationError',
      message: 'The activation link is invalid or has expired',
    }),
  ),
  activateNeedsPassword: answer(authEndpoints.activate, async ({ request }) => {
    const body = (await request.json()) as { password?: string };
    if (body.password) return HttpResponse.json<Session>(fixtures.adminSession);
    return apiError({
      status: 400,
      code: 'ValidationError',
      message: 'Choose a password to activate your account',
      fields: [{ path: 'password', message: 'Choose a password to activate your account' }],
    });
  }),
  forgotSucceeds: answer(authEndpoints.forgotPassword, () =>
    HttpResponse.json({ message: 'If the account exists, a link was sent' }),
  ),
  forgotFails: answer(authEndpoints.forgotPassword, () => new HttpResponse('Bad gateway', { status: 502 })),
  resetSucceeds: answer(authEndpoints.resetPassword, () =>
    HttpResponse.json({ message: 'Password changed' }),
  ),
  resetCommonPassword: answer(authEndpoints.resetPassword, () => commonPasswordRefused()),
  activateCommonPassword: answer(authEndpoints.activate, async ({ request }) => {
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
  resetExpired: answer(authEndpoints.resetPassword, () =>
    apiError({ status: 400, code: 'ValidationError', message: 'The reset link is invalid or has expired' }),
  ),
};

export const profileHandlers = {
  admin: answer(accountEndpoints.profile, () =>
    HttpResponse.json<Profile>({ user: fixtures.admin, organisation: fixtures.stMarys }),
  ),
  guardian: answer(accountEndpoints.profile, () =>
    HttpResponse.json<Profile>({ user: fixtures.guardian, organisation: fixtures.stMarys }),
  ),
  pending: answer(accountEndpoints.profile, async () => {
    await delay('infinite');
    return HttpResponse.json(null);
  }),
  fails: answer(accountEndpoints.profile, () => new HttpResponse('Bad gateway', { status: 502 })),
  saveEchoes: answer(accountEndpoints.updateProfile, async ({ request }) => {
    const body = (await request.json()) as Partial<User>;
    return HttpResponse.json<User>({ ...fixtures.admin, ...body });
  }),
  saveFails: answer(accountEndpoints.updateProfile, () =>
    apiError({
      status: 400,
      code: 'ValidationError',
      message: 'Invalid body',
      fields: [{ path: 'first_name', message: 'Too long' }],
    }),
  ),
};
