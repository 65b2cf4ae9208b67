import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  accountTokens,
  auditLog,
  contentItems,
  mailOutbox,
  organisationAreaContentItems,
  organisationAreaVideos,
  organisationAreas,
  organisationVideos,
  videoThumbnails,
  organisationAssets,
  organisationContentItems,
  organisations,
  refreshTokens,
  signInFailures,
  subscriptionPacks,
  userOrganisationAreas,
  userStatusChanges,
  users,
} from '../db/schema.ts';
import { DEMO_PASSWORD } from '../db/seed.ts';
import { createTestApp, databaseTargets, type TestApp } from './harness.ts';

interface Attempt {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
  url: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  payload?: object | string;
  /** 404 when the other organisation is named in the path, 403 elsewhere, 400 for a field no call has. */
  status: 400 | 403 | 404;
  /** The guardian's answer when it differs (an admin-only call refuses a guardian first: 403). */
  guardian?: 400 | 403 | 404;
}

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

  const attempts = (): Attempt[] => [
    { name: 'read the organisation by id', method: 'GET', url: `/api/organisation/${infantil}`, status: 404 },
    {
      name: 'read it selecting it by oid',
      method: 'GET',
      url: `/api/organisation/${infantil}`,
      query: { oid: infantil },
      status: 403,
    },
    {
      name: 'read own organisation with oid of the other',
      method: 'GET',
      url: `/api/organisation/${stMarys}`,
      query: { oid: infantil },
      status: 403,
    },
    {
      name: 'read own organisation with the selection header',
      method: 'GET',
      url: `/api/organisation/${stMarys}`,
      headers: { 'x-organisation-id': infantil },
      status: 403,
    },
    {
      name: 'read the profile in the other organisation',
      method: 'GET',
      url: '/api/users/profile',
      query: { oid: infantil },
      status: 403,
    },
    {
      name: 'read the session in the other organisation',
      method: 'GET',
      url: '/api/auth/me',
      headers: { 'x-organisation-id': infantil },
      status: 403,
    },
    {
      name: 'move oneself to the other organisation',
      method: 'PUT',
      url: '/api/user',
      payload: { first_name: 'Moved', organisation_id: infantil },
      status: 403,
    },
    {
      name: "edit the other organisation's admin by id",
      method: 'PUT',
      url: '/api/user',
      payload: { first_name: 'Hacked', id: infantilAdmin },
      status: 400,
    },
    {
      name: "edit the other organisation's guardian by user_id",
      method: 'PUT',
      url: '/api/user',
      payload: { surname: 'Hacked', user_id: infantilGuardian },
      status: 400,
    },
    {
      name: 'edit a child in the other organisation',
      method: 'PUT',
      url: '/api/users/child',
      payload: { first_name: 'Hacked', organisation_id: infantil },
      status: 403,
    },
    {
      name: "edit the other guardian's child by id",
      method: 'PUT',
      url: '/api/users/child',
      payload: { first_name: 'Hacked', user_id: infantilGuardian },
      status: 400,
    },
    {
      name: 'change password within the other organisation',
      method: 'POST',
      url: '/api/auth/set-password',
      query: { oid: infantil },
      payload: { current_password: DEMO_PASSWORD, password: 'Hacked-pass-1!' },
      status: 403,
    },
    // Administration (issue 5): organisations, users, requests, subscriptions, areas, users' areas.
    {
      name: "read the other's content items",
      method: 'GET',
      url: `/api/organisations/${infantil}/content-items`,
      status: 404,
    },
    {
      name: 'switch its features',
      method: 'POST',
      url: `/api/organisations/${infantil}/content-items`,
      payload: { attach_content_item_ids: [anItem] },
      status: 403,
    },
    {
      name: 'read its packs',
      method: 'GET',
      url: `/api/organisations/${infantil}/subscription-packs`,
      status: 404,
    },
    {
      name: 'edit it',
      method: 'PUT',
      url: `/api/organisation/${infantil}`,
      payload: { name: 'Hacked' },
      status: 403,
    },
    { name: 'delete it', method: 'DELETE', url: `/api/organisation/${infantil}`, status: 403 },
    {
      name: 'upload its logo',
      method: 'PUT',
      url: `/api/organisation/${infantil}/assets/logo`,
      payload: '\x89PNG',
      headers: { 'content-type': 'image/png' },
      status: 403,
    },
    {
      name: 'list its users by oid',
      method: 'GET',
      url: '/api/users',
      query: { oid: infantil },
      status: 403,
    },
    {
      name: 'list its users by organisation',
      method: 'GET',
      url: '/api/users',
      query: { organisation: infantil },
      status: 403,
    },
    {
      name: 'read its guardian',
      method: 'GET',
      url: `/api/user/${infantilGuardian}`,
      status: 404,
      guardian: 403,
    },
    {
      name: 'edit its guardian',
      method: 'PUT',
      url: `/api/user/${infantilGuardian}`,
      payload: { first_name: 'Hacked' },
      status: 404,
      guardian: 403,
    },
    {
      name: 'delete its guardian',
      method: 'DELETE',
      url: `/api/user/${infantilGuardian}`,
      status: 404,
      guardian: 403,
    },
    {
      name: 'deactivate its guardian',
      method: 'DELETE',
      url: `/api/user-subscription/deactivate/${infantilGuardian}`,
      status: 404,
      guardian: 403,
    },
    {
      name: 'renew its guardian',
      method: 'PUT',
      url: '/api/users/subscriptions',
      payload: { user_id: infantilGuardian },
      status: 404,
      guardian: 403,
    },
    {
      name: 'approve its guardian',
      method: 'POST',
      url: `/api/requests/${infantilGuardian}/approve`,
      status: 404,
      guardian: 403,
    },
    {
      name: 'decline its guardian',
      method: 'POST',
      url: `/api/requests/${infantilGuardian}/decline`,
      payload: { reason: 'x' },
      status: 404,
      guardian: 403,
    },
    {
      name: 'invite into it',
      method: 'POST',
      url: '/api/users/subscriptions',
      query: { oid: infantil },
      payload: { email: 'x@hack.test', first_name: 'X', surname: 'Y' },
      status: 403,
    },
    {
      name: 'bulk-invite into it',
      method: 'POST',
      url: '/api/users/bulk-subscriptions',
      headers: { 'x-organisation-id': infantil },
      payload: { emails: ['x@hack.test'] },
      status: 403,
    },
    {
      name: 'make an admin in it',
      method: 'POST',
      url: '/api/users/admins',
      payload: { email: 'x@hack.test', first_name: 'X', surname: 'Y', organisation_id: infantil },
      status: 403,
    },
    {
      name: 'create a patient in its area',
      method: 'POST',
      url: '/api/users/patients',
      payload: { first_name: 'X', area_ids: [infantilArea] },
      status: 400,
      guardian: 403,
    },
    { name: 'read its areas', method: 'GET', url: `/api/organisations/${infantil}/areas`, status: 404 },
    {
      name: 'create an area in it',
      method: 'POST',
      url: '/api/organisation-areas',
      payload: { name: 'Hacked', organisation_id: infantil },
      status: 403,
    },
    {
      name: 'rename its area',
      method: 'PUT',
      url: `/api/organisation-areas/${infantilArea}`,
      payload: { name: 'Hacked' },
      status: 404,
      guardian: 403,
    },
    {
      name: 'delete its area',
      method: 'DELETE',
      url: `/api/organisation-areas/${infantilArea}`,
      status: 404,
      guardian: 403,
    },
    {
      name: "read its area's items",
      method: 'GET',
      url: `/api/organisation-areas/${infantilArea}/content-items`,
      status: 404,
    },
    {
      name: "change its area's items",
      method: 'POST',
      url: `/api/organisation-areas/${infantilArea}/content-items`,
      payload: { detach_content_item_ids: [anItem] },
      status: 404,
      guardian: 403,
    },
    {
      name: "read its guardian's areas",
      method: 'GET',
      url: '/api/user-organisation-areas',
      query: { user_id: infantilGuardian },
      status: 404,
      guardian: 403,
    },
    {
      name: 'join its area',
      method: 'POST',
      url: '/api/user-organisation-areas',
      payload: { organisation_area_ids: [infantilArea] },
      status: 400,
    },
    {
      name: 'put its guardian in an area',
      method: 'POST',
      url: '/api/user-organisation-areas',
      payload: { organisation_area_ids: [infantilArea], user_id: infantilGuardian },
      status: 404,
      guardian: 403,
    },
    {
      name: "read its guardian's membership",
      method: 'GET',
      url: `/api/user-organisation-areas/${infantilMembership}`,
      status: 404,
    },
    {
      name: "remove its guardian's membership",
      method: 'DELETE',
      url: `/api/user-organisation-areas/${infantilMembership}`,
      status: 404,
    },
    {
      name: "choose its guardian's items",
      method: 'POST',
      url: `/api/user-organisation-areas/${infantilArea}/content-items`,
      payload: { content_item_ids: [], user_id: infantilGuardian },
      status: 404,
      guardian: 403,
    },
    // Videos and uploads (issue 6).
    {
      name: 'list its videos',
      method: 'GET',
      url: '/api/organisation-videos',
      query: { oid: infantil },
      status: 403,
    },
    {
      name: 'read its video',
      method: 'GET',
      url: `/api/organisation-videos/${infantilVideo}`,
      status: 404,
      guardian: 403,
    },
    {
      name: 'edit its video',
      method: 'PUT',
      url: `/api/organisation-videos/${infantilVideo}`,
      payload: { title: 'Hacked' },
      status: 404,
      guardian: 403,
    },
    {
      name: 'confirm its upload',
      method: 'POST',
      url: `/api/organisation-videos/${infantilVideo}/uploaded`,
      status: 404,
      guardian: 403,
    },
    {
      name: 'replace its thumbnail',
      method: 'PUT',
      url: `/api/organisation-videos/${infantilVideo}/thumbnail`,
      payload: '\x89PNG',
      headers: { 'content-type': 'image/png' },
      status: 404,
      guardian: 403,
    },
    {
      name: 'delete its video',
      method: 'DELETE',
      url: `/api/organisation-videos/${infantilVideo}`,
      status: 404,
      guardian: 403,
    },
    {
      name: 'delete its videos in bulk',
      method: 'DELETE',
      url: '/api/organisation-videos',
      payload: { video_ids: [infantilVideo] },
      status: 404,
      guardian: 403,
    },
    {
      name: "set its videos' areas",
      method: 'PUT',
      url: '/api/organisation-videos/organisation-areas',
      payload: { video_ids: [infantilVideo], area_ids: [] },
      status: 404,
      guardian: 403,
    },
    {
      name: 'check a title in it',
      method: 'GET',
      url: '/api/organisation-videos/title-check',
      query: { title: 'Bienvenida', oid: infantil },
      status: 403,
    },
    {
      name: "list its area's videos",
      method: 'GET',
      url: `/api/organisation-areas/${infantilArea}/videos`,
      status: 404,
      guardian: 403,
    },
    {
      name: "list its area's user videos",
      method: 'GET',
      url: `/api/organisation-areas/${infantilArea}/user-videos`,
      status: 404,
      guardian: 403,
    },
    {
      name: 'add videos to its area',
      method: 'PUT',
      url: `/api/organisation-areas/${infantilArea}/videos`,
      payload: { video_ids: [infantilVideo] },
      status: 404,
      guardian: 403,
    },
    {
      name: 'disable videos in its area',
      method: 'PUT',
      url: `/api/organisation-areas/${infantilArea}/disable-videos`,
      payload: { video_ids: [infantilVideo] },
      status: 404,
      guardian: 403,
    },
    {
      name: 'take a video out of its area',
      method: 'DELETE',
      url: `/api/organisation-areas/${infantilArea}/videos/${infantilVideo}`,
      status: 404,
      guardian: 403,
    },
    {
      name: 'read its upload',
      method: 'HEAD',
      url: `/api/uploads/${infantilVideo}`,
      headers: { 'tus-resumable': '1.0.0' },
      status: 404,
      guardian: 403,
    },
    {
      name: 'terminate its upload',
      method: 'DELETE',
      url: `/api/uploads/${infantilVideo}`,
      headers: { 'tus-resumable': '1.0.0' },
      status: 404,
      guardian: 403,
    },
    {
      name: 'upload for its video',
      method: 'POST',
      url: '/api/uploads',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '10',
        'upload-metadata': `video_id ${Buffer.from(infantilVideo).toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`,
      },
      status: 404,
      guardian: 403,
    },
  ];

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
