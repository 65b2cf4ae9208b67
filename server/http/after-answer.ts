import type { FastifyReply } from 'fastify';
import type { Mailer } from '../mail/mailer.ts';

/** A public call's answer, and the work that must wait until that answer has been sent. */
export interface Deferred<T> {
  answer: T;
  later?: () => Promise<void>;
}

/**
 * Returns the answer and queues its work to start once the reply is finished (or the connection
 * closed), so that a call that differs only in that work — a known e-mail address against an
 * unknown one — answers with the same body in the same time.
 */
export function answerFirst<T>(reply: FastifyReply, queue: Pick<Mailer, 'later'>, deferred: Deferred<T>): T {
  const { answer, later } = deferred;
  if (later) {
    const sent = new Promise<void>((resolve) => {
      reply.raw.once('finish', () => resolve());
      reply.raw.once('close', () => resolve());
    });
    queue.later(later, sent);
  }
  return answer;
}
