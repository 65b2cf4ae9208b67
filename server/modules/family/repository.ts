import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contentTimeQuery, toContentTime } from '../../db/content-time.ts';
import { isoUtc, londonDayOf, withinDays, type DayRange } from '../../db/london.ts';

export type { DayRange };

/** One child of one organisation: every query below reads only their rows. */
export interface ChildScope {
  organisationId: string;
  patientId: string;
}

type Row = Record<string, unknown>;
const int = (v: unknown): number => Number(v ?? 0);
const str = (v: unknown): string => String(v);
/** Rows (alias `a`) of an activity table that are the child's, within the range by `at`. */
const childWithin = (c: ChildScope, r: DayRange, at: SQL) =>
  sql`a.organisation_id = ${c.organisationId} and a.user_id = ${c.patientId}
    and ${withinDays(at, r)}`;

/** States that are something to play or watch (not the app's menu, calendar or questionnaires). */
const CONTENT_STATES = sql.raw(`('game', 'environment', 'experience', 'video', 'quiz', 'mission')`);

/**
 * A family's view of a child: what the guardian has to do about them and what the child did in
 * the app. Days are London days (the half-open interval from the first day's London midnight).
 */
export function createFamilyRepository(db: Db) {
  const rows = async (query: SQL): Promise<Row[]> =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

  return {
    /** Questionnaires pending for the guardian about this child or about no one in particular; oldest first. */
    async pendingQuestionnaires(guardianId: string, c: ChildScope) {
      const out = await rows(sql`select r.id, r.questionnaire_id, v.definition -> 'title' as title,
          ${isoUtc(sql`r.assigned_at`)} as assigned_at, count(*) over () as pending
        from questionnaire_responses r
        join questionnaire_versions v on v.id = r.version_id
        where r.user_id = ${guardianId} and r.organisation_id = ${c.organisationId}
          and r.status = 'pending' and r.superseded_at is null
          and (r.subject_patient_id = ${c.patientId} or r.subject_patient_id is null)
        order by r.assigned_at, r.id limit 1`);
      const [next] = out;
      if (!next) return { pending: 0, next: null };
      return {
        pending: int(next.pending),
        next: {
          response_id: str(next.id),
          questionnaire_id: str(next.questionnaire_id),
          title: next.title as { en: string; ar?: string; es?: string },
          assigned_at: str(next.assigned_at),
        },
      };
    },

    /** The child's next events (their areas' and those chosen for them), ending after `at`. */
    async upcomingEvents(c: ChildScope, at: Date, limit: number) {
      const out = await rows(sql`select e.id, e.title, e.kind, ${isoUtc(sql`e.start_time`)} as start_time,
          ${isoUtc(sql`e.end_time`)} as end_time, e.all_day
        from events e
        where e.organisation_id = ${c.organisationId} and e.end_time >= ${at}
          and (e.area_id in (select uoa.area_id from user_organisation_areas uoa where uoa.user_id = ${c.patientId})
            or exists (select 1 from event_patients ep where ep.event_id = e.id and ep.user_id = ${c.patientId}))
        order by e.start_time, e.id limit ${limit}`);
      return out.map((e) => ({
        id: str(e.id),
        title: str(e.title),
        kind: str(e.kind),
        start_time: str(e.start_time),
        end_time: str(e.end_time),
        all_day: e.all_day === true,
      }));
    },

    /** The guardian's issue reports the hospital has not resolved. */
    async unresolvedReports(guardianId: string, organisationId: string): Promise<number> {
      const [row] = await rows(sql`select count(*) as n from issue_reports
        where reporter_id = ${guardianId} and organisation_id = ${organisationId} and status <> 'resolved'`);
      return int(row?.n);
    },

    /** Time in the app (seconds in focus) and app sessions per London day, every day of the range. */
    async daily(c: ChildScope, r: DayRange) {
      const out = await rows(sql`with
          s as (select ${londonDayOf(sql`a.started_at`)} as day from app_sessions a
            where ${childWithin(c, r, sql`a.started_at`)}),
          f as (select ${londonDayOf(sql`a.started_at`)} as day, a.seconds from app_focus_time a
            where ${childWithin(c, r, sql`a.started_at`)})
        select to_char(d, 'YYYY-MM-DD') as date,
          (select coalesce(sum(f.seconds), 0) from f where f.day = d) as seconds,
          (select count(*) from s where s.day = d) as sessions
        from generate_series(${r.from}::date, ${r.to}::date, interval '1 day') as g(d)
        order by d`);
      return out.map((d) => ({ date: str(d.date), seconds: int(d.seconds), sessions: int(d.sessions) }));
    },

    /** What the child played and watched, most time first, named from the catalogue or the video. */
    async content(c: ChildScope, r: DayRange, limit: number) {
      const where = sql`${childWithin(c, r, sql`a.started_at`)} and a.state in ${CONTENT_STATES}`;
      const out = await rows(contentTimeQuery(where, c.organisationId, limit, false));
      return out.map(toContentTime);
    },

    /** The moods the child recorded, per London day. */
    async moods(c: ChildScope, r: DayRange) {
      const out = await rows(sql`select to_char(${londonDayOf(sql`a.recorded_at`)}, 'YYYY-MM-DD') as date,
          a.mood, count(*) as count
        from app_moods a where ${childWithin(c, r, sql`a.recorded_at`)}
        group by 1, a.mood order by 1, a.mood`);
      return out.map((m) => ({ date: str(m.date), mood: str(m.mood), count: int(m.count) }));
    },
  };
}
export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
