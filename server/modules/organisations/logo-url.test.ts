import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { organisations } from './schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';

const SUPER = 'super@lantern.test';

/** A logo's address is put in pages and e-mails: https or the product's own upload, nothing else. */
describe.each(databaseTargets)('logo addresses on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  let stMarys: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    stMarys = first(
      await t.database.db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys')),
    ).id;
    call = callerOf(t, await signInAll(t, [SUPER]));
  });
  afterAll(() => t.close());
  const logo = async () =>
    first(await t.database.db.select().from(organisations).where(eq(organisations.id, stMarys))).logoUrl;

  it.each([
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    'http://images.example.org/logo.png',
    'data:image/svg+xml;base64,PHN2Zy8+',
    '//images.example.org/logo.png',
    '/api/organisations/../../evil',
  ])('refuses %s naming logo_url, and changes nothing', async (address) => {
    const before = await logo();
    for (const field of ['logo_url', 'white_logo_url']) {
      const res = await call(SUPER, 'PUT', `/organisation/${stMarys}`, { [field]: address });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ValidationError', fields: [{ path: field }] });
    }
    expect(await logo()).toBe(before);
  });

  it('takes an https address and the address of its own uploaded logo', async () => {
    for (const address of [
      'https://images.example.org/logo.png',
      `/api/organisations/${stMarys}/assets/logo?v=0123456789abcdef`,
    ]) {
      const res = await call(SUPER, 'PUT', `/organisation/${stMarys}`, { logo_url: address });
      expect(res.statusCode, res.body).toBe(200);
      expect(await logo()).toBe(address);
    }
  });
});
