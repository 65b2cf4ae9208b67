import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../support/server.ts';
import { apiSignIn } from '../support/second-factor.ts';

/**
 * The security headers of the real server (secure by default), over the portal's root,
 * a client route, API answers signed in and anonymous, and a built asset: in production and in
 * development (HSTS only in production).
 */

const PASSWORD = 'Lantern-demo-2026!';
const STRICT_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

interface Page {
  name: string;
  url: string;
  auth?: boolean;
}

async function signIn(url: string): Promise<string> {
  return (await apiSignIn(url, 'admin@stmarys.test', PASSWORD)).access_token;
}

/** The first hashed script the built index.html loads. */
async function assetOf(url: string): Promise<string> {
  const html = await (await fetch(`${url}/`)).text();
  const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!asset) throw new Error('the built index.html names no /assets/*.js (run `vite build` first)');
  return asset;
}

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name as string, values]),
  );

const modes: { mode: 'production' | 'development'; env: Record<string, string> }[] = [
  {
    mode: 'production',
    env: { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-chars', DEMO: 'true' },
  },
  { mode: 'development', env: {} },
];

describe.each(modes)('security headers in $mode', ({ mode, env }) => {
  let server: RunningServer;
  let token: string;
  let pages: Page[];
  const responses = new Map<string, Response>();

  beforeAll(async () => {
    server = await startServer(env);
    token = await signIn(server.url);
    const asset = await assetOf(server.url);
    pages = [
      { name: 'the root', url: '/' },
      { name: 'a client route', url: '/app-users' },
      { name: 'a signed-in API answer', url: '/api/users/profile', auth: true },
      { name: 'a signed-in list', url: '/api/users?page=1&size=10', auth: true },
      { name: 'an anonymous API answer', url: '/api/health' },
      { name: 'an anonymous refusal', url: '/api/users' },
      { name: 'a built asset', url: asset },
    ];
    for (const page of pages) {
      const res = await fetch(`${server.url}${page.url}`, {
        headers: page.auth ? { authorization: `Bearer ${token}` } : {},
      });
      await res.arrayBuffer();
      responses.set(page.name, res);
    }
  });
  afterAll(async () => {
    await server?.stop();
  });

  const each = (check: (res: Response, page: Page) => void) => () => {
    for (const page of pages) check(responses.get(page.name) as Response, page);
  };

  it(
    "every page and asset carries a CSP with default-src 'self', object-src 'none', base-uri 'none', frame-ancestors 'none'",
    each((res, page) => {
      if (page.url.startsWith('/api/')) return;
      const csp = directives(res.headers.get('content-security-policy'));
      expect({ page: page.name, csp: Object.fromEntries(csp) }).toMatchObject({
        page: page.name,
        csp: {
          'default-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'none'"],
          'frame-ancestors': ["'none'"],
        },
      });
    }),
  );

  // The OWASP REST Security Cheat Sheet's set: an API answer opened as a page may load nothing.
  it(
    "every API answer carries a CSP of default-src 'none' and frame-ancestors 'none'",
    each((res, page) => {
      if (!page.url.startsWith('/api/')) return;
      const csp = directives(res.headers.get('content-security-policy'));
      expect({ page: page.name, csp: Object.fromEntries(csp) }).toEqual({
        page: page.name,
        csp: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
      });
    }),
  );

  it(
    'every answer says nosniff and a strict Referrer-Policy',
    each((res, page) => {
      expect({ page: page.name, nosniff: res.headers.get('x-content-type-options') }).toEqual({
        page: page.name,
        nosniff: 'nosniff',
      });
      const policies = (res.headers.get('referrer-policy') ?? '').split(',').map((p) => p.trim());
      expect({
        page: page.name,
        strict: policies.length > 0 && policies.every((p) => STRICT_REFERRER.includes(p)),
      }).toEqual({
        page: page.name,
        strict: true,
      });
    }),
  );

  it(
    mode === 'production'
      ? 'production answers ask for HTTPS for at least a year, subdomains included'
      : 'development answers do not pin HTTPS',
    each((res, page) => {
      const hsts = res.headers.get('strict-transport-security');
      if (mode !== 'production') {
        expect({ page: page.name, hsts }).toEqual({ page: page.name, hsts: null });
        return;
      }
      const maxAge = Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1] ?? 0);
      expect({
        page: page.name,
        year: maxAge >= 31_536_000,
        subdomains: /includeSubDomains/i.test(hsts ?? ''),
      }).toEqual({
        page: page.name,
        year: true,
        subdomains: true,
      });
    }),
  );

  it('signed-in API answers are never stored by a cache', () => {
    for (const name of ['a signed-in API answer', 'a signed-in list']) {
      const res = responses.get(name) as Response;
      expect(res.status).toBe(200);
      expect({ name, noStore: /\bno-store\b/.test(res.headers.get('cache-control') ?? '') }).toEqual({
        name,
        noStore: true,
      });
    }
  });

  it('hashed assets are cached for a year as immutable', () => {
    const res = responses.get('a built asset') as Response;
    expect(res.status).toBe(200);
    const cache = res.headers.get('cache-control') ?? '';
    expect(cache).toMatch(/max-age=31536000/);
    expect(cache).toMatch(/\bimmutable\b/);
  });

  // Development may serve maps to debug with; only production is checked (a test per mode, none skipped).
  if (mode === 'production')
    it('serves no source maps', async () => {
      const asset = (pages.find((p) => p.name === 'a built asset') as Page).url;
      const res = await fetch(`${server.url}${asset}.map`);
      const body = await res.text();
      // A client route falls back to index.html; what matters is that no map's content comes back.
      expect(body).not.toMatch(/"mappings"\s*:/);
      expect(body).not.toMatch(/"sourcesContent"/);
    });
});
