/**
 * The static Storybook (`npm run build-storybook`, storybook-static/) at /storybook/, the product's
 * screens in every state for designers, QA and hospitals (docs/operations.md § Storybook).
 *
 * In production only staff may read it (docs/security.md § The published Storybook): a page
 * request carries no bearer token, and the refresh cookie is sent only to /api/auth, so every
 * answer that issues a staff member's tokens also sets `lantern_storybook`, HttpOnly, SameSite=Strict,
 * path /storybook/, holding that access token. Each request under /storybook/ checks it as an API
 * call checks its bearer token (signature, expiry, a live session) and that its holder is staff.
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sessionAlive } from '../auth/session-store.ts';
import type { TokenIssuer } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { sitePath, STORYBOOK_PATH } from '../../src/api/contracts/index.ts';
import { SESSION_ENDS } from '../modules/auth/sessions.ts';

export const STORYBOOK_COOKIE = 'lantern_storybook';

/** The super admin (0), organisation admins (1) and staff accounts (4): not guardians, not patients. */
const STAFF_TYPES = new Set([0, 1, 4]);

/**
 * Where signing in returns a signed-out visitor: the Storybook page they asked for, its query too
 * (a shared link's `/storybook/?path=/docs/…`, a story's `iframe.html?id=…`), when it is a page
 * (a folder or an .html file) and a plain path of this site (src/api/contracts/site-path.ts);
 * else the Storybook's start page.
 */
const returnPathOf = (url: string): string => {
  const path = sitePath(url);
  const pathname = path?.split(/[?#]/, 1)[0] ?? '';
  const page = pathname.startsWith(`${STORYBOOK_PATH}/`) && /(?:\/|\.html)$/.test(pathname);
  return path && page ? path : `${STORYBOOK_PATH}/`;
};

export interface StorybookOptions {
  /** The folder `npm run build-storybook` wrote. */
  dir: string;
  /** Only signed-in staff may read it. */
  staffOnly: boolean;
  tokens: TokenIssuer;
  db: Db;
  now: () => number;
  publicUrl: string;
}

/**
 * Storybook's manager shows each story in an iframe of the same origin and starts with inline
 * scripts; its stories call the mocked API through MSW's worker. The portal's policy (no frames,
 * no inline scripts) would stop all of it: these pages get a policy of their own, still same-origin only.
 */
const STORYBOOK_HEADERS: [string, string][] = [
  [
    'content-security-policy',
    [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      "connect-src 'self'",
      "worker-src 'self' blob:",
      "frame-src 'self'",
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
    ].join('; '),
  ],
  ['x-frame-options', 'SAMEORIGIN'],
  ['cache-control', 'no-cache'],
];

/** Sets the Storybook cookie on each answer that issues a staff member's tokens. */
function issueCookieToStaff(app: FastifyInstance, options: StorybookOptions): void {
  const secure = (request: FastifyRequest) =>
    request.protocol === 'https' || options.publicUrl.startsWith('https:');
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!payload || typeof payload !== 'object') return payload;
    const nested = (payload as { session?: unknown }).session;
    const session = (nested && typeof nested === 'object' ? nested : payload) as {
      access_token?: unknown;
      [SESSION_ENDS]?: unknown;
    };
    if (typeof session[SESSION_ENDS] !== 'number' || typeof session.access_token !== 'string') return payload;
    const claims = await options.tokens.verify(session.access_token).catch(() => null);
    if (!claims || !STAFF_TYPES.has(claims.type)) return payload;
    reply.setCookie(STORYBOOK_COOKIE, session.access_token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: secure(request),
      path: `${STORYBOOK_PATH}/`,
      maxAge: Math.max(0, claims.exp - Math.floor(options.now() / 1000)),
    });
    return payload;
  });
}

/** Whether the request's Storybook cookie names a live session of a staff member. */
async function staffRequest(
  request: FastifyRequest,
  options: StorybookOptions,
): Promise<'staff' | 'other' | 'none'> {
  const header = request.headers.cookie;
  const token = header ? request.server.parseCookie(header)[STORYBOOK_COOKIE] : undefined;
  if (!token) return 'none';
  const claims = await options.tokens.verify(token).catch(() => null);
  if (!claims || !(await sessionAlive(options.db, claims, options.now()))) return 'none';
  return STAFF_TYPES.has(claims.type) ? 'staff' : 'other';
}

/** Serves the static Storybook at /storybook/ (registered only when enabled and the folder exists). */
export async function registerStorybook(app: FastifyInstance, options: StorybookOptions): Promise<void> {
  if (options.staffOnly) issueCookieToStaff(app, options);
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      for (const [name, value] of STORYBOOK_HEADERS) reply.header(name, value);
      if (!options.staffOnly) return;
      const who = await staffRequest(request, options);
      if (who === 'staff') return;
      if (who === 'other') {
        return reply.code(403).send({
          status: 403,
          code: 'Forbidden',
          message: 'Only staff may read the Storybook',
        });
      }
      // Signed out (or the cookie's session ended): sign in, then come back.
      return reply.redirect(`/login?next=${encodeURIComponent(returnPathOf(request.url))}`, 302);
    });
    await scope.register(fastifyStatic, {
      root: path.resolve(options.dir),
      prefix: `${STORYBOOK_PATH}/`,
      index: 'index.html',
      // The portal's registration decorates the reply already.
      decorateReply: false,
      // Storybook's own files have no content hashes worth trusting for a year.
      cacheControl: false,
    });
    // Its pages' relative addresses (./iframe.html, ./mockServiceWorker.js) need the trailing slash.
    scope.get(STORYBOOK_PATH, { schema: { hide: true } }, (_request, reply) =>
      reply.redirect(`${STORYBOOK_PATH}/`, 301),
    );
  });
}
