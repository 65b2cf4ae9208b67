import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type DatabaseTarget, type TestApp } from '../test/harness.ts';
import { cspDirectives, securityHeaders } from './security-headers.ts';

const [pglite] = databaseTargets as [DatabaseTarget, ...DatabaseTarget[]];

async function portalDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lantern-headers-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(
    path.join(dir, 'assets', 'app-abc123.js'),
    'console.log(1)\n//# sourceMappingURL=app-abc123.js.map',
  );
  await writeFile(
    path.join(dir, 'assets', 'app-abc123.js.map'),
    '{"version":3,"sources":["src/app/main.tsx"]}',
  );
  return dir;
}

const PORTAL_CSP =
  "default-src 'self';base-uri 'none';object-src 'none';frame-ancestors 'none';form-action 'self';" +
  "script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;font-src 'self' data:;" +
  "connect-src 'self';media-src 'self' blob:;frame-src 'none';worker-src 'self' blob:";

// Secure by default: every answer carries security headers, personal data is never cached, and source maps
// stay private in production.
describe.each([false, true])('security headers (production: %s)', (production) => {
  let dir: string;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    dir = await portalDir();
    t = await createTestApp(pglite, { publicDir: dir, production });
    token = (await t.signIn('admin@stmarys.test')).access_token;
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const answers = () =>
    Promise.all([
      t.app.inject('/'),
      t.app.inject('/app-users'),
      t.app.inject('/assets/app-abc123.js'),
      t.app.inject({ url: '/api/users/profile', headers: { authorization: `Bearer ${token}` } }),
      t.app.inject('/api/users/profile'),
      t.app.inject('/api/nothing-here'),
      t.app.inject('/api/health'),
    ]);

  const PAGE_HEADERS = {
    'content-security-policy': PORTAL_CSP,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-site',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
  const DOCUMENT_ONLY = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it('sends nosniff, a strict referrer policy and no framing on every answer', async () => {
    for (const res of await answers()) {
      expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  // The whole set, as @fastify/helmet sent it before the headers were computed once at start.
  it("sends pages and assets helmet's complete set, with the portal's CSP", async () => {
    const [root, route, asset] = await answers();
    for (const res of [root, route, asset]) expect(res?.headers).toMatchObject(PAGE_HEADERS);
  });

  // The OWASP REST set, lighter than the page set: an API answer opened as a page may load nothing at all.
  it('sends API answers, refusals and errors the API set: a CSP that allows nothing, no page headers', async () => {
    const [, , , profile, anonymous, missing, health] = await answers();
    for (const res of [profile, anonymous, missing, health]) {
      expect(res?.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      for (const name of DOCUMENT_ONLY) expect(res?.headers[name]).toBeUndefined();
    }
  });

  it(
    production ? 'does not serve the API documentation' : "serves the API's documentation pages as pages",
    async () => {
      const res = await t.app.inject('/api/docs');
      if (production) expect(res.statusCode).toBe(404);
      else expect(res.statusCode).toBeLessThan(400);
      expect(res.headers).toMatchObject(PAGE_HEADERS);
    },
  );

  it(
    production ? 'pins HTTPS for a year with subdomains' : 'does not pin HTTPS on a development server',
    async () => {
      for (const res of await answers()) {
        if (production)
          expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        else expect(res.headers['strict-transport-security']).toBeUndefined();
      }
    },
  );

  it('keeps API answers out of every cache, errors included; assets stay cacheable', async () => {
    const [, , asset, profile, anonymous, missing, health] = await answers();
    expect(profile?.statusCode).toBe(200);
    expect(anonymous?.statusCode).toBe(401);
    expect(missing?.statusCode).toBe(404);
    for (const res of [profile, anonymous, missing, health])
      expect(res?.headers['cache-control']).toBe('no-store');
    expect(asset?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it(production ? 'does not serve source maps' : 'serves source maps for debugging', async () => {
    const res = await t.app.inject('/assets/app-abc123.js.map');
    expect(res.statusCode).toBe(production ? 404 : 200);
    if (production) expect(res.body).not.toContain('sources');
  });
});

describe('the CSP of a configured portal', () => {
  it('opens popups for Google sign-in and names every configured source in the header', () => {
    const headers = new Map(
      securityHeaders({ production: true, googleSignIn: true, tagManager: true, vimeo: true }),
    );
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('content-security-policy')).toContain(
      "script-src 'self' https://www.googletagmanager.com https://accounts.google.com/gsi/;",
    );
    expect(headers.get('content-security-policy')).toContain(
      'frame-src https://accounts.google.com/gsi/ https://player.vimeo.com;',
    );
  });

  it('allows Google Tag Manager only when the portal is built with it', () => {
    const plain = cspDirectives({ production: true });
    const tagged = cspDirectives({ production: true, tagManager: true });
    expect(plain.scriptSrc).toEqual(["'self'"]);
    expect(tagged.scriptSrc).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(tagged.connectSrc).toContain('https://*.google-analytics.com');
    expect(tagged.objectSrc).toEqual(["'none'"]);
  });

  it('allows the error-reporting origin and Google sign-in when configured', () => {
    const csp = cspDirectives({
      production: true,
      googleSignIn: true,
      reportingUrl: 'https://key@errors.example.org/4',
    });
    expect(csp.connectSrc).toContain('https://errors.example.org');
    expect(csp.frameSrc).toEqual(['https://accounts.google.com/gsi/']);
  });
});
