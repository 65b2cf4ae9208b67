import type { FastifyReply } from 'fastify';
import {
  RESULT_LIMIT_HEADER,
  TOTAL_COUNT_HEADER,
  WHOLE_WINDOW_DAYS,
} from '../../../src/api/contracts/index.ts';

/** How a crowded window answers, in every calendar list's description. */
export const WINDOW =
  `Soonest first (start_time, then id). A window of at most ${WHOLE_WINDOW_DAYS} days answers every event it ` +
  'holds, X-Total-Count its length. A wider one answers at most X-Result-Limit events; X-Total-Count is how many ' +
  'the window holds: when it is larger than the list, the list is the first ones and a month at a time shows the rest.';

/** The events of a window (all of them, or at most `limit`), and how many the window holds. */
export type EventWindowAnswer<T> = { events: T[]; total: number; limit: number | null };

/**
 * A window's count and limit go in headers so that the body stays the array every client reads: a total
 * above the body's length tells the reader it holds the first `limit` events only; a whole window has no limit.
 */
export function sendWindow<T>(reply: FastifyReply, answer: EventWindowAnswer<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(answer.total));
  if (answer.limit !== null) reply.header(RESULT_LIMIT_HEADER, String(answer.limit));
  return answer.events;
}
