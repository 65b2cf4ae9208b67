import type { FastifyInstance } from 'fastify';

/**
 * The only API routes a caller may reach without a bearer token. Everything else under /api is
 * authenticated by the scope's onRequest hook (server/app.ts): a new route is private unless it is
 * added here, where a reviewer sees it. Paths are Fastify route patterns, as registered.
 */
export interface PublicRoute {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  /** Why a stranger may call it. */
  why: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { method: 'GET', url: '/api/health', why: 'liveness for load balancers and monitors' },
  { method: 'POST', url: '/api/auth/signin', why: 'signing in' },
  { method: 'POST', url: '/api/auth/refresh', why: 'the refresh token is the credential' },
  {
    method: 'POST',
    url: '/api/auth/logout',
    why: 'signing out needs no live access token: the refresh token, or a bearer token the call checks itself, names the session',
  },
  { method: 'GET', url: '/api/auth/providers', why: 'the sign-in page shows the configured SSO buttons' },
  { method: 'POST', url: '/api/auth/email-signup', why: 'registration' },
  { method: 'POST', url: '/api/auth/activate', why: 'the e-mailed token is the credential' },
  { method: 'POST', url: '/api/auth/resend-activation-email', why: 'recovery before signing in' },
  { method: 'POST', url: '/api/auth/forgot-password', why: 'recovery before signing in' },
  { method: 'POST', url: '/api/auth/reset-password', why: 'the e-mailed token is the credential' },
  { method: 'POST', url: '/api/auth/register-device-email', why: 'the app asks for its set-up link' },
  { method: 'POST', url: '/api/auth/sso-signin', why: 'the provider token is the credential' },
  { method: 'POST', url: '/api/auth/sso-signup', why: 'the provider token is the credential' },
  { method: 'GET', url: '/api/auth/linkedin', why: "LinkedIn's redirect back" },
  {
    method: 'GET',
    url: '/api/organisations/:code/code',
    why: "registration looks up the organisation's code",
  },
  { method: 'GET', url: '/api/organisations/:id/assets/:kind', why: 'logos show on the sign-in page' },
  {
    method: 'GET',
    url: '/api/organisation-videos/:video_id/file',
    why: 'a signed, expiring address is the credential',
  },
  {
    method: 'GET',
    url: '/api/organisation-videos/:video_id/thumbnail',
    why: 'the content hash in the address is the credential',
  },
  // The patients' app (server/modules/app): its sign-in, and the token calls the portal's mirror.
  { method: 'POST', url: '/api/app/auth/signin', why: "signing in to the patients' app" },
  {
    method: 'POST',
    url: '/api/app/auth/words',
    why: "signing in to the patients' app with a guardian's three-word code (the words are the credential)",
  },
  { method: 'POST', url: '/api/app/auth/refresh', why: 'the refresh token is the credential' },
  {
    method: 'POST',
    url: '/api/app/auth/logout',
    why: 'signing out needs no live access token: the refresh token, or a bearer token the call checks itself, names the session',
  },
  // cms: hospital information
  {
    method: 'GET',
    url: '/api/organisation-cms/images/:id',
    why: 'page images load in <img>, without a bearer token: the content hash in the address is the credential',
  },
  // The e-mailed one-use feedback link; its token is the credential.
  {
    method: 'GET',
    url: '/api/registration_feedback/token/:token',
    why: 'the feedback page checks the e-mailed link before showing its form',
  },
  { method: 'PUT', url: '/api/registration_feedback', why: 'the e-mailed token is the credential' },
  // Question images load in <img> (portal and app); the content hash in the address is the credential.
  {
    method: 'GET',
    url: '/api/quizzes/images/:id',
    why: 'question images load in <img>, without a bearer token: the content hash in the address is the credential',
  },
  // Issue reports and public pages
  { method: 'POST', url: '/api/contact', why: 'the public contact form (rate-limited per address)' },
];

// Pattern → methods: asked on every request, so answered without building a string.
const publicMethods = new Map<string, Set<string>>();
for (const r of PUBLIC_ROUTES) {
  const methods = publicMethods.get(r.url) ?? new Set<string>();
  methods.add(r.method);
  if (r.method === 'GET') methods.add('HEAD');
  publicMethods.set(r.url, methods);
}

/** Whether a route (its method and registered pattern) is on the public list. */
export const isPublicRoute = (method: string, url: string | undefined): boolean =>
  url !== undefined && publicMethods.get(url)?.has(method) === true;

export interface RegisteredRoute {
  method: string;
  url: string;
  /** The route's schemas (zod) as registered: body, querystring, params, response… */
  schema?: Record<string, unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (method and pattern), filled as they are added. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/**
 * Records every route as it is registered, and refuses to start when the public list names a
 * route that does not exist (a renamed route would otherwise silently become private, or the
 * list would keep a stale entry nobody reviews).
 */
export function trackRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, schema: route.schema as Record<string, unknown> | undefined });
  });
  app.addHook('onReady', async () => {
    const stale = PUBLIC_ROUTES.filter((p) => !routes.some((r) => r.method === p.method && r.url === p.url));
    if (stale.length > 0)
      throw new Error(
        `Public routes that are not registered: ${stale.map((p) => `${p.method} ${p.url}`).join(', ')}`,
      );
  });
}
