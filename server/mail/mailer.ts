import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from './schema.ts';
import { eq } from 'drizzle-orm';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The call-to-action link, kept apart so that development tools can show it. */
  link?: string;
}

export interface Mailer {
  /** Stores the message in the outbox and, with SMTP configured, starts delivering it. */
  send(message: MailMessage): Promise<void>;
  /**
   * Runs `work` once `start` has resolved (a public call's answer is sent), so that what the work
   * costs never shows in the answer's time. Tracked by `settled()`; a failure goes to `onError`.
   */
  later(work: () => Promise<void>, start?: Promise<void>): void;
  /** Resolves once every delayed work and SMTP delivery started so far has finished. */
  settled(): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  db: Db;
  /** smtp:// or smtps:// URL; none means outbox only. */
  smtpUrl?: string;
  from: string;
  /** Called for every message (development logs the link). */
  onQueued?: (message: MailMessage) => void;
  /** A delayed work that failed (logged: the caller has long had its answer). */
  onError?: (error: unknown) => void;
  /** Starts delayed work once it is due; tests hold it to show that answers do not wait for it. */
  schedule?: (run: () => void) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mailer; tests await `settled()` before reading the outbox. */
    mailer: Mailer;
  }
}

/**
 * The outbox is the record of every e-mail; SMTP delivery runs after the row is stored and never
 * fails the request that caused it: a failure is written to the row's `error`.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db } = options;
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string, message: MailMessage, smtp: Transporter): Promise<void> {
    try {
      await smtp.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await db.update(mailOutbox).set({ sentAt: new Date(), error: null }).where(eq(mailOutbox.id, id));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ error: reason.slice(0, 1000) })
        .where(eq(mailOutbox.id, id));
    }
  }

  return {
    async send(message) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          link: message.link ?? null,
        })
        .returning({ id: mailOutbox.id });
      options.onQueued?.(message);
      if (!transport || !row) return;
      const job = deliver(row.id, message, transport).finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    later(work, start = Promise.resolve()) {
      // The next turn of the event loop: whatever else finishes the answer (an in-process caller's
      // continuation, the socket write) goes first, even with the database in this process.
      const schedule = options.schedule ?? ((run: () => void) => setImmediate(run));
      const job = start
        .then(() => new Promise<void>((resolve) => schedule(resolve)))
        .then(work)
        .catch((error: unknown) => options.onError?.(error))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    async settled() {
      // A delayed work may start deliveries of its own: wait until nothing is left.
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close() {
      transport?.close();
    },
  };
}
