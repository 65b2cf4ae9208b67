import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisations } from './schema.ts';
import { createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';

const SUPER = 'super@lantern.test';

describe.each(databaseTargets)("an organisation's web app manifest on $name", (target) => {
  let t: TestApp;
  let tokens: Record<string, string> = {};
  let stMarys: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    stMarys = (await t.database.db.select().from(organisations)).find((o) => o.urlCode === 'stmarys')
      ?.id as string;
    tokens = await signInAll(t, [SUPER]);
  });
  afterAll(() => t.close());
  const manifest = (code: string) => t.app.inject({ url: `/api/organisations/${code}/manifest` });

  it("is named and coloured for the organisation, with Lantern's icons while it has no logo", async () => {
    await t.database.db
      .update(organisations)
      .set({ brandColor: '#ffeb3b', language: 'ar' })
      .where(eq(organisations.id, stMarys));
    const res = await manifest('stmarys');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const body = res.json();
    expect(body).toMatchObject({
      name: "St Mary's Children's Hospital (demo)",
      short_name: "St Mary's Ch",
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'ar',
      dir: 'rtl',
      background_color: '#ffffff',
    });
    // The bright yellow the organisation chose, darkened as the portal's theme draws it (white text at AA).
    expect(body.theme_color).toBe('#756c1b');
    expect(body.icons).toEqual([
      { src: '/icons/lantern-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/lantern-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/lantern-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    // Spanish, left to right, the product's colour when none is set; the code is read in any case.
    const infantil = (await manifest('INFANTIL')).json();
    expect(infantil).toMatchObject({ name: 'Hospital Infantil (demo)', lang: 'es', dir: 'ltr' });
    expect(infantil.theme_color).toBe('#1f5fa8');
  });

  it('names square icons made from an uploaded logo, at 192 and 512 px and maskable', async () => {
    const logo = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/organisation/${stMarys}/assets/logo`,
      headers: { authorization: `Bearer ${tokens[SUPER]}`, 'content-type': 'image/png' },
      payload: logo,
    });
    expect(upload.statusCode).toBe(200);
    const icons: { src: string; sizes: string; purpose: string }[] = (await manifest('stmarys')).json().icons;
    expect(icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of icons) {
      expect(icon.src).toMatch(
        /^\/api\/organisations\/stmarys\/icons\/(192|512|maskable-512)\?v=[0-9a-f]{16}$/,
      );
      const res = await t.app.inject({ url: icon.src });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      const again = await t.app.inject({
        url: icon.src,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    // Hospital Infantil has no logo: no icon of its own.
    expect((await t.app.inject({ url: '/api/organisations/infantil/icons/192' })).json()).toMatchObject({
      status: 404,
    });
  });

  it('answers 404 for an unknown organisation and 400 naming the field for a malformed code or icon', async () => {
    expect((await manifest('nowhere')).json()).toMatchObject({ status: 404, code: 'ResourceNotFound' });
    for (const code of ['-bad', 'a', 'x'.repeat(41), 'st%20marys', 'st.marys']) {
      const res = await manifest(code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        code: expect.any(String),
        message: expect.any(String),
      });
    }
    const badIcon = await t.app.inject({ url: '/api/organisations/stmarys/icons/64' });
    expect(badIcon.statusCode).toBe(400);
    expect(badIcon.json().message).toMatch(/variant/);
  });

  it('holds nothing of a person: only the organisation, whoever asks', async () => {
    const anonymous = (await manifest('stmarys')).body;
    const signedIn = await t.app.inject({
      url: '/api/organisations/stmarys/manifest',
      headers: { authorization: `Bearer ${tokens[SUPER]}` },
    });
    expect(signedIn.body).toBe(anonymous);
    expect(anonymous).not.toMatch(/@|email|user|phone|address|contact/i);
    expect(Object.keys(JSON.parse(anonymous)).sort()).toEqual([
      'background_color',
      'dir',
      'display',
      'icons',
      'id',
      'lang',
      'name',
      'scope',
      'short_name',
      'start_url',
      'theme_color',
    ]);
  });
});
