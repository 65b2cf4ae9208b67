-- The questionnaire summary's roll-up (questionnaire_answer_counts): what one response counts for. A
-- response counts once under its status; a completed one also for its score and, per answer item, once
-- as answered and once for each value by kind (an option's code, yes/no, a number, a text or a date).
CREATE FUNCTION questionnaire_answer_keys(p_status text, p_answers jsonb, p_score double precision)
RETURNS TABLE (link_id text, kind text, value text) LANGUAGE sql IMMUTABLE AS $$
  SELECT '', 'response', p_status
  UNION ALL
  SELECT '', 'score', p_score::text WHERE p_status = 'completed' AND p_score IS NOT NULL
  UNION ALL
  SELECT i.item->>'linkId', 'item', ''
  FROM jsonb_array_elements(CASE WHEN p_status = 'completed' AND jsonb_typeof(p_answers) = 'array'
    THEN p_answers ELSE '[]'::jsonb END) i(item)
  WHERE jsonb_typeof(i.item->'linkId') = 'string'
  UNION ALL
  SELECT i.item->>'linkId', k.kind, k.value
  FROM jsonb_array_elements(CASE WHEN p_status = 'completed' AND jsonb_typeof(p_answers) = 'array'
    THEN p_answers ELSE '[]'::jsonb END) i(item)
  CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(i.item->'answer') = 'array'
    THEN i.item->'answer' ELSE '[]'::jsonb END) v(value)
  CROSS JOIN LATERAL (VALUES
    ('coding', CASE WHEN jsonb_typeof(v.value->'valueCoding'->'code') = 'string' THEN v.value->'valueCoding'->>'code' END),
    ('boolean', CASE WHEN jsonb_typeof(v.value->'valueBoolean') = 'boolean' THEN v.value->>'valueBoolean' END),
    ('number', CASE WHEN jsonb_typeof(v.value->'valueInteger') = 'number' THEN v.value->>'valueInteger'
      WHEN jsonb_typeof(v.value->'valueDecimal') = 'number' THEN v.value->>'valueDecimal' END),
    ('string', CASE WHEN jsonb_typeof(v.value->'valueString') = 'string' THEN '' END),
    ('date', CASE WHEN jsonb_typeof(v.value->'valueDate') = 'string' AND v.value->>'valueDate' <> '' THEN '' END)
  ) k(kind, value)
  WHERE jsonb_typeof(i.item->'linkId') = 'string' AND k.value IS NOT NULL
$$;
--> statement-breakpoint
-- Adds the counts of the rows in `delta` (questionnaire_id, link_id, kind, value, n), in key order so
-- that two transactions meet their rows in the same order; a count that reaches zero is removed.
CREATE FUNCTION questionnaire_answer_counts_add(p_delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO questionnaire_answer_counts AS c (questionnaire_id, link_id, kind, value, n)
  SELECT d.questionnaire_id, d.link_id, d.kind, d.value, d.n
  FROM jsonb_to_recordset(p_delta) AS d(questionnaire_id uuid, link_id text, kind text, value text, n bigint)
  WHERE d.n <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (questionnaire_id, link_id, kind, value) DO UPDATE SET n = c.n + excluded.n;
  DELETE FROM questionnaire_answer_counts c
  WHERE c.n = 0 AND c.questionnaire_id IN (SELECT (e->>'questionnaire_id')::uuid FROM jsonb_array_elements(p_delta) e);
$$;
--> statement-breakpoint
CREATE FUNCTION questionnaire_answer_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT r.questionnaire_id, k.link_id, k.kind, k.value, count(*) AS n
      FROM new_rows r CROSS JOIN LATERAL questionnaire_answer_keys(r.status, r.answers, r.score) k
      GROUP BY 1, 2, 3, 4) d;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT r.questionnaire_id, k.link_id, k.kind, k.value, -count(*) AS n
      FROM old_rows r CROSS JOIN LATERAL questionnaire_answer_keys(r.status, r.answers, r.score) k
      GROUP BY 1, 2, 3, 4) d;
  ELSE
    -- A draft saved (pending before and after) adds and takes away the same key: nothing to write.
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT x.questionnaire_id, x.link_id, x.kind, x.value, sum(x.n) AS n FROM (
        SELECT r.questionnaire_id, k.link_id, k.kind, k.value, -1 AS n
        FROM old_rows r CROSS JOIN LATERAL questionnaire_answer_keys(r.status, r.answers, r.score) k
        UNION ALL
        SELECT r.questionnaire_id, k.link_id, k.kind, k.value, 1
        FROM new_rows r CROSS JOIN LATERAL questionnaire_answer_keys(r.status, r.answers, r.score) k) x
      GROUP BY 1, 2, 3, 4 HAVING sum(x.n) <> 0) d;
  END IF;
  IF delta IS NOT NULL THEN PERFORM questionnaire_answer_counts_add(delta); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questionnaire_answer_counts_insert AFTER INSERT ON questionnaire_responses
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION questionnaire_answer_counts_apply();
--> statement-breakpoint
CREATE TRIGGER questionnaire_answer_counts_delete AFTER DELETE ON questionnaire_responses
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION questionnaire_answer_counts_apply();
--> statement-breakpoint
CREATE TRIGGER questionnaire_answer_counts_update AFTER UPDATE ON questionnaire_responses
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION questionnaire_answer_counts_apply();
--> statement-breakpoint
-- Every count again from the responses (the backfill below; a bulk load with the triggers off).
CREATE FUNCTION questionnaire_answer_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM questionnaire_answer_counts;
  INSERT INTO questionnaire_answer_counts (questionnaire_id, link_id, kind, value, n)
  SELECT r.questionnaire_id, k.link_id, k.kind, k.value, count(*)
  FROM questionnaire_responses r CROSS JOIN LATERAL questionnaire_answer_keys(r.status, r.answers, r.score) k
  GROUP BY 1, 2, 3, 4;
$$;
--> statement-breakpoint
SELECT questionnaire_answer_counts_rebuild();
