import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationAssets, organisations } from './schema.ts';
import { callerOf, createTestApp, databaseTargets, signInAll, type TestApp } from '../../test/harness.ts';

const SUPER = 'super@lantern.test';
const ADMIN = 'admin@stmarys.test';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe.each(databaseTargets)('organisation images on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let tokens: Record<string, string> = {};
  let stMarys: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    stMarys = (await t.database.db.select().from(organisations)).find((o) => o.urlCode === 'stmarys')
      ?.id as string;
    tokens = await signInAll(t, [SUPER, ADMIN]);
    call = callerOf(t, tokens);
  });
  afterAll(() => t.close());
  const upload = (who: string, body: Buffer, type: string, kind = 'logo', id = stMarys) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/organisation/${id}/assets/${kind}`,
      headers: { authorization: `Bearer ${tokens[who]}`, 'content-type': type },
      payload: body,
    });

  it('stores an uploaded logo and serves it with an ETag, cached for a year at its versioned address', async () => {
    const res = await upload(SUPER, PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    const url: string = res.json().logo_url;
    expect(url).toMatch(new RegExp(`^/api/organisations/${stMarys}/assets/logo\\?v=[0-9a-f]{16}$`));

    const image = await t.app.inject({ url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(image.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // The bare address revalidates every time.
    const bare = await t.app.inject({ url: url.split('?')[0] });
    expect(bare.headers['cache-control']).toBe('no-cache');

    // The organisation (and so the header) now points at it.
    expect((await call(ADMIN, 'GET', `/organisation/${stMarys}`)).json().logo_url).toBe(url);
  });

  it('refuses bytes that are not the declared image, other types, too large files, and non-super admins', async () => {
    const before = JSON.stringify(await t.database.db.select().from(organisationAssets));
    const mismatch = await upload(SUPER, JPEG, 'image/png', 'white_logo');
    expect(mismatch.json()).toMatchObject({ status: 415, code: 'UnsupportedMediaType' });
    expect((await upload(SUPER, Buffer.from('<svg/>'), 'image/svg+xml', 'white_logo')).json()).toMatchObject({
      status: 415,
      code: 'UnsupportedMediaType',
    });
    const big = Buffer.concat([PNG, Buffer.alloc(1_000_001)]);
    expect((await upload(SUPER, big, 'image/png', 'white_logo')).json()).toMatchObject({
      status: 413,
      code: 'PayloadTooLarge',
    });
    expect((await upload(ADMIN, PNG, 'image/png', 'white_logo')).statusCode).toBe(403);
    expect((await upload(SUPER, PNG, 'image/png', 'banner')).json()).toMatchObject({
      status: 400,
      code: 'ValidationError',
    });
    expect(
      (await upload(SUPER, PNG, 'image/png', 'logo', '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect(JSON.stringify(await t.database.db.select().from(organisationAssets))).toBe(before);
    expect((await t.app.inject({ url: `/api/organisations/${stMarys}/assets/white_logo` })).statusCode).toBe(
      404,
    );
  });
});
