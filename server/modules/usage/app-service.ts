import type {
  AppMood,
  AppMoodCreate,
  AppSessionEnd,
  AppSessionRecord,
  AppSessionStart,
  FocusBatch,
  FocusState,
} from '../../../src/api/contracts/index.ts';
import { notFound, validationError } from '../../http/errors.ts';
import type { AppPatientScope } from '../../plugins/app-patient.ts';
import type { Stored } from '../../http/responses.ts';
import type { Db } from '../../db/client.ts';
import { createAppRepository } from '../app/index.ts';
import { createAppCalendarRepository, type AppCalendarRepository } from '../calendar/index.ts';
import {
  createActivityRepository,
  type ActivityRepository,
  type AppMoodRow,
  type AppSessionRow,
} from './app-repository.ts';

const DAY = 86_400_000;
/** How far an app clock may run ahead of ours. */
const CLOCK_SKEW = 10 * 60_000;
/** How old a record an app may still send (an app offline for months keeps its queue). */
const OLDEST = 400 * DAY;

/** The catalogue category whose codes each carousel state names. */
const CAROUSEL_OF: Partial<Record<FocusState, string>> = {
  game: 'Games Carousel',
  environment: 'Environments Carousel',
  experience: 'Experiences Carousel',
};

const toSession = (r: AppSessionRow): AppSessionRecord => ({
  client_id: r.clientId,
  started_at: r.startedAt.toISOString(),
  ended_at: r.endedAt?.toISOString() ?? null,
  platform: r.platform,
  app_version: r.appVersion,
});
const toMood = (r: AppMoodRow): AppMood => ({
  client_id: r.clientId,
  mood: r.mood as AppMood['mood'],
  recorded_at: r.recordedAt.toISOString(),
  event_id: r.eventId,
});
/** The activity the patients' app records, for its own patient only (the usage figures read it). */
export function createActivityService(deps: {
  repo: ActivityRepository;
  /** A mood may name an event the patient sees. */
  events: Pick<AppCalendarRepository, 'visibleEvent'>;
  touch: (userId: string, at: Date) => Promise<void>;
  now: () => number;
}) {
  const { repo, now } = deps;

  /** An instant the app says something happened at: not ahead of our clock, not from long ago. */
  function past(field: string, value: string): Date {
    const at = new Date(value);
    if (at.getTime() > now() + CLOCK_SKEW) throw validationError(field, `${field} is in the future`);
    if (at.getTime() < now() - OLDEST) throw validationError(field, `${field} is too long ago`);
    return at;
  }

  /** Each entry's code names what its state shows: a carousel's item, or one of the hospital's videos. */
  async function assertCodes(scope: AppPatientScope, batch: FocusBatch): Promise<void> {
    const { entries } = batch;
    const carousels = entries.some((e) => CAROUSEL_OF[e.state])
      ? new Set((await repo.catalogueCodes()).map((c) => `${c.category} ${c.code}`))
      : new Set<string>();
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const named = entries.filter((e) => e.state === 'video' && uuid.test(e.code));
    const videos = new Set(
      await repo.videoIdsIn(scope.organisationId, [...new Set(named.map((e) => e.code.toLowerCase()))]),
    );
    entries.forEach((e, i) => {
      const carousel = CAROUSEL_OF[e.state];
      if (carousel && !carousels.has(`${carousel} ${e.code}`))
        throw validationError(`entries.${i}.code`, `"${e.code}" is not an item of the ${e.state} carousel`);
      if (e.state === 'video' && !videos.has(e.code.toLowerCase()))
        throw validationError(`entries.${i}.code`, 'The video is not one of the hospital’s');
    });
  }

  return {
    async startSession(scope: AppPatientScope, body: AppSessionStart): Promise<Stored<AppSessionRecord>> {
      const startedAt = past('started_at', body.started_at);
      const endedAt = body.ended_at === undefined ? null : past('ended_at', body.ended_at);
      if (endedAt && endedAt < startedAt) throw validationError('ended_at', 'ended_at is before started_at');
      const stored = await repo.insertSession({
        userId: scope.userId,
        organisationId: scope.organisationId,
        clientId: body.client_id,
        startedAt,
        endedAt,
        platform: body.platform ?? null,
        appVersion: body.app_version ?? null,
      });
      if (stored) {
        await deps.touch(scope.userId, new Date(now()));
        return { record: toSession(stored), created: true };
      }
      const row = await repo.session(scope, body.client_id);
      if (!row) throw notFound('App session');
      return { record: toSession(row), created: false };
    },

    /** Ends a session once; ending it again answers it as it is. */
    async endSession(scope: AppPatientScope, body: AppSessionEnd): Promise<AppSessionRecord> {
      const endedAt = past('ended_at', body.ended_at);
      const row = await repo.session(scope, body.client_id);
      if (!row) throw notFound('App session');
      if (row.endedAt) return toSession(row);
      if (endedAt < row.startedAt)
        throw validationError('ended_at', 'ended_at is before the session started');
      // Another end may land between the read and the write: whichever came first stays.
      await repo.endSession(row.id, endedAt);
      return toSession((await repo.session(scope, body.client_id)) ?? row);
    },

    async recordFocus(
      scope: AppPatientScope,
      batch: FocusBatch,
    ): Promise<{ created: number; existing: number }> {
      const times = batch.entries.map((e, i) => past(`entries.${i}.started_at`, e.started_at));
      await assertCodes(scope, batch);
      const named = [...new Set(batch.entries.flatMap((e) => (e.app_session_id ? [e.app_session_id] : [])))];
      const sessions = await repo.sessionIds(scope, named);
      const unknown = batch.entries.findIndex((e) => e.app_session_id && !sessions.has(e.app_session_id));
      if (unknown >= 0) throw notFound('App session');
      const unique = new Set(batch.entries.map((e) => e.client_id)).size;
      const created = await repo.insertFocus(
        batch.entries.map((e, i) => ({
          userId: scope.userId,
          organisationId: scope.organisationId,
          clientId: e.client_id,
          appSessionId: e.app_session_id ? (sessions.get(e.app_session_id) ?? null) : null,
          state: e.state,
          code: e.code,
          startedAt: times[i] as Date,
          seconds: e.seconds,
        })),
      );
      return { created, existing: unique - created };
    },

    async recordMood(scope: AppPatientScope, body: AppMoodCreate): Promise<Stored<AppMood>> {
      const recordedAt = past('recorded_at', body.recorded_at);
      // Another patient's or organisation's event reads as missing.
      if (body.event_id && !(await deps.events.visibleEvent(scope, body.event_id))) throw notFound('Event');
      const stored = await repo.insertMood({
        userId: scope.userId,
        organisationId: scope.organisationId,
        clientId: body.client_id,
        mood: body.mood,
        eventId: body.event_id ?? null,
        recordedAt,
      });
      if (stored) return { record: toMood(stored), created: true };
      const row = await repo.mood(scope, body.client_id);
      if (!row) throw notFound('Mood');
      return { record: toMood(row), created: false };
    },
  };
}
export type ActivityService = ReturnType<typeof createActivityService>;

/** The activity service over a database (the demo seed records through it too). */
export function createAppActivity(db: Db, now: () => number) {
  const app = createAppRepository(db);
  return createActivityService({
    repo: createActivityRepository(db),
    events: createAppCalendarRepository(db),
    touch: (userId, at) => app.touch(userId, at),
    now,
  });
}
