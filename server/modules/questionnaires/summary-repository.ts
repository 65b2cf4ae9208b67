import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** One line of a questionnaire's roll-up, summed: a count, and for numbers and scores their range and sum. */
export interface CountLine {
  linkId: string;
  kind: string;
  /** The option's code or 'true'/'false'; '' for numbers, scores and counts alone. */
  value: string;
  n: number;
  min: number | null;
  max: number | null;
  sum: number | null;
}

type Raw = {
  link_id: string;
  kind: string;
  value: string;
  n: string;
  min: string | null;
  max: string | null;
  sum: string | null;
};
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const numberOrNull = (text: string | null) => (text === null ? null : Number(text));

/**
 * The summary's reads: its counts from the roll-up (questionnaire_answer_counts, a few rows a question
 * whatever the number of answers), and a question's newest texts from the completed answers newest first
 * (questionnaire_responses_answered_idx), read only until enough are found.
 */
export function createSummaryQueries(db: Db) {
  return {
    async answerCounts(questionnaireId: string): Promise<CountLine[]> {
      const measured = sql`kind in ('number', 'score')`;
      const result =
        await db.execute(sql`select link_id, kind, case when ${measured} then '' else value end as value,
          sum(n)::text as n,
          min(case when ${measured} then value::numeric end)::text as min,
          max(case when ${measured} then value::numeric end)::text as max,
          sum(case when ${measured} then value::numeric * n end)::text as sum
        from questionnaire_answer_counts where questionnaire_id = ${questionnaireId}
        group by 1, 2, 3 having sum(n) > 0`);
      return rowsOf<Raw>(result).map((r) => ({
        linkId: r.link_id,
        kind: r.kind,
        value: r.value,
        n: Number(r.n),
        min: numberOrNull(r.min),
        max: numberOrNull(r.max),
        sum: numberOrNull(r.sum),
      }));
    },

    /** A question's newest `limit` texts (valueString) or dates (valueDate), in the answers' order within one. */
    async newestAnswers(
      questionnaireId: string,
      linkId: string,
      key: 'valueString' | 'valueDate',
      limit: number,
    ): Promise<string[]> {
      if (limit <= 0) return [];
      const present = key === 'valueDate' ? sql`and v.value->>'valueDate' <> ''` : sql``;
      const result = await db.execute(sql`select v.value->>${key}::text as text
        from (select r.answers, r.answered_at, r.assigned_at, r.id from questionnaire_responses r
          where r.questionnaire_id = ${questionnaireId} and r.status = 'completed'
          order by r.answered_at desc nulls last, r.assigned_at, r.id) r
        cross join lateral jsonb_array_elements(r.answers) with ordinality i(item, io)
        cross join lateral jsonb_array_elements(case when jsonb_typeof(i.item->'answer') = 'array'
          then i.item->'answer' else '[]'::jsonb end) with ordinality v(value, vo)
        where i.item->>'linkId' = ${linkId} and jsonb_typeof(v.value->${key}::text) = 'string' ${present}
        order by r.answered_at desc nulls last, r.assigned_at, r.id, i.io, v.vo
        limit ${limit}`);
      return rowsOf<{ text: string }>(result).map((r) => r.text);
    },
  };
}
export type SummaryQueries = ReturnType<typeof createSummaryQueries>;
