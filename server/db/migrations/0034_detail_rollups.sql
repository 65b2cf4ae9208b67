CREATE TABLE "app_content_last_days" (
	"organisation_id" uuid NOT NULL,
	"last_day" date NOT NULL,
	"state" text NOT NULL,
	"code" text NOT NULL,
	"patients" integer NOT NULL,
	CONSTRAINT "app_content_last_days_organisation_id_last_day_state_code_pk" PRIMARY KEY("organisation_id","last_day","state","code")
);
--> statement-breakpoint
CREATE TABLE "app_content_spans" (
	"organisation_id" uuid NOT NULL,
	"state" text NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "app_content_spans_organisation_id_state_user_id_code_pk" PRIMARY KEY("organisation_id","state","user_id","code")
);
--> statement-breakpoint
CREATE TABLE "app_content_totals" (
	"organisation_id" uuid NOT NULL,
	"day" date NOT NULL,
	"state" text NOT NULL,
	"code" text NOT NULL,
	"seconds" bigint NOT NULL,
	CONSTRAINT "app_content_totals_organisation_id_day_state_code_pk" PRIMARY KEY("organisation_id","day","state","code")
);
--> statement-breakpoint
CREATE TABLE "app_state_last_days" (
	"organisation_id" uuid NOT NULL,
	"last_day" date NOT NULL,
	"state" text NOT NULL,
	"patients" integer NOT NULL,
	CONSTRAINT "app_state_last_days_organisation_id_last_day_state_pk" PRIMARY KEY("organisation_id","last_day","state")
);
--> statement-breakpoint
CREATE TABLE "app_state_spans" (
	"organisation_id" uuid NOT NULL,
	"state" text NOT NULL,
	"user_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "app_state_spans_organisation_id_state_user_id_pk" PRIMARY KEY("organisation_id","state","user_id")
);
--> statement-breakpoint
-- Hand-written: emptied so that the new column can be NOT NULL; app_rollups_rebuild() below fills it again.
TRUNCATE app_first_sessions;--> statement-breakpoint
ALTER TABLE "app_first_sessions" ADD COLUMN "last_day" date NOT NULL;--> statement-breakpoint
CREATE INDEX "app_content_spans_last_day_idx" ON "app_content_spans" USING btree ("organisation_id","last_day");--> statement-breakpoint
CREATE INDEX "app_state_spans_last_day_idx" ON "app_state_spans" USING btree ("organisation_id","last_day");--> statement-breakpoint
CREATE INDEX "app_content_days_user_idx" ON "app_content_days" USING btree ("organisation_id","state","user_id","code","day");--> statement-breakpoint
CREATE INDEX "app_first_sessions_last_day_idx" ON "app_first_sessions" USING btree ("organisation_id","last_day");--> statement-breakpoint
-- Hand-written: the functions of 0033_analytics_rollups.sql, replaced whole. A patient's last day with a
-- session is kept beside their first; time in focus also rolls up per day and content (seconds add up)
-- per content (and state) and patient as their first and last day, and per content (and state) and last
-- day as a count of patients (distinct patients over a period).
CREATE OR REPLACE FUNCTION app_rollup_sessions(p_org uuid[], p_user uuid[], p_day date[], p_n int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE firsts date[];
BEGIN
  -- Two writers of one patient take turns (in a stable order, so they cannot deadlock); their first
  -- days before the change name the retention rows it may empty.
  SELECT array_agg(l.first_day) INTO firsts FROM (SELECT f.first_day FROM app_first_sessions f
    WHERE (f.organisation_id, f.user_id) IN (SELECT x.org, x.usr FROM unnest(p_org, p_user) AS x(org, usr))
    ORDER BY f.organisation_id, f.user_id FOR UPDATE) l;
  PERFORM app_retention_share(p_org, p_user, -1);
  INSERT INTO app_usage_days (organisation_id, day, user_id, sessions, focus_seconds)
    SELECT DISTINCT x.org, x.day, x.usr, 0, 0 FROM unnest(p_org, p_user, p_day) AS x(org, usr, day)
    ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING;
  WITH x AS (SELECT x.org, x.usr, x.day, sum(x.n)::int AS n FROM unnest(p_org, p_user, p_day, p_n) AS x(org, usr, day, n)
      GROUP BY 1, 2, 3),
    up AS (UPDATE app_usage_days ud SET sessions = ud.sessions + x.n FROM x
      WHERE ud.organisation_id = x.org AND ud.user_id = x.usr AND ud.day = x.day
      RETURNING ud.organisation_id, ud.day, ud.sessions, x.n)
  INSERT INTO app_usage_totals AS t (organisation_id, day, sessions, active_patients, focus_seconds)
    SELECT up.organisation_id, up.day, sum(up.n), sum((up.sessions > 0)::int - (up.sessions - up.n > 0)::int), 0
    FROM up GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (organisation_id, day) DO UPDATE SET sessions = t.sessions + excluded.sessions,
      active_patients = t.active_patients + excluded.active_patients;
  DELETE FROM app_usage_days ud USING unnest(p_org, p_user, p_day) AS x(org, usr, day)
    WHERE ud.organisation_id = x.org AND ud.user_id = x.usr AND ud.day = x.day
      AND ud.sessions = 0 AND ud.focus_seconds = 0;
  DELETE FROM app_usage_totals t USING unnest(p_org, p_day) AS x(org, day)
    WHERE t.organisation_id = x.org AND t.day = x.day AND t.sessions = 0 AND t.focus_seconds = 0;
  WITH p AS (SELECT DISTINCT x.org, x.usr FROM unnest(p_org, p_user) AS x(org, usr)),
    m AS (SELECT p.org, p.usr, d.first_day, d.last_day FROM p CROSS JOIN LATERAL (
        SELECT min(ud.day) AS first_day, max(ud.day) AS last_day FROM app_usage_days ud
        WHERE ud.organisation_id = p.org AND ud.user_id = p.usr AND ud.sessions > 0) d),
    gone AS (DELETE FROM app_first_sessions f USING m
      WHERE f.organisation_id = m.org AND f.user_id = m.usr AND m.first_day IS NULL)
  INSERT INTO app_first_sessions AS f (organisation_id, user_id, first_day, last_day)
    SELECT m.org, m.usr, m.first_day, m.last_day FROM m WHERE m.first_day IS NOT NULL
    ON CONFLICT (organisation_id, user_id) DO UPDATE SET first_day = excluded.first_day, last_day = excluded.last_day;
  PERFORM app_retention_share(p_org, p_user, 1);
  DELETE FROM app_retention_counts r WHERE r.patients = 0 AND r.organisation_id = ANY (p_org)
    AND r.first_day = ANY (firsts || ARRAY(SELECT f.first_day FROM app_first_sessions f
      WHERE (f.organisation_id, f.user_id) IN (SELECT x.org, x.usr FROM unnest(p_org, p_user) AS x(org, usr))));
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_rollup_focus(p_org uuid[], p_user uuid[], p_day date[], p_state text[], p_code text[], p_s bigint[])
RETURNS void LANGUAGE plpgsql AS $$
DECLARE e_org uuid[]; e_day date[]; e_state text[]; e_code text[];
BEGIN
  INSERT INTO app_usage_days AS ud (organisation_id, day, user_id, sessions, focus_seconds)
    SELECT x.org, x.day, x.usr, 0, sum(x.s) FROM unnest(p_org, p_user, p_day, p_s) AS x(org, usr, day, s)
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organisation_id, day, user_id) DO UPDATE SET focus_seconds = ud.focus_seconds + excluded.focus_seconds;
  INSERT INTO app_usage_totals AS t (organisation_id, day, sessions, active_patients, focus_seconds)
    SELECT x.org, x.day, 0, 0, sum(x.s) FROM unnest(p_org, p_day, p_s) AS x(org, day, s) GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (organisation_id, day) DO UPDATE SET focus_seconds = t.focus_seconds + excluded.focus_seconds;
  INSERT INTO app_content_days AS c (organisation_id, day, state, code, user_id, seconds)
    SELECT x.org, x.day, x.st, x.cd, x.usr, sum(x.s)
    FROM unnest(p_org, p_user, p_day, p_state, p_code, p_s) AS x(org, usr, day, st, cd, s)
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organisation_id, day, state, code, user_id) DO UPDATE SET seconds = c.seconds + excluded.seconds;
  INSERT INTO app_content_totals AS c (organisation_id, day, state, code, seconds)
    SELECT x.org, x.day, x.st, x.cd, sum(x.s) FROM unnest(p_org, p_day, p_state, p_code, p_s) AS x(org, day, st, cd, s)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (organisation_id, day, state, code) DO UPDATE SET seconds = c.seconds + excluded.seconds;
  DELETE FROM app_usage_days ud USING unnest(p_org, p_user, p_day) AS x(org, usr, day)
    WHERE ud.organisation_id = x.org AND ud.user_id = x.usr AND ud.day = x.day
      AND ud.sessions = 0 AND ud.focus_seconds = 0;
  DELETE FROM app_usage_totals t USING unnest(p_org, p_day) AS x(org, day)
    WHERE t.organisation_id = x.org AND t.day = x.day AND t.sessions = 0 AND t.focus_seconds = 0;
  DELETE FROM app_content_days c USING unnest(p_org, p_user, p_day, p_state, p_code) AS x(org, usr, day, st, cd)
    WHERE c.organisation_id = x.org AND c.day = x.day AND c.state = x.st AND c.code = x.cd AND c.user_id = x.usr
      AND c.seconds = 0;
  DELETE FROM app_content_totals c USING unnest(p_org, p_day, p_state, p_code) AS x(org, day, st, cd)
    WHERE c.organisation_id = x.org AND c.day = x.day AND c.state = x.st AND c.code = x.cd AND c.seconds = 0;
  -- Each span of a patient's content (then of its state) this touches is locked first, a new one inserted
  -- as a placeholder (in a stable order, so writers of the same patient take turns without deadlock); the
  -- next statement, which sees what they committed, sets it to the first and last of the days left, or
  -- deletes it if none are, and moves the patient between the days of the last-day counts.
  INSERT INTO app_content_spans AS sp (organisation_id, state, user_id, code, first_day, last_day)
    SELECT DISTINCT x.org, x.st, x.usr, x.cd, '-infinity'::date, '-infinity'::date FROM unnest(p_org, p_state, p_user, p_code) AS x(org, st, usr, cd)
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (organisation_id, state, user_id, code) DO UPDATE SET first_day = sp.first_day;
  WITH k AS (SELECT DISTINCT x.org, x.st, x.usr, x.cd FROM unnest(p_org, p_state, p_user, p_code) AS x(org, st, usr, cd)),
    m AS (SELECT k.org, k.st, k.usr, k.cd, o.last_day AS was, d.first_day, d.last_day FROM k
      JOIN app_content_spans o ON o.organisation_id = k.org AND o.state = k.st AND o.user_id = k.usr AND o.code = k.cd
      CROSS JOIN LATERAL (SELECT min(c.day) AS first_day, max(c.day) AS last_day FROM app_content_days c
        WHERE c.organisation_id = k.org AND c.state = k.st AND c.user_id = k.usr AND c.code = k.cd) d),
    gone AS (DELETE FROM app_content_spans sp USING m WHERE sp.organisation_id = m.org AND sp.state = m.st AND sp.user_id = m.usr AND sp.code = m.cd AND m.first_day IS NULL),
    kept AS (UPDATE app_content_spans sp SET first_day = m.first_day, last_day = m.last_day FROM m
      WHERE sp.organisation_id = m.org AND sp.state = m.st AND sp.user_id = m.usr AND sp.code = m.cd AND m.first_day IS NOT NULL),
    moved AS (SELECT m.org, m.st, m.cd, m.was AS day, -1 AS n FROM m WHERE m.was <> '-infinity' AND m.was IS DISTINCT FROM m.last_day
      UNION ALL
      SELECT m.org, m.st, m.cd, m.last_day, 1 FROM m WHERE m.last_day IS NOT NULL AND m.last_day IS DISTINCT FROM m.was),
    counted AS (INSERT INTO app_content_last_days AS h (organisation_id, last_day, state, code, patients)
      SELECT m.org, m.day, m.st, m.cd, sum(m.n) FROM moved m
      GROUP BY 1, 2, 3, 4 HAVING sum(m.n) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (organisation_id, last_day, state, code) DO UPDATE SET patients = h.patients + excluded.patients
      RETURNING h.*)
  SELECT array_agg(c.organisation_id), array_agg(c.last_day), array_agg(c.state), array_agg(c.code)
    INTO e_org, e_day, e_state, e_code FROM counted c WHERE c.patients = 0;
  DELETE FROM app_content_last_days h USING unnest(e_org, e_day, e_state, e_code) AS e(org, day, st, cd)
    WHERE h.organisation_id = e.org AND h.last_day = e.day AND h.state = e.st AND h.code = e.cd AND h.patients = 0;
  INSERT INTO app_state_spans AS sp (organisation_id, state, user_id, first_day, last_day)
    SELECT DISTINCT x.org, x.st, x.usr, '-infinity'::date, '-infinity'::date FROM unnest(p_org, p_state, p_user) AS x(org, st, usr)
    ORDER BY 1, 2, 3
    ON CONFLICT (organisation_id, state, user_id) DO UPDATE SET first_day = sp.first_day;
  WITH k AS (SELECT DISTINCT x.org, x.st, x.usr FROM unnest(p_org, p_state, p_user) AS x(org, st, usr)),
    m AS (SELECT k.org, k.st, k.usr, o.last_day AS was, d.first_day, d.last_day FROM k
      JOIN app_state_spans o ON o.organisation_id = k.org AND o.state = k.st AND o.user_id = k.usr
      CROSS JOIN LATERAL (SELECT min(c.first_day) AS first_day, max(c.last_day) AS last_day FROM app_content_spans c
        WHERE c.organisation_id = k.org AND c.state = k.st AND c.user_id = k.usr) d),
    gone AS (DELETE FROM app_state_spans sp USING m WHERE sp.organisation_id = m.org AND sp.state = m.st AND sp.user_id = m.usr AND m.first_day IS NULL),
    kept AS (UPDATE app_state_spans sp SET first_day = m.first_day, last_day = m.last_day FROM m
      WHERE sp.organisation_id = m.org AND sp.state = m.st AND sp.user_id = m.usr AND m.first_day IS NOT NULL),
    moved AS (SELECT m.org, m.st, m.was AS day, -1 AS n FROM m WHERE m.was <> '-infinity' AND m.was IS DISTINCT FROM m.last_day
      UNION ALL
      SELECT m.org, m.st, m.last_day, 1 FROM m WHERE m.last_day IS NOT NULL AND m.last_day IS DISTINCT FROM m.was),
    counted AS (INSERT INTO app_state_last_days AS h (organisation_id, last_day, state, patients)
      SELECT m.org, m.day, m.st, sum(m.n) FROM moved m
      GROUP BY 1, 2, 3 HAVING sum(m.n) <> 0 ORDER BY 1, 2, 3
      ON CONFLICT (organisation_id, last_day, state) DO UPDATE SET patients = h.patients + excluded.patients
      RETURNING h.*)
  SELECT array_agg(c.organisation_id), array_agg(c.last_day), array_agg(c.state)
    INTO e_org, e_day, e_state FROM counted c WHERE c.patients = 0;
  DELETE FROM app_state_last_days h USING unnest(e_org, e_day, e_state) AS e(org, day, st)
    WHERE h.organisation_id = e.org AND h.last_day = e.day AND h.state = e.st AND h.patients = 0;
END $$;
--> statement-breakpoint
-- Recomputes every roll-up from the raw rows: the backfill below, and after a bulk load with the
-- triggers off (bench/scale.ts).
CREATE OR REPLACE FUNCTION app_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE app_usage_days, app_usage_totals, app_first_sessions, app_retention_counts, app_content_days,
    app_content_totals, app_content_spans, app_state_spans, app_content_last_days, app_state_last_days, app_mood_days;
  INSERT INTO app_usage_days (organisation_id, day, user_id, sessions, focus_seconds)
    SELECT a.organisation_id, a.day, a.user_id, sum(a.sessions)::int, sum(a.seconds) FROM (
      SELECT organisation_id, (started_at AT TIME ZONE 'Europe/London')::date AS day, user_id, 1 AS sessions,
        0::bigint AS seconds FROM app_sessions
      UNION ALL
      SELECT organisation_id, (started_at AT TIME ZONE 'Europe/London')::date, user_id, 0, seconds FROM app_focus_time
    ) a GROUP BY 1, 2, 3;
  INSERT INTO app_usage_totals (organisation_id, day, sessions, active_patients, focus_seconds)
    SELECT organisation_id, day, sum(sessions), count(*) FILTER (WHERE sessions > 0), sum(focus_seconds)
    FROM app_usage_days GROUP BY 1, 2;
  INSERT INTO app_first_sessions (organisation_id, user_id, first_day, last_day)
    SELECT organisation_id, user_id, min(day), max(day) FROM app_usage_days WHERE sessions > 0 GROUP BY 1, 2;
  INSERT INTO app_retention_counts (organisation_id, first_day, week, patients)
    SELECT w.organisation_id, f.first_day, w.week, count(*) FROM (
      SELECT DISTINCT organisation_id, user_id, date_trunc('week', day::timestamp)::date AS week
      FROM app_usage_days WHERE sessions > 0) w
    JOIN app_first_sessions f USING (organisation_id, user_id) GROUP BY 1, 2, 3;
  INSERT INTO app_content_days (organisation_id, day, state, code, user_id, seconds)
    SELECT organisation_id, (started_at AT TIME ZONE 'Europe/London')::date, state, code, user_id, sum(seconds)
    FROM app_focus_time GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO app_content_totals (organisation_id, day, state, code, seconds)
    SELECT organisation_id, day, state, code, sum(seconds) FROM app_content_days GROUP BY 1, 2, 3, 4;
  INSERT INTO app_content_spans (organisation_id, state, user_id, code, first_day, last_day)
    SELECT organisation_id, state, user_id, code, min(day), max(day) FROM app_content_days GROUP BY 1, 2, 3, 4;
  INSERT INTO app_state_spans (organisation_id, state, user_id, first_day, last_day)
    SELECT organisation_id, state, user_id, min(first_day), max(last_day) FROM app_content_spans GROUP BY 1, 2, 3;
  INSERT INTO app_content_last_days (organisation_id, last_day, state, code, patients)
    SELECT organisation_id, last_day, state, code, count(*) FROM app_content_spans GROUP BY 1, 2, 3, 4;
  INSERT INTO app_state_last_days (organisation_id, last_day, state, patients)
    SELECT organisation_id, last_day, state, count(*) FROM app_state_spans GROUP BY 1, 2, 3;
  INSERT INTO app_mood_days (organisation_id, day, mood, on_event, count)
    SELECT organisation_id, (recorded_at AT TIME ZONE 'Europe/London')::date, mood, event_id IS NOT NULL, count(*)
    FROM app_moods GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
SELECT app_rollups_rebuild();
