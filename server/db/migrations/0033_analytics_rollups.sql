CREATE TABLE "app_content_days" (
	"organisation_id" uuid NOT NULL,
	"day" date NOT NULL,
	"state" text NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"seconds" bigint NOT NULL,
	CONSTRAINT "app_content_days_organisation_id_day_state_code_user_id_pk" PRIMARY KEY("organisation_id","day","state","code","user_id")
);
--> statement-breakpoint
CREATE TABLE "app_first_sessions" (
	"organisation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	CONSTRAINT "app_first_sessions_organisation_id_user_id_pk" PRIMARY KEY("organisation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "app_mood_days" (
	"organisation_id" uuid NOT NULL,
	"day" date NOT NULL,
	"mood" text NOT NULL,
	"on_event" boolean NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "app_mood_days_organisation_id_day_mood_on_event_pk" PRIMARY KEY("organisation_id","day","mood","on_event")
);
--> statement-breakpoint
CREATE TABLE "app_retention_counts" (
	"organisation_id" uuid NOT NULL,
	"first_day" date NOT NULL,
	"week" date NOT NULL,
	"patients" integer NOT NULL,
	CONSTRAINT "app_retention_counts_organisation_id_first_day_week_pk" PRIMARY KEY("organisation_id","first_day","week")
);
--> statement-breakpoint
CREATE TABLE "app_usage_days" (
	"organisation_id" uuid NOT NULL,
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	"sessions" integer NOT NULL,
	"focus_seconds" bigint NOT NULL,
	CONSTRAINT "app_usage_days_organisation_id_day_user_id_pk" PRIMARY KEY("organisation_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "app_usage_totals" (
	"organisation_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sessions" integer NOT NULL,
	"active_patients" integer NOT NULL,
	"focus_seconds" bigint NOT NULL,
	CONSTRAINT "app_usage_totals_organisation_id_day_pk" PRIMARY KEY("organisation_id","day")
);
--> statement-breakpoint
CREATE INDEX "app_first_sessions_day_idx" ON "app_first_sessions" USING btree ("organisation_id","first_day");--> statement-breakpoint
CREATE INDEX "app_usage_days_user_idx" ON "app_usage_days" USING btree ("organisation_id","user_id","day");--> statement-breakpoint
-- Hand-written: the roll-ups are kept by statement triggers on the raw activity tables, in the writing
-- transaction, so every writer (the app's calls, the retention sweep, erasures, cascades) keeps them true.
-- Days are London days. A patient's retention share is taken away before their days change and given
-- back after, so a late or out-of-order session that moves their first day moves their whole cohort row.
CREATE FUNCTION app_retention_share(p_org uuid[], p_user uuid[], p_sign int) RETURNS void LANGUAGE sql AS $$
  INSERT INTO app_retention_counts AS r (organisation_id, first_day, week, patients)
  SELECT f.organisation_id, f.first_day, w.week, p_sign * count(*)::int
  FROM (SELECT DISTINCT x.org, x.usr FROM unnest(p_org, p_user) AS x(org, usr)) p
  JOIN app_first_sessions f ON f.organisation_id = p.org AND f.user_id = p.usr
  CROSS JOIN LATERAL (SELECT DISTINCT date_trunc('week', ud.day::timestamp)::date AS week FROM app_usage_days ud
    WHERE ud.organisation_id = f.organisation_id AND ud.user_id = f.user_id AND ud.sessions > 0) w
  GROUP BY 1, 2, 3
  ON CONFLICT (organisation_id, first_day, week) DO UPDATE SET patients = r.patients + excluded.patients;
$$;
--> statement-breakpoint
CREATE FUNCTION app_rollup_sessions(p_org uuid[], p_user uuid[], p_day date[], p_n int[]) RETURNS void LANGUAGE plpgsql AS $$
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
    m AS (SELECT p.org, p.usr, (SELECT min(ud.day) FROM app_usage_days ud
        WHERE ud.organisation_id = p.org AND ud.user_id = p.usr AND ud.sessions > 0) AS first_day FROM p),
    gone AS (DELETE FROM app_first_sessions f USING m
      WHERE f.organisation_id = m.org AND f.user_id = m.usr AND m.first_day IS NULL)
  INSERT INTO app_first_sessions AS f (organisation_id, user_id, first_day)
    SELECT m.org, m.usr, m.first_day FROM m WHERE m.first_day IS NOT NULL
    ON CONFLICT (organisation_id, user_id) DO UPDATE SET first_day = excluded.first_day;
  PERFORM app_retention_share(p_org, p_user, 1);
  DELETE FROM app_retention_counts r WHERE r.patients = 0 AND r.organisation_id = ANY (p_org)
    AND r.first_day = ANY (firsts || ARRAY(SELECT f.first_day FROM app_first_sessions f
      WHERE (f.organisation_id, f.user_id) IN (SELECT x.org, x.usr FROM unnest(p_org, p_user) AS x(org, usr))));
END $$;
--> statement-breakpoint
CREATE FUNCTION app_rollup_focus(p_org uuid[], p_user uuid[], p_day date[], p_state text[], p_code text[], p_s bigint[])
RETURNS void LANGUAGE plpgsql AS $$
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
  DELETE FROM app_usage_days ud USING unnest(p_org, p_user, p_day) AS x(org, usr, day)
    WHERE ud.organisation_id = x.org AND ud.user_id = x.usr AND ud.day = x.day
      AND ud.sessions = 0 AND ud.focus_seconds = 0;
  DELETE FROM app_usage_totals t USING unnest(p_org, p_day) AS x(org, day)
    WHERE t.organisation_id = x.org AND t.day = x.day AND t.sessions = 0 AND t.focus_seconds = 0;
  DELETE FROM app_content_days c USING unnest(p_org, p_user, p_day, p_state, p_code) AS x(org, usr, day, st, cd)
    WHERE c.organisation_id = x.org AND c.day = x.day AND c.state = x.st AND c.code = x.cd AND c.user_id = x.usr
      AND c.seconds = 0;
END $$;
--> statement-breakpoint
CREATE FUNCTION app_rollup_moods(p_org uuid[], p_day date[], p_mood text[], p_event boolean[], p_n int[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO app_mood_days AS m (organisation_id, day, mood, on_event, count)
    SELECT x.org, x.day, x.mood, x.ev, sum(x.n) FROM unnest(p_org, p_day, p_mood, p_event, p_n) AS x(org, day, mood, ev, n)
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (organisation_id, day, mood, on_event) DO UPDATE SET count = m.count + excluded.count;
  DELETE FROM app_mood_days m WHERE m.count = 0 AND m.organisation_id = ANY (p_org) AND m.day = ANY (p_day);
$$;
--> statement-breakpoint
-- An update counts as its old row taken away and its new row added, when it moves what a roll-up reads
-- (an ended session, say, changes none).
CREATE FUNCTION app_sessions_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o uuid[]; u uuid[]; d date[]; n int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x.org), array_agg(x.usr), array_agg(x.day), array_agg(x.n) INTO o, u, d, n FROM (
      SELECT r.organisation_id AS org, r.user_id AS usr, (r.started_at AT TIME ZONE 'Europe/London')::date AS day,
        count(*)::int AS n FROM new_rows r GROUP BY 1, 2, 3) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(x.org), array_agg(x.usr), array_agg(x.day), array_agg(x.n) INTO o, u, d, n FROM (
      SELECT r.organisation_id AS org, r.user_id AS usr, (r.started_at AT TIME ZONE 'Europe/London')::date AS day,
        -count(*)::int AS n FROM old_rows r GROUP BY 1, 2, 3) x;
  ELSE
    SELECT array_agg(x.org), array_agg(x.usr), array_agg(x.day), array_agg(x.n) INTO o, u, d, n FROM (
      SELECT c.org, c.usr, (c.at AT TIME ZONE 'Europe/London')::date AS day, sum(c.k)::int AS n FROM (
        SELECT a.organisation_id AS org, a.user_id AS usr, a.started_at AS at, 1 AS k
          FROM new_rows a JOIN old_rows b ON b.id = a.id
          WHERE (a.organisation_id, a.user_id, a.started_at) IS DISTINCT FROM (b.organisation_id, b.user_id, b.started_at)
        UNION ALL
        SELECT b.organisation_id, b.user_id, b.started_at, -1
          FROM new_rows a JOIN old_rows b ON b.id = a.id
          WHERE (a.organisation_id, a.user_id, a.started_at) IS DISTINCT FROM (b.organisation_id, b.user_id, b.started_at)
      ) c GROUP BY 1, 2, 3 HAVING sum(c.k) <> 0) x;
  END IF;
  IF o IS NOT NULL THEN PERFORM app_rollup_sessions(o, u, d, n); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION app_focus_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o uuid[]; u uuid[]; d date[]; st text[]; cd text[]; s bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x.org), array_agg(x.usr), array_agg(x.day), array_agg(x.state), array_agg(x.code), array_agg(x.s)
    INTO o, u, d, st, cd, s FROM (
      SELECT a.organisation_id AS org, a.user_id AS usr, (a.started_at AT TIME ZONE 'Europe/London')::date AS day,
        a.state, a.code, sum(a.seconds)::bigint AS s FROM new_rows a GROUP BY 1, 2, 3, 4, 5) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(x.org), array_agg(x.usr), array_agg(x.day), array_agg(x.state), array_agg(x.code), array_agg(x.s)
    INTO o, u, d, st, cd, s FROM (
      SELECT a.organisation_id AS org, a.user_id AS usr, (a.started_at AT TIME ZONE 'Europe/London')::date AS day,
        a.state, a.code, -sum(a.seconds)::bigint AS s FROM old_rows a GROUP BY 1, 2, 3, 4, 5) x;
  ELSE
    SELECT array_agg(x.org), array_agg(x.usr), array_agg(x.day), array_agg(x.state), array_agg(x.code), array_agg(x.s)
    INTO o, u, d, st, cd, s FROM (
      SELECT c.org, c.usr, (c.at AT TIME ZONE 'Europe/London')::date AS day, c.state, c.code, sum(c.s)::bigint AS s
      FROM (
        SELECT a.organisation_id AS org, a.user_id AS usr, a.started_at AS at, a.state, a.code, a.seconds AS s
          FROM new_rows a JOIN old_rows b ON b.id = a.id
          WHERE (a.organisation_id, a.user_id, a.started_at, a.state, a.code, a.seconds)
            IS DISTINCT FROM (b.organisation_id, b.user_id, b.started_at, b.state, b.code, b.seconds)
        UNION ALL
        SELECT b.organisation_id, b.user_id, b.started_at, b.state, b.code, -b.seconds
          FROM new_rows a JOIN old_rows b ON b.id = a.id
          WHERE (a.organisation_id, a.user_id, a.started_at, a.state, a.code, a.seconds)
            IS DISTINCT FROM (b.organisation_id, b.user_id, b.started_at, b.state, b.code, b.seconds)
      ) c GROUP BY 1, 2, 3, 4, 5 HAVING sum(c.s) <> 0) x;
  END IF;
  IF o IS NOT NULL THEN PERFORM app_rollup_focus(o, u, d, st, cd, s); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION app_moods_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE o uuid[]; d date[]; m text[]; e boolean[]; n int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x.org), array_agg(x.day), array_agg(x.mood), array_agg(x.ev), array_agg(x.n) INTO o, d, m, e, n FROM (
      SELECT a.organisation_id AS org, (a.recorded_at AT TIME ZONE 'Europe/London')::date AS day, a.mood,
        a.event_id IS NOT NULL AS ev, count(*)::int AS n FROM new_rows a GROUP BY 1, 2, 3, 4) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(x.org), array_agg(x.day), array_agg(x.mood), array_agg(x.ev), array_agg(x.n) INTO o, d, m, e, n FROM (
      SELECT a.organisation_id AS org, (a.recorded_at AT TIME ZONE 'Europe/London')::date AS day, a.mood,
        a.event_id IS NOT NULL AS ev, -count(*)::int AS n FROM old_rows a GROUP BY 1, 2, 3, 4) x;
  ELSE
    -- An event deleted sets its moods' event to null: they leave the event moods.
    SELECT array_agg(x.org), array_agg(x.day), array_agg(x.mood), array_agg(x.ev), array_agg(x.n) INTO o, d, m, e, n FROM (
      SELECT c.org, (c.at AT TIME ZONE 'Europe/London')::date AS day, c.mood, c.ev, sum(c.k)::int AS n FROM (
        SELECT a.organisation_id AS org, a.recorded_at AS at, a.mood, a.event_id IS NOT NULL AS ev, 1 AS k
          FROM new_rows a JOIN old_rows b ON b.id = a.id
          WHERE (a.organisation_id, a.recorded_at, a.mood, a.event_id IS NULL)
            IS DISTINCT FROM (b.organisation_id, b.recorded_at, b.mood, b.event_id IS NULL)
        UNION ALL
        SELECT b.organisation_id, b.recorded_at, b.mood, b.event_id IS NOT NULL, -1
          FROM new_rows a JOIN old_rows b ON b.id = a.id
          WHERE (a.organisation_id, a.recorded_at, a.mood, a.event_id IS NULL)
            IS DISTINCT FROM (b.organisation_id, b.recorded_at, b.mood, b.event_id IS NULL)
      ) c GROUP BY 1, 2, 3, 4 HAVING sum(c.k) <> 0) x;
  END IF;
  IF o IS NOT NULL THEN PERFORM app_rollup_moods(o, d, m, e, n); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER app_sessions_rollup_insert AFTER INSERT ON app_sessions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_sessions_rollup();
--> statement-breakpoint
CREATE TRIGGER app_sessions_rollup_delete AFTER DELETE ON app_sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_sessions_rollup();
--> statement-breakpoint
CREATE TRIGGER app_sessions_rollup_update AFTER UPDATE ON app_sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_sessions_rollup();
--> statement-breakpoint
CREATE TRIGGER app_focus_time_rollup_insert AFTER INSERT ON app_focus_time REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_focus_rollup();
--> statement-breakpoint
CREATE TRIGGER app_focus_time_rollup_delete AFTER DELETE ON app_focus_time REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_focus_rollup();
--> statement-breakpoint
CREATE TRIGGER app_focus_time_rollup_update AFTER UPDATE ON app_focus_time REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_focus_rollup();
--> statement-breakpoint
CREATE TRIGGER app_moods_rollup_insert AFTER INSERT ON app_moods REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_moods_rollup();
--> statement-breakpoint
CREATE TRIGGER app_moods_rollup_delete AFTER DELETE ON app_moods REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_moods_rollup();
--> statement-breakpoint
CREATE TRIGGER app_moods_rollup_update AFTER UPDATE ON app_moods REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION app_moods_rollup();
--> statement-breakpoint
-- Recomputes every roll-up from the raw rows: the backfill below, and after a bulk load with the
-- triggers off (bench/scale.ts).
CREATE FUNCTION app_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE app_usage_days, app_usage_totals, app_first_sessions, app_retention_counts, app_content_days, app_mood_days;
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
  INSERT INTO app_first_sessions (organisation_id, user_id, first_day)
    SELECT organisation_id, user_id, min(day) FROM app_usage_days WHERE sessions > 0 GROUP BY 1, 2;
  INSERT INTO app_retention_counts (organisation_id, first_day, week, patients)
    SELECT w.organisation_id, f.first_day, w.week, count(*) FROM (
      SELECT DISTINCT organisation_id, user_id, date_trunc('week', day::timestamp)::date AS week
      FROM app_usage_days WHERE sessions > 0) w
    JOIN app_first_sessions f USING (organisation_id, user_id) GROUP BY 1, 2, 3;
  INSERT INTO app_content_days (organisation_id, day, state, code, user_id, seconds)
    SELECT organisation_id, (started_at AT TIME ZONE 'Europe/London')::date, state, code, user_id, sum(seconds)
    FROM app_focus_time GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO app_mood_days (organisation_id, day, mood, on_event, count)
    SELECT organisation_id, (recorded_at AT TIME ZONE 'Europe/London')::date, mood, event_id IS NOT NULL, count(*)
    FROM app_moods GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
SELECT app_rollups_rebuild();
