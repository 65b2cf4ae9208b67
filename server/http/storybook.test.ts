import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseTargets, type DatabaseTarget, type TestApp } from '../test/harness.ts';
import { DEMO_PASSWORD } from '../modules/users/demo.ts';
import { STORYBOOK_COOKIE } from './storybook.ts';

const [pglite] = databaseTargets as [DatabaseTarget, ...DatabaseTarget[]];
const INDEX = '<!doctype html><title>Lantern Storybook</title>';

let root: string;
let storybookDir: string;
let publicDir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'lantern-storybook-'));
  storybookDir = path.join(root, 'storybook-static');
  publicDir = path.join(root, 'dist');
  await mkdir(storybookDir);
  await mkdir(publicDir);
  await writeFile(path.join(storybookDir, 'index.html'), INDEX);
  await writeFile(path.join(storybookDir, 'index.json'), '{"v":5,"entries":{}}');
  await writeFile(
    path.join(storybookDir, 'mockServiceWorker.js'),
    'self.addEventListener("fetch", () => {})',
  );
  await writeFile(path.join(publicDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(root, 'secret.txt'), 'not for the web');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the static Storybook, disabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite, {
      seed: false,
      publicDir,
      storybook: { dir: storybookDir, enabled: false },
    });
  });
  afterAll(() => t.close());

  it('serves nothing under /storybook/, not even the portal, and leaves the portal and the API as they were', async () => {
    for (const url of ['/storybook', '/storybook/', '/storybook/index.json', '/storybook/iframe.html?id=x']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ResourceNotFound' });
    }
    expect((await t.app.inject('/app-users')).body).toContain('<div id="root">');
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });
});

describe('the static Storybook outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite, {
      seed: false,
      publicDir,
      storybook: { dir: storybookDir, enabled: true },
    });
  });
  afterAll(() => t.close());

  it('answers its index to anyone, in a frame of its own origin', async () => {
    const res = await t.app.inject('/storybook/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const worker = await t.app.inject('/storybook/mockServiceWorker.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
  });

  it('sends /storybook to /storybook/, and a missing file is a 404, not the portal', async () => {
    const bare = await t.app.inject('/storybook');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/storybook/');
    const missing = await t.app.inject('/storybook/nothing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });

  it('never reads outside its folder', async () => {
    for (const url of [
      '/storybook/../secret.txt',
      '/storybook/%2e%2e/secret.txt',
      '/storybook/%2e%2e%2fsecret.txt',
      '/storybook/..%5csecret.txt',
      '/storybook/%252e%252e/secret.txt',
    ]) {
      // Some of these name the portal's own pages once the address is normalised: never the file.
      const res = await t.app.inject(url);
      expect(res.body, url).not.toContain('not for the web');
    }
  });

  it('leaves the API as it was', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ResourceNotFound' });
  });
});

describe('the static Storybook in production, turned on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(pglite, {
      publicDir,
      production: true,
      storybook: { dir: storybookDir, enabled: true },
    });
  });
  afterAll(() => t.close());

  /** Signs in as the portal does and returns the Storybook cookie the answer set, if any. */
  async function storybookCookie(email: string): Promise<string | undefined> {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: DEMO_PASSWORD },
      headers: { 'x-lantern-client': 'portal' },
    });
    const res = await t.finishSignIn(signIn, { headers: { 'x-lantern-client': 'portal' } });
    expect(res.statusCode, res.body).toBe(200);
    return res.cookies.find((c) => c.name === STORYBOOK_COOKIE)?.value;
  }

  it('sends a signed-out visitor to sign in', async () => {
    for (const url of ['/storybook/', '/storybook/index.json']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe('/login?next=%2Fstorybook%2F');
      expect(res.body).not.toContain('Lantern Storybook');
    }
  });

  it('returns a signed-out visitor, once signed in, to the Storybook page they asked for', async () => {
    const cases: [string, string][] = [
      // A shared link to a docs page, and a story's own page: the same page and query.
      ['/storybook/?path=/docs/shell-header--docs', '/storybook/?path=/docs/shell-header--docs'],
      ['/storybook/iframe.html?id=shell-header--default', '/storybook/iframe.html?id=shell-header--default'],
      // Not a page (a file a page loads), or an address a browser could read as another site.
      ['/storybook/sb-manager/runtime.js', '/storybook/'],
      ['/storybook/%2F%2Fevil.example/', '/storybook/'],
      ['/storybook/..%2F..%2Fevil.example/x.html', '/storybook/'],
    ];
    for (const [url, next] of cases) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(302);
      const location = new URL(res.headers.location as string, 'https://lantern.test');
      expect(location.pathname, url).toBe('/login');
      expect(location.searchParams.get('next'), url).toBe(next);
    }
  });

  it('lets an admin read it with the cookie their sign-in set, for that page path only', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'admin@stmarys.test', password: DEMO_PASSWORD },
    });
    const answer = await t.finishSignIn(signIn);
    const cookie = answer.cookies.find((c) => c.name === STORYBOOK_COOKIE);
    expect(cookie).toMatchObject({ path: '/storybook/', httpOnly: true, sameSite: 'Strict' });
    const res = await t.app.inject({
      url: '/storybook/',
      cookies: { [STORYBOOK_COOKIE]: cookie?.value ?? '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('refuses a guardian: no cookie at sign-in, and their own token in its place is refused', async () => {
    expect(await storybookCookie('guardian@stmarys.test')).toBeUndefined();
    const { access_token } = await t.signIn('guardian@stmarys.test');
    const res = await t.app.inject({ url: '/storybook/', cookies: { [STORYBOOK_COOKIE]: access_token } });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Lantern Storybook');
  });

  it('refuses a forged or ended session', async () => {
    const forged = await t.app.inject({ url: '/storybook/', cookies: { [STORYBOOK_COOKIE]: 'not-a-token' } });
    expect(forged.statusCode).toBe(302);
    const value = await storybookCookie('admin@stmarys.test');
    const session = { [STORYBOOK_COOKIE]: value ?? '' };
    expect((await t.app.inject({ url: '/storybook/', cookies: session })).statusCode).toBe(200);
    // Signing out ends the session the cookie's token belongs to.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${value}` },
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await t.app.inject({ url: '/storybook/', cookies: session })).statusCode).toBe(302);
  });
});
