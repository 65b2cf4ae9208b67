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
 * whatever the number of answers), and a question's newest texts or dates, the first entries of
 * questionnaire_answer_texts_newest_idx (kept beside the counts by the same trigger).
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
      const result = await db.execute(sql`select value as text from questionnaire_answer_texts
        where questionnaire_id = ${questionnaireId} and link_id = ${linkId}
          and kind = ${key === 'valueDate' ? 'date' : 'string'}
        order by answered_at desc nulls last, assigned_at, response_id, item_ord, value_ord
        limit ${limit}`);
      return rowsOf<{ text: string }>(result).map((r) => r.text);
    },
  };
}
export type SummaryQueries = ReturnType<typeof createSummaryQueries>;
