/**
 * Objects of one organisation for suites that call every operation: a fresh set per call that may
 * change or delete what it names, so no call depends on what an earlier one did.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { DECLARED } from '../personal-data.ts';
import { newRefreshToken } from '../auth/tokens.ts';
import { contentItems, organisations } from '../modules/organisations/schema.ts';
import { calendarSubscriptions, events } from '../modules/calendar/schema.ts';
import { issueReports } from '../modules/issue-reports/schema.ts';
import {
  organisationAreaContentItems,
  organisationAreas,
  userOrganisationAreas,
} from '../modules/areas/schema.ts';
import { organisationAreaVideos, organisationVideos } from '../modules/videos/schema.ts';
import { users } from '../modules/users/schema.ts';
import {
  questionnaireFlags,
  questionnaireResponses,
  questionnaireVersions,
  questionnaires,
} from '../modules/questionnaires/schema.ts';
import { cmsImages, cmsPageVersions, cmsPages } from '../modules/hospital-information/schema.ts';
import { registrationFeedback } from '../modules/feedback/schema.ts';
import { savedReports } from '../modules/reporting/schema.ts';
import { guardianLinks } from '../modules/families/schema.ts';
import { missionAreas, missions } from '../modules/missions/schema.ts';
import { quizAreas, quizImages, quizzes } from '../modules/quizzes/schema.ts';
import { feelingToday } from '../modules/questionnaires/demo.ts';
import { mailOutbox } from '../mail/schema.ts';
import { dataRequests } from '../modules/data-requests/schema.ts';
import { preparedExports } from '../modules/questionnaires/prepared-export-schema.ts';
import { notifications, pushSubscriptions } from '../modules/notifications/schema.ts';
import { dueDayOf } from '../../src/api/contracts/data-requests.ts';

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
  /** A calendar event for the set's area. */
  event: string;
  /** A fresh id for a record the patients' app makes: it names nothing yet. */
  clientId: string;
  // Questionnaires.
  /** An active questionnaire (one version). */
  questionnaire: string;
  /** `owner`'s pending response to it. */
  questionnaireResponse: string;
  /** A duty-of-care flag, open, raised by a completed response of the set's guardian. */
  questionnaireFlag: string;
  /** An export of the set's questionnaire being prepared for the organisation's admin (no file yet). */
  preparedExport: string;
  /** cms: a page's number (numbers are per organisation: another one's same number is its own page). */
  cmsPage: string;
  /** cms: a history entry of that page. */
  cmsVersion: string;
  /** cms: an uploaded image. */
  cmsImage: string;
  /** An unused registration feedback link's token (the set's guardian's). */
  feedbackToken: string;
  /** The set's guardian's private calendar feed (`<token>.ics`). */
  calendarFeed: string;
  // Issue reports and public pages
  /** An issue report of the set's guardian, with a screenshot. */
  issueReport: string;
  // reporting
  /** A saved patients report of the organisation. */
  savedReport: string;
  // Quizzes and missions
  /** A quiz (one single-choice question) offered in the set's area. */
  quiz: string;
  /** A question image. */
  quizImage: string;
  /** A mission offered in the set's area, one step: the set's quiz. */
  mission: string;
  // families
  /** A patient of the set, actively linked to the set's guardian (another family's child to anyone else). */
  patient: string;
  /** That active link. */
  familyLink: string;
  // messages
  /** A failed e-mail to the set's guardian (an admin may send it again). */
  message: string;
  // data-requests
  /** The set's guardian's deletion request, received and undecided. */
  dataRequest: string;
  // notifications
  /** An unread notification of `owner` (the set's guardian unless an owner was given). */
  notification: string;
  /** A device of `owner` with push on (a push service that does not exist, and no kinds chosen). */
  pushSubscription: string;
}

export type FixtureKind = keyof FixtureSet;

/**
 * Kinds that belong to no organisation: a comparison against a missing id keeps them. A calendar
 * feed's token is a credential rather than an id: whoever holds it reads that feed, whatever their session.
 */
export const SHARED_KINDS: FixtureKind[] = ['contentItem', 'urlCode', 'clientId', 'cmsPage', 'calendarFeed'];

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
  // The patients' app: an event of each set's area.
  const areaEvents = ids(
    await db
      .insert(events)
      .values(
        areas.map((areaId, i) => ({
          organisationId: organisation.id,
          authorType: 1,
          title: name('event', i),
          kind: 'activity',
          startTime: new Date(Date.now() - 3_600_000),
          endTime: new Date(Date.now() - 1_800_000),
          areaId,
        })),
      )
      .returning(),
  );
  const asked = await questionnaireFixtures(
    db,
    organisation.id,
    owners.map((owner, i) => owner ?? (guardians[i] as string)),
    guardians as string[],
  );
  const cms = await createCmsFixtures(db, organisation.id, owners.length);
  // Each set's guardian holds an unused feedback link.
  const feedbackTokens = owners.map(() => newRefreshToken());
  await db.insert(registrationFeedback).values(
    feedbackTokens.map((token, i) => ({
      organisationId: organisation.id,
      userId: guardians[i] as string,
      tokenHash: token.hash,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  // Each set's guardian has a private calendar address.
  const feedTokens = owners.map(() => newRefreshToken());
  await db
    .insert(calendarSubscriptions)
    .values(feedTokens.map((token, i) => ({ userId: guardians[i] as string, tokenHash: token.hash })));
  // One issue report per set, written by the set's guardian.
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
  // reporting: one saved report per set.
  const savedReportIds = ids(
    await db
      .insert(savedReports)
      .values(
        owners.map((_, i) => ({
          organisationId: organisation.id,
          name: name('report', i),
          definition: {
            subject: 'patients',
            columns: [{ kind: 'field', field: 'first_name' }, { kind: 'areas' }],
            filters: {},
            sort: { field: 'created_at', order: 'desc' },
          },
        })),
      )
      .returning(),
  );
  const play = await quizMissionFixtures(db, organisation.id, areas);
  // families: each set's guardian is the parent of the set's patient.
  const patients = ids(
    await db
      .insert(users)
      .values(
        owners.map((_, i) => ({
          type: 3,
          status: 4,
          firstName: 'Fixture',
          surname: `Child ${i}`,
          // Twelve or thirteen all year: past the assent age (12), before the control age (16).
          dateOfBirth: `${new Date().getUTCFullYear() - 13}-05-05`,
          organisationId: organisation.id,
        })),
      )
      .returning(),
  );
  const links = ids(
    await db
      .insert(guardianLinks)
      .values(
        patients.map((patientId, i) => ({
          organisationId: organisation.id,
          guardianId: guardians[i] as string,
          patientId,
          status: 'active' as const,
          source: 'admin' as const,
          approvedAt: new Date(),
        })),
      )
      .returning(),
  );
  // messages: each set's guardian was e-mailed, and every attempt failed.
  const messages = ids(
    await db
      .insert(mailOutbox)
      .values(
        owners.map((_, i) => ({
          organisationId: organisation.id,
          to: person(4, i).email,
          subject: name('message', i),
          text: 'Fixture',
          html: '<p>Fixture</p>',
          state: 'failed' as const,
          attempts: 15,
          error: 'The mail server refused the message',
        })),
      )
      .returning(),
  );
  // Prepared exports: the organisation's admin asked for each set's questionnaire as a file.
  const [admin] = await db
    .select()
    .from(users)
    .where(eq(users.email, `admin@${urlCode}.test`));
  if (!admin) throw new Error(`no admin@${urlCode}.test`);
  const exportsAsked = ids(
    await db
      .insert(preparedExports)
      .values(
        asked.map((a) => ({
          organisationId: organisation.id,
          requesterId: admin.id,
          questionnaireId: a.questionnaire,
          format: 'ndjson' as const,
          state: 'running' as const,
        })),
      )
      .returning(),
  );
  // data-requests: each set's guardian asked for their data to be deleted.
  const requestsToDelete = ids(
    await db
      .insert(dataRequests)
      .values(
        guardians.map((requesterId) => ({
          organisationId: organisation.id,
          requesterId,
          kind: 'deletion' as const,
          dueOn: dueDayOf(new Date()),
        })),
      )
      .returning(),
  );
  // notifications: each set's owner was told of a questionnaire and has not read it.
  const told = ids(
    await db
      .insert(notifications)
      .values(
        owners.map((owner, i) => ({
          userId: owner ?? (guardians[i] as string),
          organisationId: organisation.id,
          kind: 'questionnaire.asked' as const,
          params: { questionnaire: name('questionnaire', i) },
          link: '/my-questionnaires',
        })),
      )
      .returning(),
  );
  const devices = ids(
    await db
      .insert(pushSubscriptions)
      .values(
        owners.map((owner, i) => {
          const ecdh = createECDH('prime256v1');
          ecdh.generateKeys();
          return {
            userId: owner ?? (guardians[i] as string),
            organisationId: organisation.id,
            endpoint: `https://push.invalid/${randomUUID()}`,
            p256dh: ecdh.getPublicKey().toString('base64url'),
            auth: randomBytes(16).toString('base64url'),
            kinds: [],
          };
        }),
      )
      .returning(),
  );
  return owners.map((_, i) => ({
    ...(asked[i] as QuestionnaireFixture),
    ...(play[i] as QuizMissionFixture),
    ...(cms[i] as { cmsPage: string; cmsVersion: string; cmsImage: string }),
    organisation: organisation.id,
    urlCode,
    area: areas[i] as string,
    video: videos[i] as string,
    user: guardians[i] as string,
    request: requests[i] as string,
    membership: memberships[i] as string,
    contentItem: item.id,
    event: areaEvents[i] as string,
    clientId: randomUUID(),
    feedbackToken: (feedbackTokens[i] as { token: string }).token,
    calendarFeed: `${(feedTokens[i] as { token: string }).token}.ics`,
    issueReport: reports[i] as string,
    savedReport: savedReportIds[i] as string,
    patient: patients[i] as string,
    familyLink: links[i] as string,
    message: messages[i] as string,
    dataRequest: requestsToDelete[i] as string,
    preparedExport: exportsAsked[i] as string,
    notification: told[i] as string,
    pushSubscription: devices[i] as string,
  }));
}

type QuestionnaireFixture = Pick<FixtureSet, 'questionnaire' | 'questionnaireResponse' | 'questionnaireFlag'>;

/** Questionnaires: per set an active questionnaire, `owner`'s pending response, and a flag on the guardian's answers. */
async function questionnaireFixtures(
  db: Db,
  organisationId: string,
  owners: string[],
  guardians: string[],
): Promise<QuestionnaireFixture[]> {
  const rows = ids(
    await db
      .insert(questionnaires)
      .values(owners.map(() => ({ organisationId, status: 1 })))
      .returning(),
  );
  const versions = ids(
    await db
      .insert(questionnaireVersions)
      .values(
        rows.map((questionnaireId) => ({ questionnaireId, version: 1, definition: { ...feelingToday } })),
      )
      .returning(),
  );
  const response = (i: number, userId: string, status: 'pending' | 'completed') => ({
    questionnaireId: rows[i] as string,
    versionId: versions[i] as string,
    organisationId,
    userId,
    status,
  });
  const pending = ids(
    await db
      .insert(questionnaireResponses)
      .values(owners.map((owner, i) => response(i, owner, 'pending')))
      .returning(),
  );
  const completed = ids(
    await db
      .insert(questionnaireResponses)
      .values(
        guardians.map((guardian, i) => ({
          ...response(i, guardian, 'completed'),
          score: 8,
          answeredAt: new Date(),
        })),
      )
      .returning(),
  );
  const flags = ids(
    await db
      .insert(questionnaireFlags)
      .values(
        completed.map((responseId, i) => ({
          organisationId,
          questionnaireId: rows[i] as string,
          responseId,
          userId: guardians[i] as string,
          rule: { kind: 'score', threshold: 6 },
          score: 8,
        })),
      )
      .returning(),
  );
  return rows.map((questionnaire, i) => ({
    questionnaire,
    questionnaireResponse: pending[i] as string,
    questionnaireFlag: flags[i] as string,
  }));
}

type QuizMissionFixture = Pick<FixtureSet, 'quiz' | 'quizImage' | 'mission'>;

/** Per set a quiz and a mission offered in the set's area, and a question image. */
async function quizMissionFixtures(
  db: Db,
  organisationId: string,
  areas: string[],
): Promise<QuizMissionFixture[]> {
  if (!areas.length) return [];
  const choice = (id: string, correct: boolean) => ({ id, text: { en: `Fixture ${id}` }, correct });
  const quizRows = ids(
    await db
      .insert(quizzes)
      .values(
        areas.map((_, i) => ({
          organisationId,
          title: { en: `Fixture quiz ${i}` },
          questions: [
            {
              id: 'q1',
              kind: 'single',
              text: { en: 'Fixture?' },
              choices: [choice('a', true), choice('b', false)],
            },
          ],
        })),
      )
      .returning(),
  );
  await db.insert(quizAreas).values(areas.map((areaId, i) => ({ quizId: quizRows[i] as string, areaId })));
  const missionRows = ids(
    await db
      .insert(missions)
      .values(
        quizRows.map((quizId, i) => ({
          organisationId,
          title: { en: `Fixture mission ${i}` },
          steps: [{ id: 's1', kind: 'quiz', target_id: quizId, title: { en: 'Fixture step' } }],
          badge: { name: { en: 'Fixture badge' }, icon: 'star' },
        })),
      )
      .returning(),
  );
  await db
    .insert(missionAreas)
    .values(areas.map((areaId, i) => ({ missionId: missionRows[i] as string, areaId })));
  const images = ids(
    await db
      .insert(quizImages)
      .values(
        areas.map(() => ({
          organisationId,
          contentType: 'image/png',
          data: Buffer.from('png'),
          hash: '0'.repeat(64),
        })),
      )
      .returning(),
  );
  return areas.map((_, i) => ({
    quiz: quizRows[i] as string,
    mission: missionRows[i] as string,
    quizImage: images[i] as string,
  }));
}

/** cms: a page (English draft), a history entry and an image per set, numbered after the organisation's pages. */
async function createCmsFixtures(db: Db, organisationId: string, count: number) {
  const [highest] = await db
    .select({ n: sql<number>`coalesce(max(${cmsPages.pageNumber}), 0)::int` })
    .from(cmsPages)
    .where(eq(cmsPages.organisationId, organisationId));
  const base = (highest?.n ?? 0) + 1;
  const at = new Date().toISOString();
  const pages = Array.from({ length: count }, (_, i) => ({
    organisationId,
    pageNumber: base + i,
    position: base + i,
    draft: { en: { title: `Fixture page ${base + i}`, html: '<p>Fixture</p>', updatedAt: at } },
  }));
  if (count > 0) await db.insert(cmsPages).values(pages);
  const versions = count
    ? await db
        .insert(cmsPageVersions)
        .values(
          pages.map((p) => ({
            organisationId,
            pageNumber: p.pageNumber,
            kind: 'draft' as const,
            content: p.draft,
          })),
        )
        .returning()
    : [];
  const images = count
    ? await db
        .insert(cmsImages)
        .values(
          pages.map(() => ({
            organisationId,
            contentType: 'image/png',
            data: Buffer.from('png'),
            hash: '0'.repeat(64),
          })),
        )
        .returning()
    : [];
  return pages.map((p, i) => ({
    cmsPage: String(p.pageNumber),
    cmsVersion: (versions[i] as { id: string }).id,
    cmsImage: (images[i] as { id: string }).id,
  }));
}

/**
 * A checksum of everything that belongs to one organisation, read straight from the tables: equal
 * before and after a run means the run changed none of its rows.
 */
export async function organisationChecksum(db: Db, organisationId: string): Promise<Record<string, string>> {
  const org = sql`${organisationId}::uuid`;
  // The sets a declaration's condition names: the organisation's people, areas and videos.
  const sets: Record<string, SQL> = {
    org,
    people: sql`(select id from users where organisation_id = ${org})`,
    areas: sql`(select id from organisation_areas where organisation_id = ${org})`,
    videos: sql`(select id from organisation_videos where organisation_id = ${org})`,
  };
  const condition = (text: string) =>
    sql.join(text.split(/(:[a-z]+)/).map((part) => sets[part.slice(1)] ?? sql.raw(part)));
  const tables = Object.fromEntries(
    DECLARED.filter((d) => d.organisationRows !== null).map((d) => [
      d.name,
      sql`select ${
        d.checksumColumns
          ? sql.join(
              d.checksumColumns.map((c) => sql.identifier(c)),
              sql`, `,
            )
          : sql`*`
      }
        from ${d.table} where ${condition(d.organisationRows ?? '')}`,
    ]),
  );
  const sums: Record<string, string> = {};
  for (const [name, rows] of Object.entries(tables)) {
    const result = await db.execute(
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as sum from (${rows}) x`,
    );
    sums[name] = String((result as unknown as { rows: { sum: string }[] }).rows[0]?.sum);
  }
  return sums;
}
