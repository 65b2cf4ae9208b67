-- The summary's texts and dates (questionnaire_answer_texts): one row per valueString or valueDate of a
-- completed response's answers, kept by the trigger that keeps the counts (0040), so that a question's
-- newest fifty are read from its index however rare they are among the answers.
CREATE FUNCTION questionnaire_answer_text_rows(p_id uuid, p_questionnaire uuid, p_answers jsonb,
  p_answered timestamptz, p_assigned timestamptz)
RETURNS TABLE (response_id uuid, questionnaire_id uuid, link_id text, kind text, answered_at timestamptz,
  assigned_at timestamptz, item_ord int, value_ord int, value text) LANGUAGE sql IMMUTABLE AS $$
  SELECT p_id, p_questionnaire, i.item->>'linkId', k.kind, p_answered, p_assigned, i.io::int, v.vo::int, k.value
  FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p_answers) = 'array' THEN p_answers ELSE '[]'::jsonb END)
    WITH ORDINALITY i(item, io)
  CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(i.item->'answer') = 'array'
    THEN i.item->'answer' ELSE '[]'::jsonb END) WITH ORDINALITY v(value, vo)
  CROSS JOIN LATERAL (VALUES
    ('string', CASE WHEN jsonb_typeof(v.value->'valueString') = 'string' THEN v.value->>'valueString' END),
    ('date', CASE WHEN jsonb_typeof(v.value->'valueDate') = 'string' AND v.value->>'valueDate' <> ''
      THEN v.value->>'valueDate' END)
  ) k(kind, value)
  WHERE jsonb_typeof(i.item->'linkId') = 'string' AND k.value IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION questionnaire_answer_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT r.questionnaire_id, k.link_id, k.kind, k.value, count(*) AS n
      FROM new_rows r CROSS JOIN LATERAL questionnaire_answer_keys(r.status, r.answers, r.score) k
      GROUP BY 1, 2, 3, 4) d;
    INSERT INTO questionnaire_answer_texts
      SELECT t.* FROM new_rows r CROSS JOIN LATERAL questionnaire_answer_text_rows(r.id, r.questionnaire_id, r.answers, r.answered_at, r.assigned_at) t WHERE r.status = 'completed';
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(d) INTO delta FROM (
      SELECT r.questionnaire_id, k.link_id, k.kind, k.value, -count(*) AS n
      FROM old_rows r CROSS JOIN LATERAL questionnaire_answer_keys(r.status, r.answers, r.score) k
      GROUP BY 1, 2, 3, 4) d;
    DELETE FROM questionnaire_answer_texts t WHERE t.response_id IN (SELECT id FROM old_rows WHERE status = 'completed');
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
    -- A completed response changed (or one just completed): its texts again.
    DELETE FROM questionnaire_answer_texts t WHERE t.response_id IN (SELECT id FROM old_rows WHERE status = 'completed');
    INSERT INTO questionnaire_answer_texts
      SELECT t.* FROM new_rows r CROSS JOIN LATERAL questionnaire_answer_text_rows(r.id, r.questionnaire_id, r.answers, r.answered_at, r.assigned_at) t WHERE r.status = 'completed';
  END IF;
  IF delta IS NOT NULL THEN PERFORM questionnaire_answer_counts_add(delta); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION questionnaire_answer_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM questionnaire_answer_counts;
  INSERT INTO questionnaire_answer_counts (questionnaire_id, link_id, kind, value, n)
  SELECT r.questionnaire_id, k.link_id, k.kind, k.value, count(*)
  FROM questionnaire_responses r CROSS JOIN LATERAL questionnaire_answer_keys(r.status, r.answers, r.score) k
  GROUP BY 1, 2, 3, 4;
  DELETE FROM questionnaire_answer_texts;
  INSERT INTO questionnaire_answer_texts
  SELECT t.* FROM questionnaire_responses r CROSS JOIN LATERAL questionnaire_answer_text_rows(r.id, r.questionnaire_id, r.answers, r.answered_at, r.assigned_at) t WHERE r.status = 'completed';
$$;
--> statement-breakpoint
INSERT INTO questionnaire_answer_texts
SELECT t.* FROM questionnaire_responses r CROSS JOIN LATERAL questionnaire_answer_text_rows(r.id, r.questionnaire_id, r.answers, r.answered_at, r.assigned_at) t WHERE r.status = 'completed';
