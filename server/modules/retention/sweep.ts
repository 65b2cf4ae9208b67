import { sql, type SQL } from 'drizzle-orm';
import { RETENTION_PERIODS, type RetentionKind } from '../../../src/api/contracts/retention.ts';
import type { Db } from '../../db/client.ts';

/** Rows touched per statement: a large backlog is worked through in short transactions. */
const SWEEP_BATCH = 500;

type SweepCounts = Record<SweptKind, number>;
type SweptKind = 'outbox_bodies' | 'issue_screenshots' | 'app_activity' | 'ended_sessions';

/** The cut-off of a row of `organisation` (an SQL column), by its organisation's period or the default. */
function cutoff(at: Date, kind: RetentionKind, organisation: SQL): SQL {
  const column = sql.identifier(kind);
  return sql`${at.toISOString()}::timestamptz - make_interval(days => coalesce(
    (select r.${column} from retention_settings r where r.organisation_id = ${organisation}),
    ${RETENTION_PERIODS[kind].default}))`;
}

/**
 * One batch of each sweep: `doomed` picks at most SWEEP_BATCH rows past their organisation's
 * period (id, organisation_id), `done` erases or deletes them; the answer counts them by
 * organisation.
 */
function batches(at: Date): Record<SweptKind, (limit: number) => SQL> {
  return {
    // An e-mail keeps who, when and how it went (the messages screen); its words and link go.
    outbox_bodies: (limit) => sql`
      with doomed as (
        select o.id, o.organisation_id from mail_outbox o
        where o.state in ('sent', 'failed') and (o.text <> '' or o.html <> '' or o.link is not null)
          and coalesce(o.sent_at, o.last_attempt_at, o.created_at) < ${cutoff(at, 'outbox_body_days', sql`o.organisation_id`)}
        limit ${limit}),
      done as (
        update mail_outbox set text = '', html = '', link = null
        where id in (select id from doomed) returning id)`,
    // The report and its thread stay (the family's and the hospital's record); the picture goes.
    issue_screenshots: (limit) => sql`
      with doomed as (
        select i.id, i.organisation_id from issue_reports i
        where i.status = 'resolved' and i.screenshot is not null
          and i.updated_at < ${cutoff(at, 'issue_screenshot_days', sql`i.organisation_id`)}
        limit ${limit}),
      done as (
        update issue_reports set screenshot = null, screenshot_type = null
        where id in (select id from doomed) returning id)`,
    app_activity: (limit) => sql`
      with doomed as (
        (select a.id, a.organisation_id, 's' as kind from app_sessions a
          where a.started_at < ${cutoff(at, 'app_activity_days', sql`a.organisation_id`)} limit ${limit})
        union all
        (select f.id, f.organisation_id, 'f' from app_focus_time f
          where f.started_at < ${cutoff(at, 'app_activity_days', sql`f.organisation_id`)} limit ${limit})
        union all
        (select m.id, m.organisation_id, 'm' from app_moods m
          where m.recorded_at < ${cutoff(at, 'app_activity_days', sql`m.organisation_id`)} limit ${limit})),
      gone_s as (delete from app_sessions where id in (select id from doomed where kind = 's') returning id),
      gone_f as (delete from app_focus_time where id in (select id from doomed where kind = 'f') returning id),
      gone_m as (delete from app_moods where id in (select id from doomed where kind = 'm') returning id),
      done as (select id from gone_s union all select id from gone_f union all select id from gone_m)`,
    // With a session go its refresh tokens (on delete cascade).
    ended_sessions: (limit) => sql`
      with doomed as (
        select s.id, u.organisation_id from sessions s join users u on u.id = s.user_id
        where least(s.revoked_at, s.expires_at) < ${cutoff(at, 'ended_session_days', sql`u.organisation_id`)}
        limit ${limit}),
      done as (delete from sessions where id in (select id from doomed) returning id)`,
  };
}

/**
 * Runs every sweep at `at` until no row is left past its period. Answers the counts per
 * organisation (the key '' stands for rows of no organisation: product-wide mail, the super admin's
 * sessions).
 */
export async function sweepRetention(
  db: Db,
  at: Date,
  batch = SWEEP_BATCH,
): Promise<Map<string, SweepCounts>> {
  const counts = new Map<string, SweepCounts>();
  for (const [kind, statement] of Object.entries(batches(at)) as [SweptKind, (limit: number) => SQL][]) {
    for (;;) {
      const result = (await db.execute(sql`${statement(batch)}
        select d.organisation_id, count(*)::int as n from doomed d join done using (id)
        group by d.organisation_id`)) as unknown as { rows: { organisation_id: string | null; n: number }[] };
      let total = 0;
      for (const row of result.rows) {
        const key = row.organisation_id ?? '';
        const entry = counts.get(key) ?? {
          outbox_bodies: 0,
          issue_screenshots: 0,
          app_activity: 0,
          ended_sessions: 0,
        };
        entry[kind] += row.n;
        counts.set(key, entry);
        total += row.n;
      }
      // app_activity takes up to a batch from each of its three tables.
      if (total < batch) break;
    }
  }
  return counts;
}
