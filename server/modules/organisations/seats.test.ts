import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrganisationListItem, Paged, SubscriptionOverview } from '../../../src/api/contracts/index.ts';
import { organisations, subscriptionPacks } from './schema.ts';
import {
  callerOf,
  createTestApp,
  databaseTargets,
  first,
  signInAll,
  type TestApp,
} from '../../test/harness.ts';

const SUPER = 'super@lantern.test';
const ADMINS = { stmarys: 'admin@stmarys.test', infantil: 'admin@infantil.test' } as const;
const DAY = 86_400_000;

/** The super admin's /organisations and each admin's /usage show one seat figure, read by one query. */
describe.each(databaseTargets)('one seat figure on $name', (target) => {
  let t: TestApp;
  let call: ReturnType<typeof callerOf>;
  const listed = async () =>
    (await call(SUPER, 'GET', '/organisation?page=1&size=100')).json<Paged<OrganisationListItem>>().data;
  const usage = async (who: string) =>
    (await call(who, 'GET', '/analytics/subscription')).json<SubscriptionOverview>().seats;

  beforeAll(async () => {
    t = await createTestApp(target);
    call = callerOf(t, await signInAll(t, [SUPER, ...Object.values(ADMINS)]));
  });
  afterAll(() => t.close());

  it('agree for every organisation, packs running, ended and not yet started alike', async () => {
    const { db } = t.database;
    const stMarys = first(await db.select().from(organisations).where(eq(organisations.urlCode, 'stmarys')));
    const now = Date.now();
    await db.insert(subscriptionPacks).values([
      {
        organisationId: stMarys.id,
        name: 'Running',
        seats: 7,
        startsAt: new Date(now - DAY),
        endsAt: new Date(now + DAY),
      },
      {
        organisationId: stMarys.id,
        name: 'Ended',
        seats: 1000,
        startsAt: new Date(now - 9 * DAY),
        endsAt: new Date(now - 2 * DAY),
      },
      {
        organisationId: stMarys.id,
        name: 'Later',
        seats: 500,
        startsAt: new Date(now + 2 * DAY),
        endsAt: new Date(now + 9 * DAY),
      },
    ]);
    const rows = await listed();
    for (const [code, admin] of Object.entries(ADMINS)) {
      const row = rows.find((o) => o.url_code === code);
      expect(row?.seats).toBe(await usage(admin));
      // More than the area seats where a pack runs: the list no longer shows the area seats alone.
      expect(row?.seats).toBeGreaterThanOrEqual(row?.area_seats ?? Infinity);
    }
    const ours = rows.find((o) => o.url_code === 'stmarys');
    expect(ours?.seats).toBeGreaterThanOrEqual((ours?.area_seats ?? 0) + 7);
    expect(ours?.seats).toBeLessThan((ours?.area_seats ?? 0) + 500);
  });
});
