/**
 * Objects of one organisation for suites that call every operation: a fresh set per call that may
 * change or delete what it names, so no call depends on what an earlier one did.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  contentItems,
  issueReports,
  organisationAreaContentItems,
  organisationAreaVideos,
  organisationAreas,
  organisationVideos,
  organisations,
  userOrganisationAreas,
  users,
} from '../db/schema.ts';

export interface FixtureSet {
  organisation: string;
  urlCode: string;
  area: string;
  video: string;
  /** An active guardian. */
  user: string;
  /** An account request awaiting approval (status 1). */
  request: string;
  /** `owner`'s membership of `area` (the set's guardian unless an owner was given). */
  membership: string;
  /** A catalogue item the area shows (the catalogue is shared by every organisation). */
  contentItem: string;
  // report-public
  /** An issue report of the set's guardian, with a screenshot. */
  issueReport: string;
}

export type FixtureKind = keyof FixtureSet;

/** Kinds that belong to no organisation: a comparison against a missing id keeps them. */
export const SHARED_KINDS: FixtureKind[] = ['contentItem', 'urlCode'];

const ids = <T extends { id: string }>(rows: T[]) => rows.map((r) => r.id);

/** Creates `owners.length` fixture sets in `urlCode`'s organisation (an owner of undefined: the set's own guardian). */
export async function createFixtureSets(
  db: Db,
  urlCode: string,
  owners: (string | undefined)[],
): Promise<FixtureSet[]> {
  const [organisation] = await db.select().from(organisations).where(eq(organisations.urlCode, urlCode));
  if (!organisation) throw new Error(`no organisation ${urlCode}`);
  const [item] = await db.select().from(contentItems).where(eq(contentItems.code, 'game-bubble-breathing'));
  if (!item) throw new Error('no catalogue item game-bubble-breathing');
  // Every set's guardian takes a seat; invitations must still find one free.
  await db.update(organisations).set({ areaSeats: 1_000_000 }).where(eq(organisations.id, organisation.id));
  const tag = randomUUID().slice(0, 8);
  const name = (what: string, i: number) => `Fixture ${what} ${tag}-${i}`;
  const areas = ids(
    await db
      .insert(organisationAreas)
      .values(owners.map((_, i) => ({ organisationId: organisation.id, name: name('area', i) })))
      .returning(),
  );
  await db
    .insert(organisationAreaContentItems)
    .values(areas.map((areaId) => ({ areaId, contentItemId: item.id })));
  const videos = ids(
    await db
      .insert(organisationVideos)
      .values(
        owners.map((_, i) => ({
          organisationId: organisation.id,
          title: name('video', i),
          host: 'local' as const,
          size: 10,
          filetype: 'video/mp4',
          status: 'ready' as const,
          published: true,
        })),
      )
      .returning(),
  );
  await db
    .insert(organisationAreaVideos)
    .values(areas.map((areaId, i) => ({ areaId, videoId: videos[i] as string })));
  const person = (status: number, i: number) => ({
    type: 2,
    status,
    email: `fixture-${status}-${tag}-${i}@${urlCode}.test`,
    firstName: 'Fixture',
    surname: `Person ${i}`,
    organisationId: organisation.id,
  });
  const guardians = ids(
    await db
      .insert(users)
      .values(owners.map((_, i) => person(4, i)))
      .returning(),
  );
  const requests = ids(
    await db
      .insert(users)
      .values(owners.map((_, i) => person(1, i)))
      .returning(),
  );
  const memberships = ids(
    await db
      .insert(userOrganisationAreas)
      .values(
        owners.map((owner, i) => ({
          userId: owner ?? (guardians[i] as string),
          areaId: areas[i] as string,
          contentItemIds: [item.id],
        })),
      )
      .returning(),
  );
  // report-public: one issue report per set, written by the set's guardian.
  const reports = ids(
    await db
      .insert(issueReports)
      .values(
        guardians.map((reporterId, i) => ({
          organisationId: organisation.id,
          reporterId,
          category: 'other' as const,
          description: name('report', i),
          page: '/',
          language: 'en' as const,
          appVersion: 'fixture',
          screenshotType: 'image/png',
          screenshot: Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
            'base64',
          ),
        })),
      )
      .returning(),
  );
  return owners.map((_, i) => ({
    organisation: organisation.id,
    urlCode,
    area: areas[i] as string,
    video: videos[i] as string,
    user: guardians[i] as string,
    request: requests[i] as string,
    membership: memberships[i] as string,
    contentItem: item.id,
    issueReport: reports[i] as string,
  }));
}

/**
 * A checksum of everything that belongs to one organisation, read straight from the tables: equal
 * before and after a run means the run changed none of its rows.
 */
export async function organisationChecksum(db: Db, organisationId: string): Promise<Record<string, string>> {
  const org = sql`${organisationId}::uuid`;
  const people = sql`(select id from users where organisation_id = ${org})`;
  const areas = sql`(select id from organisation_areas where organisation_id = ${org})`;
  const videos = sql`(select id from organisation_videos where organisation_id = ${org})`;
  const tables = {
    organisations: sql`select * from organisations where id = ${org}`,
    users: sql`select * from users where organisation_id = ${org}`,
    organisation_areas: sql`select * from organisation_areas where organisation_id = ${org}`,
    organisation_area_content_items: sql`select * from organisation_area_content_items where area_id in ${areas}`,
    organisation_videos: sql`select * from organisation_videos where organisation_id = ${org}`,
    organisation_area_videos: sql`select * from organisation_area_videos where area_id in ${areas}`,
    video_thumbnails: sql`select * from video_thumbnails where video_id in ${videos}`,
    user_organisation_areas: sql`select * from user_organisation_areas where user_id in ${people} or area_id in ${areas}`,
    subscription_packs: sql`select * from subscription_packs where organisation_id = ${org}`,
    organisation_content_items: sql`select * from organisation_content_items where organisation_id = ${org}`,
    organisation_assets: sql`select * from organisation_assets where organisation_id = ${org}`,
    user_status_changes: sql`select * from user_status_changes where user_id in ${people}`,
    refresh_tokens: sql`select * from refresh_tokens where user_id in ${people}`,
    account_tokens: sql`select * from account_tokens where user_id in ${people}`,
    mail_outbox: sql`select * from mail_outbox where lower("to") in (select lower(email) from users where organisation_id = ${org})`,
    audit_log: sql`select * from audit_log where organisation_id = ${org}`,
    // report-public
    issue_reports: sql`select * from issue_reports where organisation_id = ${org}`,
  };
  const sums: Record<string, string> = {};
  for (const [name, rows] of Object.entries(tables)) {
    const result = await db.execute(
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as sum from (${rows}) x`,
    );
    sums[name] = String((result as unknown as { rows: { sum: string }[] }).rows[0]?.sum);
  }
  return sums;
}
