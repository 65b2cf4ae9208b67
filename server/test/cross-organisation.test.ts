import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountTokens, refreshTokens, signInFailures } from '../modules/auth/schema.ts';
import { auditLog } from '../audit/schema.ts';
import {
  contentItems,
  organisationAssets,
  organisationContentItems,
  organisations,
  subscriptionPacks,
} from '../modules/organisations/schema.ts';
import { mailOutbox } from '../mail/schema.ts';
import {
  organisationAreaContentItems,
  organisationAreas,
  userOrganisationAreas,
} from '../modules/areas/schema.ts';
import { organisationAreaVideos, organisationVideos, videoThumbnails } from '../modules/videos/schema.ts';
import { userStatusChanges, users } from '../modules/users/schema.ts';
import { cmsImages, cmsPageVersions, cmsPages, cmsSettings } from '../modules/hospital-information/schema.ts';
import { createTestApp, databaseTargets, type TestApp } from './harness.ts';
import { crossOrganisationAttempts, type Attempt } from './cross-organisation-attempts.ts';

/**
 * A St Mary's admin and guardian try every signed-in endpoint that exists on Hospital Infantil's
 * ids — in the path, the `oid` query, the selection header and body fields — and are refused with
 * nothing changed. Extend `attempts` whenever a module adds an endpoint.
 */
describe.each(databaseTargets)('cross-organisation isolation on $name', (target) => {
  let t: TestApp;
  let infantil: string;
  let stMarys: string;
  let infantilAdmin: string;
  let infantilGuardian: string;
  let infantilArea: string;
  let infantilMembership: string;
  let anItem: string;
  let infantilVideo: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    const orgs = await t.database.db.select().from(organisations);
    infantil = orgs.find((o) => o.urlCode === 'infantil')?.id ?? '';
    stMarys = orgs.find((o) => o.urlCode === 'stmarys')?.id ?? '';
    const byEmail = async (email: string) =>
      (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.id ?? '';
    infantilAdmin = await byEmail('admin@infantil.test');
    infantilGuardian = await byEmail('guardian@infantil.test');
    const { db } = t.database;
    infantilArea =
      (await db.select().from(organisationAreas).where(eq(organisationAreas.organisationId, infantil)))[0]
        ?.id ?? '';
    anItem =
      (await db.select().from(contentItems).where(eq(contentItems.code, 'game-bubble-breathing')))[0]?.id ??
      '';
    await db.insert(organisationAreaContentItems).values({ areaId: infantilArea, contentItemId: anItem });
    const [membership] = await db
      .insert(userOrganisationAreas)
      .values({ userId: infantilGuardian, areaId: infantilArea, contentItemIds: [anItem] })
      .returning();
    infantilMembership = membership?.id ?? '';
    const [video] = await db
      .insert(organisationVideos)
      .values({
        organisationId: infantil,
        title: 'Bienvenida',
        host: 'local',
        size: 10,
        filetype: 'video/mp4',
        status: 'ready',
        published: true,
      })
      .returning();
    infantilVideo = video?.id ?? '';
    await db.insert(organisationAreaVideos).values({ areaId: infantilArea, videoId: infantilVideo });
  });
  afterAll(() => t.close());

  const attempts = (): Attempt[] =>
    crossOrganisationAttempts({
      infantil,
      stMarys,
      infantilAdmin,
      infantilGuardian,
      infantilArea,
      infantilMembership,
      anItem,
      infantilVideo,
    });

  const snapshot = async () => {
    const { db } = t.database;
    const order = <T extends { id: string }>(rows: T[]) => rows.sort((a, b) => a.id.localeCompare(b.id));
    return {
      organisations: order(await db.select().from(organisations)),
      users: order(await db.select().from(users)),
      refreshTokens: order(await db.select().from(refreshTokens)),
      accountTokens: order(await db.select().from(accountTokens)),
      mail: order(await db.select().from(mailOutbox)),
      failures: await db.select().from(signInFailures),
      // Tables without one id column, compared whole.
      ...Object.fromEntries(
        await Promise.all(
          Object.entries({
            auditLog,
            organisationAreas,
            organisationAreaContentItems,
            organisationAreaVideos,
            organisationVideos,
            videoThumbnails,
            organisationContentItems,
            organisationAssets,
            subscriptionPacks,
            userOrganisationAreas,
            userStatusChanges,
            // cms
            cmsPages,
            cmsPageVersions,
            cmsSettings,
            cmsImages,
          }).map(async ([name, table]) => [
            name,
            (await db.select().from(table)).map((r) => JSON.stringify(r)).sort(),
          ]),
        ),
      ),
    };
  };

  it.each(['admin@stmarys.test', 'guardian@stmarys.test'])(
    '%s is refused everywhere, and nothing changes',
    async (email) => {
      const { access_token } = await t.signIn(email);
      const before = await snapshot();
      for (const a of attempts()) {
        const res = await t.app.inject({
          method: a.method,
          url: a.url,
          query: a.query,
          payload: a.payload,
          headers: { authorization: `Bearer ${access_token}`, ...a.headers },
        });
        const expected = email.startsWith('guardian') ? (a.guardian ?? a.status) : a.status;
        expect({ attempt: a.name, status: res.statusCode }).toEqual({ attempt: a.name, status: expected });
        expect(res.body, a.name).not.toMatch(/Infantil|Carmen|Mateo|HN4RWE|Lucía|Bienvenida|Pediatría/);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it('the super admin reading the same id gets it: the refusals are not for a wrong id', async () => {
    const { access_token } = await t.signIn('super@lantern.test');
    const res = await t.app.inject({
      url: `/api/organisation/${infantil}`,
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(res.json()).toMatchObject({ id: infantil, name: 'Hospital Infantil (demo)' });
  });
});
