import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CLIENT_HEADER, PORTAL_CLIENT } from '../../../src/api/contracts/index.ts';
import { forbidden } from '../../http/errors.ts';
import { SESSION_ENDS } from './sessions.ts';

/** The HttpOnly cookie that holds a browser's refresh token. */
export const REFRESH_COOKIE = 'lantern_refresh';
/** Sent only to the calls that use it (refresh, logout), never to the rest of the API or the pages. */
export const REFRESH_COOKIE_PATH = '/api/auth';

/** The portal names itself with this header; clients without it keep the body form of refresh tokens. */
export const isBrowserClient = (request: FastifyRequest): boolean =>
  request.headers[CLIENT_HEADER] === PORTAL_CLIENT;

export interface SessionCookieOptions {
  /** PUBLIC_URL: an https address makes the cookie Secure even behind a TLS-terminating proxy. */
  publicUrl: string;
  now: () => number;
}

/**
 * Registers the cookie parser and the hook that turns every answer carrying a new session
 * (sign-in of any kind, activation, refresh, password change) into the session cookie: HttpOnly,
 * SameSite=Strict, Secure on https, path /api/auth, living as long as the session may. A browser
 * client's answer then loses its `refresh_token`: no page script ever reads it.
 */
export async function registerSessionCookie(
  app: FastifyInstance,
  options: SessionCookieOptions,
): Promise<void> {
  // Read only by the calls that use it (refresh, sign-out), not parsed on every request.
  await app.register(fastifyCookie, { hook: false });
  const secure = (request: FastifyRequest) =>
    request.protocol === 'https' || options.publicUrl.startsWith('https:');

  // A callback hook: it sees every object answer (a list, too), and all but a handful pass as they
  // are, without a promise each.
  app.addHook(
    'preSerialization',
    (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (err: null, p: unknown) => void,
    ) => {
      if (!payload || typeof payload !== 'object') return done(null, payload);
      // The session is the answer itself, or (an enrolment that completes a sign-in) its `session`.
      const nested = (payload as { session?: unknown }).session;
      const session = nested && typeof nested === 'object' ? nested : payload;
      const ends = (session as { [SESSION_ENDS]?: number })[SESSION_ENDS];
      const token = (session as { refresh_token?: unknown }).refresh_token;
      if (typeof ends !== 'number' || typeof token !== 'string') return done(null, payload);
      const { refresh_token: _token, ...rest } = session as { refresh_token?: unknown };
      reply.setCookie(REFRESH_COOKIE, token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: secure(request),
        path: REFRESH_COOKIE_PATH,
        maxAge: Math.max(0, Math.floor((ends - options.now()) / 1000)),
      });
      if (!isBrowserClient(request)) return done(null, payload);
      done(null, session === payload ? rest : { ...payload, session: rest });
    },
  );
}

/** The request's cookies, parsed when first asked for (the plugin parses none by itself). */
function cookiesOf(request: FastifyRequest): Record<string, string | undefined> {
  request.cookies ??= request.headers.cookie ? request.server.parseCookie(request.headers.cookie) : {};
  return request.cookies;
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  if (cookiesOf(request)[REFRESH_COOKIE] !== undefined)
    reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict' });
}

/**
 * The refresh token of a refresh or sign-out call: the body's (other clients), else the cookie's.
 * A cookie-carried call must name its client with the custom header — a cross-site form or link
 * cannot send it without a CORS preflight, which this server never grants — so CSRF is refused.
 */
export function presentedRefreshToken(request: FastifyRequest, bodyToken: string | undefined): string | null {
  if (bodyToken) return bodyToken;
  const cookie = cookiesOf(request)[REFRESH_COOKIE];
  if (!cookie) return null;
  if (!isBrowserClient(request))
    throw forbidden(`A call carried by the session cookie must send the ${CLIENT_HEADER} header`);
  return cookie;
}
