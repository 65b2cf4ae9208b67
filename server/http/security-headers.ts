import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeaderOptions {
  production: boolean;
  /** Google Tag Manager container the portal was built with (VITE_GTM_ID). */
  tagManager?: boolean;
  /** Google sign-in is configured: its script, frame and calls come from accounts.google.com. */
  googleSignIn?: boolean;
  /** Videos are hosted on Vimeo: the browser uploads there and plays Vimeo's player. */
  vimeo?: boolean;
  /** Where the portal reports errors (VITE_ERROR_REPORTING_URL), when that is another origin. */
  reportingUrl?: string;
}

const GOOGLE_GSI = 'https://accounts.google.com/gsi/';
// What Google's own guidance lists for Tag Manager with Google Analytics 4.
const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** The Content-Security-Policy directives of the portal and the API. */
export function cspDirectives(options: SecurityHeaderOptions): Record<string, string[]> {
  const script = ["'self'"];
  const connect = ["'self'"];
  const frame: string[] = [];
  // MUI styles through emotion, which inserts <style> elements at run time: without 'unsafe-inline'
  // Chromium blocks them (the e2e headers test saw 122 violations on four screens).
  const style = ["'self'", "'unsafe-inline'"];
  // Organisation logos may be addresses elsewhere (logo_url); data: for generated previews.
  const img = ["'self'", 'data:', 'blob:', 'https:'];
  if (options.tagManager) {
    script.push(TAG_MANAGER);
    connect.push(TAG_MANAGER, ...ANALYTICS);
  }
  if (options.googleSignIn) {
    script.push(GOOGLE_GSI);
    connect.push(GOOGLE_GSI);
    frame.push(GOOGLE_GSI);
    style.push(GOOGLE_GSI);
  }
  if (options.vimeo) {
    connect.push('https://*.vimeo.com', 'https://*.cloud.vimeo.com');
    frame.push('https://player.vimeo.com');
  }
  if (options.reportingUrl) {
    const origin = URL.canParse(options.reportingUrl) ? new URL(options.reportingUrl).origin : null;
    if (origin && origin !== 'null') connect.push(origin);
  }
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: script,
    styleSrc: style,
    imgSrc: img,
    // Self-hosted fonts; Vite inlines the smallest subsets as data: addresses.
    fontSrc: ["'self'", 'data:'],
    connectSrc: connect,
    mediaSrc: ["'self'", 'blob:'],
    frameSrc: frame.length > 0 ? frame : ["'none'"],
    workerSrc: ["'self'", 'blob:'],
  };
}

/** Helmet's settings for these options: what the headers say, decided once. */
export function helmetOptions(options: SecurityHeaderOptions): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    hsts: options.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same as frame-ancestors 'none', for browsers that predate it.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in button opens a popup that must report back to the page.
    crossOriginOpenerPolicy: { policy: options.googleSignIn ? 'same-origin-allow-popups' : 'same-origin' },
    // Logos and thumbnails are fetched by the app and by e-mail clients.
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/**
 * The headers helmet sets for these options, as [name, value] pairs. Helmet's middleware is run
 * once, against a response that only records them: none of our directives depends on the request
 * (no nonces), so every answer gets the same set. (@fastify/helmet built helmet's middleware
 * anew, parsing every directive, on each request: a fifth of what /api/health cost.)
 */
export function securityHeaders(options: SecurityHeaderOptions): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name.toLowerCase(), String(value)]),
    // X-Powered-By: Node's server never sends it (Express did).
    removeHeader: () => undefined,
  };
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** The security headers an API answer needs, of the portal's set. */
const API_KEEPS = [
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

/**
 * The headers of an API answer (JSON, media, tus): what the OWASP REST Security Cheat Sheet lists
 * for APIs. A policy that lets nothing load (an answer opened as a page runs and shows nothing of
 * its own), no framing, nosniff, the referrer policy, HSTS in production, the resource policy, and
 * no caching (personal data). The portal's document headers (cross-origin opener policy, origin
 * agent cluster, DNS prefetch, IE's download and XSS switches, Flash's cross-domain policy) act on
 * pages only; sent with every API answer they cost /api/health about 5% of its CPU.
 */
export function apiSecurityHeaders(options: SecurityHeaderOptions): [string, string][] {
  const portal = new Map(securityHeaders(options));
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ...API_KEEPS.flatMap((name): [string, string][] => {
      const value = portal.get(name);
      return value === undefined ? [] : [[name, value]];
    }),
    ['cache-control', 'no-store'],
  ];
}

/** An API path: JSON, media and uploads. The API's documentation pages (/api/docs) are pages. */
const isApiPath = (path: string) =>
  (path === '/api' || path.startsWith('/api/')) && path !== '/api/docs' && !path.startsWith('/api/docs/');

/**
 * Security headers on every answer: for the portal (pages, assets) a strict CSP, nosniff, a strict
 * referrer policy, no framing and the rest of helmet's set; for the API the set above. HSTS in
 * production only (a development server on http://localhost must not pin the browser to https).
 * API answers are never stored by caches (personal data); routes that serve cacheable media set
 * their own Cache-Control, which replaces this one.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  const page = securityHeaders(options);
  const api = apiSecurityHeaders(options);
  // One synchronous hook for every request (a callback hook costs no promise): the fixed set on
  // the raw response, where helmet put them, so that hijacked answers (tus) carry them too. Headers
  // a route sets through Fastify (a media route's Cache-Control) take precedence over these.
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    const url = request.url;
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    for (const [name, value] of isApiPath(path) ? api : page) raw.setHeader(name, value);
    // Source maps would hand out the portal's source: not in production.
    if (options.production && path.endsWith('.map')) {
      void reply
        .code(404)
        .type('application/json')
        .send({
          status: 404,
          code: 'ResourceNotFound',
          message: `No such endpoint: ${request.method} ${path}`,
        });
      return;
    }
    done();
  });
}
