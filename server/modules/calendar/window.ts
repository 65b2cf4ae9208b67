import type { FastifyReply } from 'fastify';
import { RESULT_LIMIT_HEADER, TOTAL_COUNT_HEADER } from '../../../src/api/contracts/index.ts';

/** How a crowded window answers, in every calendar list's description. */
export const WINDOW =
  'Soonest first (start_time, then id), at most X-Result-Limit events; X-Total-Count is how many the ' +
  'window holds: when it is larger than the list, the list is the first ones and a shorter window shows the rest.';

/** The first events of a window (at most `limit`), and how many the window holds. */
export type EventWindowAnswer<T> = { events: T[]; total: number; limit: number };

/**
 * A window's count and limit go in headers so that the body stays the array every client reads: a total
 * above the body's length tells the reader it holds the first `limit` events only.
 */
export function sendWindow<T>(reply: FastifyReply, answer: EventWindowAnswer<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(answer.total));
  reply.header(RESULT_LIMIT_HEADER, String(answer.limit));
  return answer.events;
}
