-- Hand-written: the roll-ups rebuilt in batches that resume (server/modules/usage/rollup-rebuild.ts and
-- server/modules/questionnaires/rollup-rebuild.ts), while the triggers keep them on every write.
--
-- A batch holds an advisory lock (namespace "Lant", key 2 for the app roll-ups, 3 for the questionnaire
-- summary's) in exclusive mode; every trigger that writes those roll-ups takes it shared first. So a batch
-- starts once the writes already under way have committed (its recount from the raw rows sees them), and a
-- write that comes during a batch waits for it, then adds its change to the rows the batch rebuilt.
--
-- The app roll-ups: a batch deletes and recomputes whole the rows it rebuilds (a range of patients' rows,
-- then an organisation's totals), so a write about rows the run has not reached yet is simply applied to
-- the old rows, which that batch later replaces; a write about rows it has rebuilt is added to them as
-- always. Nothing is counted twice or lost, and the triggers need not know where the run is.
ALTER FUNCTION app_rollup_sessions(uuid[], uuid[], date[], int[]) RENAME TO app_rollup_sessions_apply;
--> statement-breakpoint
ALTER FUNCTION app_rollup_focus(uuid[], uuid[], date[], text[], text[], bigint[]) RENAME TO app_rollup_focus_apply;
--> statement-breakpoint
ALTER FUNCTION app_rollup_moods(uuid[], date[], text[], boolean[], int[]) RENAME TO app_rollup_moods_apply;
--> statement-breakpoint
-- The triggers' entry points (same names and arguments as before): the lock, then the change as before.
CREATE FUNCTION app_rollup_sessions(p_org uuid[], p_user uuid[], p_day date[], p_n int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1281453684, 2);
  PERFORM app_rollup_sessions_apply(p_org, p_user, p_day, p_n);
END $$;
--> statement-breakpoint
CREATE FUNCTION app_rollup_focus(p_org uuid[], p_user uuid[], p_day date[], p_state text[], p_code text[], p_s bigint[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1281453684, 2);
  PERFORM app_rollup_focus_apply(p_org, p_user, p_day, p_state, p_code, p_s);
END $$;
--> statement-breakpoint
CREATE FUNCTION app_rollup_moods(p_org uuid[], p_day date[], p_mood text[], p_event boolean[], p_n int[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1281453684, 2);
  PERFORM app_rollup_moods_apply(p_org, p_day, p_mood, p_event, p_n);
END $$;
--> statement-breakpoint
-- One batch of patients: the per-patient roll-ups of the users after p_after up to p_last (null: from the
-- first, to the last), in every organisation, deleted and recomputed from the raw rows. Random (v4) ids
-- never equal the all-zero and all-f bounds.
CREATE FUNCTION app_rollups_rebuild_patients(p_after uuid, p_last uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  orgs uuid[] := ARRAY(SELECT id FROM organisations ORDER BY id);
  lo uuid := coalesce(p_after, '00000000-0000-0000-0000-000000000000');
  hi uuid := coalesce(p_last, 'ffffffff-ffff-ffff-ffff-ffffffffffff');
BEGIN
  DELETE FROM app_usage_days WHERE organisation_id = ANY (orgs) AND user_id > lo AND user_id <= hi;
  DELETE FROM app_first_sessions WHERE organisation_id = ANY (orgs) AND user_id > lo AND user_id <= hi;
  DELETE FROM app_content_days WHERE organisation_id = ANY (orgs) AND user_id > lo AND user_id <= hi;
  DELETE FROM app_content_spans WHERE organisation_id = ANY (orgs) AND user_id > lo AND user_id <= hi;
  DELETE FROM app_state_spans WHERE organisation_id = ANY (orgs) AND user_id > lo AND user_id <= hi;
  INSERT INTO app_usage_days (organisation_id, day, user_id, sessions, focus_seconds)
    SELECT a.organisation_id, a.day, a.user_id, sum(a.sessions)::int, sum(a.seconds) FROM (
      SELECT organisation_id, (started_at AT TIME ZONE 'Europe/London')::date AS day, user_id, 1 AS sessions,
        0::bigint AS seconds FROM app_sessions WHERE user_id > lo AND user_id <= hi
      UNION ALL
      SELECT organisation_id, (started_at AT TIME ZONE 'Europe/London')::date, user_id, 0, seconds FROM app_focus_time
      WHERE user_id > lo AND user_id <= hi
    ) a GROUP BY 1, 2, 3;
  INSERT INTO app_first_sessions (organisation_id, user_id, first_day, last_day)
    SELECT organisation_id, user_id, min(day), max(day) FROM app_usage_days
    WHERE organisation_id = ANY (orgs) AND user_id > lo AND user_id <= hi AND sessions > 0 GROUP BY 1, 2;
  INSERT INTO app_content_days (organisation_id, day, state, code, user_id, seconds)
    SELECT organisation_id, (started_at AT TIME ZONE 'Europe/London')::date, state, code, user_id, sum(seconds)
    FROM app_focus_time WHERE user_id > lo AND user_id <= hi GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO app_content_spans (organisation_id, state, user_id, code, first_day, last_day)
    SELECT organisation_id, state, user_id, code, min(day), max(day) FROM app_content_days
    WHERE organisation_id = ANY (orgs) AND user_id > lo AND user_id <= hi GROUP BY 1, 2, 3, 4;
  INSERT INTO app_state_spans (organisation_id, state, user_id, first_day, last_day)
    SELECT organisation_id, state, user_id, min(first_day), max(last_day) FROM app_content_spans
    WHERE organisation_id = ANY (orgs) AND user_id > lo AND user_id <= hi GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
-- One batch of an organisation's days after p_after up to p_last (dates; -infinity and infinity for no bound):
-- its totals of those days (of those first days, for retention; of those last days, for the last-day counts)
-- recomputed from its per-patient roll-ups, its moods of those London days from the raw rows.
CREATE FUNCTION app_rollups_rebuild_organisation(p_org uuid, p_after date, p_last date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  lo timestamptz := (p_after + 1)::timestamp AT TIME ZONE 'Europe/London';
  hi timestamptz := (p_last + 1)::timestamp AT TIME ZONE 'Europe/London';
BEGIN
  DELETE FROM app_usage_totals WHERE organisation_id = p_org AND day > p_after AND day <= p_last;
  INSERT INTO app_usage_totals (organisation_id, day, sessions, active_patients, focus_seconds)
    SELECT organisation_id, day, sum(sessions), count(*) FILTER (WHERE sessions > 0), sum(focus_seconds)
    FROM app_usage_days WHERE organisation_id = p_org AND day > p_after AND day <= p_last GROUP BY 1, 2;
  DELETE FROM app_retention_counts WHERE organisation_id = p_org AND first_day > p_after AND first_day <= p_last;
  INSERT INTO app_retention_counts (organisation_id, first_day, week, patients)
    SELECT f.organisation_id, f.first_day, w.week, count(*) FROM app_first_sessions f
    CROSS JOIN LATERAL (SELECT DISTINCT date_trunc('week', ud.day::timestamp)::date AS week FROM app_usage_days ud
      WHERE ud.organisation_id = f.organisation_id AND ud.user_id = f.user_id AND ud.sessions > 0) w
    WHERE f.organisation_id = p_org AND f.first_day > p_after AND f.first_day <= p_last GROUP BY 1, 2, 3;
  DELETE FROM app_content_totals WHERE organisation_id = p_org AND day > p_after AND day <= p_last;
  INSERT INTO app_content_totals (organisation_id, day, state, code, seconds)
    SELECT organisation_id, day, state, code, sum(seconds) FROM app_content_days
    WHERE organisation_id = p_org AND day > p_after AND day <= p_last GROUP BY 1, 2, 3, 4;
  DELETE FROM app_content_last_days WHERE organisation_id = p_org AND last_day > p_after AND last_day <= p_last;
  INSERT INTO app_content_last_days (organisation_id, last_day, state, code, patients)
    SELECT organisation_id, last_day, state, code, count(*) FROM app_content_spans
    WHERE organisation_id = p_org AND last_day > p_after AND last_day <= p_last GROUP BY 1, 2, 3, 4;
  DELETE FROM app_state_last_days WHERE organisation_id = p_org AND last_day > p_after AND last_day <= p_last;
  INSERT INTO app_state_last_days (organisation_id, last_day, state, patients)
    SELECT organisation_id, last_day, state, count(*) FROM app_state_spans
    WHERE organisation_id = p_org AND last_day > p_after AND last_day <= p_last GROUP BY 1, 2, 3;
  DELETE FROM app_mood_days WHERE organisation_id = p_org AND day > p_after AND day <= p_last;
  INSERT INTO app_mood_days (organisation_id, day, mood, on_event, count)
    SELECT organisation_id, (recorded_at AT TIME ZONE 'Europe/London')::date, mood, event_id IS NOT NULL, count(*)
    FROM app_moods WHERE organisation_id = p_org AND recorded_at >= lo AND recorded_at < hi GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
-- The first day after p_after with a row of the organisation in any roll-up or source of its totals (null:
-- none), each read from the start of an index: where its next batch of days begins.
CREATE FUNCTION app_rollups_next_day(p_org uuid, p_after date) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT least(
    (SELECT min(day) FROM app_usage_days WHERE organisation_id = p_org AND day > p_after),
    (SELECT min(first_day) FROM app_first_sessions WHERE organisation_id = p_org AND first_day > p_after),
    (SELECT min(day) FROM app_content_days WHERE organisation_id = p_org AND day > p_after),
    (SELECT min(last_day) FROM app_content_spans WHERE organisation_id = p_org AND last_day > p_after),
    (SELECT min(last_day) FROM app_state_spans WHERE organisation_id = p_org AND last_day > p_after),
    (SELECT (recorded_at AT TIME ZONE 'Europe/London')::date FROM app_moods WHERE organisation_id = p_org
      AND recorded_at >= (p_after + 1)::timestamp AT TIME ZONE 'Europe/London' ORDER BY recorded_at LIMIT 1),
    (SELECT min(day) FROM app_usage_totals WHERE organisation_id = p_org AND day > p_after),
    (SELECT min(first_day) FROM app_retention_counts WHERE organisation_id = p_org AND first_day > p_after),
    (SELECT min(day) FROM app_content_totals WHERE organisation_id = p_org AND day > p_after),
    (SELECT min(last_day) FROM app_content_last_days WHERE organisation_id = p_org AND last_day > p_after),
    (SELECT min(last_day) FROM app_state_last_days WHERE organisation_id = p_org AND last_day > p_after),
    (SELECT min(day) FROM app_mood_days WHERE organisation_id = p_org AND day > p_after))
$$;
--> statement-breakpoint
-- The last batch: rows of organisations that no longer exist (none should be), found by skipping along
-- each table's organisation-first key rather than reading it whole.
CREATE FUNCTION app_rollups_rebuild_strays() RETURNS void LANGUAGE plpgsql AS $$
DECLARE t text; gone uuid[];
BEGIN
  FOREACH t IN ARRAY ARRAY['app_usage_days', 'app_usage_totals', 'app_first_sessions', 'app_retention_counts',
    'app_content_days', 'app_content_totals', 'app_content_spans', 'app_state_spans', 'app_content_last_days',
    'app_state_last_days', 'app_mood_days'] LOOP
    EXECUTE format('WITH RECURSIVE o AS ((SELECT organisation_id AS id FROM %1$I ORDER BY 1 LIMIT 1)
        UNION ALL SELECT (SELECT organisation_id FROM %1$I WHERE organisation_id > o.id ORDER BY 1 LIMIT 1)
        FROM o WHERE o.id IS NOT NULL)
      SELECT array_agg(o.id) FROM o WHERE o.id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM organisations g WHERE g.id = o.id)', t) INTO gone;
    IF gone IS NOT NULL THEN EXECUTE format('DELETE FROM %I WHERE organisation_id = ANY ($1)', t) USING gone; END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- The questionnaire summary's: a questionnaire of more responses than a batch is split, so its counts
-- hold only the responses recounted so far; the trigger leaves out a response the running rebuild has not
-- reached (after its place in batch_progress), which the batch that reaches it counts from the row. The
-- place is `<questionnaire id>/<response id>` (a place of one id alone,
-- from a run begun before this migration, is past every response of that questionnaire).
CREATE FUNCTION questionnaire_rollup_rebuilt_to(OUT running boolean, OUT q uuid, OUT r uuid) LANGUAGE plpgsql AS $$
DECLARE a text;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(1281453684, 3);
  SELECT p.after INTO a FROM batch_progress p
    WHERE p.name = 'questionnaires.rollup-rebuild' AND p.finished_at IS NULL;
  running := FOUND;
  IF running AND a IS NOT NULL THEN
    q := split_part(a, '/', 1)::uuid;
    r := coalesce(nullif(split_part(a, '/', 2), ''), 'ffffffff-ffff-ffff-ffff-ffffffffffff')::uuid;
  END IF;
END $$;
--> statement-breakpoint
-- The trigger of 0044, replaced whole: a response the running rebuild has not reached is left to it (its
-- texts are deleted whatever the place, so that a response that moves past the place is never written twice).
CREATE OR REPLACE FUNCTION questionnaire_answer_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
  c record;
BEGIN
  SELECT * INTO c FROM questionnaire_rollup_rebuilt_to();
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT r.questionnaire_id, k.link_id, k.kind, k.value, count(*) AS n
      FROM new_rows r CROSS JOIN LATERAL questionnaire_answer_keys(r.status, r.answers, r.score) k
      WHERE NOT c.running OR coalesce((r.questionnaire_id, r.id) <= (c.q, c.r), false)
      GROUP BY 1, 2, 3, 4) d;
    INSERT INTO questionnaire_answer_texts
      SELECT t.* FROM new_rows r CROSS JOIN LATERAL questionnaire_answer_text_rows(r.id, r.questionnaire_id, r.answers, r.answered_at, r.assigned_at) t
      WHERE r.status = 'completed' AND (NOT c.running OR coalesce((r.questionnaire_id, r.id) <= (c.q, c.r), false));
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT r.questionnaire_id, k.link_id, k.kind, k.value, -count(*) AS n
      FROM old_rows r CROSS JOIN LATERAL questionnaire_answer_keys(r.status, r.answers, r.score) k
      WHERE NOT c.running OR coalesce((r.questionnaire_id, r.id) <= (c.q, c.r), false)
      GROUP BY 1, 2, 3, 4) d;
    DELETE FROM questionnaire_answer_texts t WHERE t.response_id IN (SELECT id FROM old_rows WHERE status = 'completed');
  ELSE
    -- A draft saved (pending before and after) adds and takes away the same key: nothing to write.
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT x.questionnaire_id, x.link_id, x.kind, x.value, sum(x.n) AS n FROM (
        SELECT r.questionnaire_id, k.link_id, k.kind, k.value, -1 AS n
        FROM old_rows r CROSS JOIN LATERAL questionnaire_answer_keys(r.status, r.answers, r.score) k
        WHERE NOT c.running OR coalesce((r.questionnaire_id, r.id) <= (c.q, c.r), false)
        UNION ALL
        SELECT r.questionnaire_id, k.link_id, k.kind, k.value, 1
        FROM new_rows r CROSS JOIN LATERAL questionnaire_answer_keys(r.status, r.answers, r.score) k
        WHERE NOT c.running OR coalesce((r.questionnaire_id, r.id) <= (c.q, c.r), false)) x
      GROUP BY 1, 2, 3, 4 HAVING sum(x.n) <> 0) d;
    -- A completed response changed (or one just completed): its texts again.
    DELETE FROM questionnaire_answer_texts t WHERE t.response_id IN (SELECT id FROM old_rows WHERE status = 'completed');
    INSERT INTO questionnaire_answer_texts
      SELECT t.* FROM new_rows r CROSS JOIN LATERAL questionnaire_answer_text_rows(r.id, r.questionnaire_id, r.answers, r.answered_at, r.assigned_at) t
      WHERE r.status = 'completed' AND (NOT c.running OR coalesce((r.questionnaire_id, r.id) <= (c.q, c.r), false));
  END IF;
  IF delta IS NOT NULL THEN PERFORM questionnaire_answer_counts_add(delta); END IF;
  RETURN NULL;
END $$;
