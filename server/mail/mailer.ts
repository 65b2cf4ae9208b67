import nodemailer, { type Transporter } from 'nodemailer';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { JobEngine, JobSpec } from '../jobs/engine.ts';
import { mailOutbox } from './schema.ts';
import { plainDeliveryError } from './delivery-errors.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The call-to-action link, kept apart so that development tools can show it. */
  link?: string;
}

export interface SendMailOptions {
  /** The organisation the e-mail is about: its admins see it on the messages screen. */
  organisationId?: string | null;
  /** The caller's transaction: the message is stored (and its delivery sent) with it, or not at all. */
  tx?: Db;
}

export interface Mailer {
  /**
   * Stores the message in the outbox and, with SMTP configured, its delivery job, in one
   * transaction (the caller's when given). Returns the message's id.
   */
  send(message: MailMessage, options?: SendMailOptions): Promise<string>;
  /** Sends a failed message again (a new round of attempts). False when it is not failed. */
  retry(id: string): Promise<boolean>;
  /** The delivery job, declared by the messages module. */
  jobs(): JobSpec[];
  /**
   * Runs `work` once `start` has resolved (a public call's answer is sent), so that what the work
   * costs never shows in the answer's time. Tracked by `settled()`; a failure goes to `onError`.
   */
  later(work: () => Promise<void>, start?: Promise<void>): void;
  /** Resolves once every delayed work started so far has finished (deliveries are jobs). */
  settled(): Promise<void>;
  close(): void;
}

/**
 * Delivery attempts: the first retry 20–40 s after the first failure (MAIL_RETRY_DELAY_SECONDS), each wait doubling (with
 * jitter) up to 4 hours; 15 attempts span about a day. Then the message is failed: an admin sees
 * it on the messages screen and may send it again.
 */
export const DELIVERY_POLICY = {
  retryLimit: 14,
  retryDelay: 20,
  retryBackoff: true,
  retryDelayMax: 4 * 3600,
  /** An attempt that hangs (a mail server that never answers) is given up and retried. */
  expireInSeconds: 120,
};

export const DELIVERY_JOB = 'mail.deliver';

export interface MailerOptions {
  db: Db;
  jobs: JobEngine;
  /** smtp:// or smtps:// URL; none means outbox only (nothing is delivered). */
  smtpUrl?: string;
  from: string;
  /** Tests shorten the waits between attempts. */
  policy?: Partial<typeof DELIVERY_POLICY>;
  /** Called for every message (development logs the link). */
  onQueued?: (message: MailMessage) => void;
  /** A delayed work that failed (logged: the caller has long had its answer). */
  onError?: (error: unknown) => void;
  /** A message delivered (the metrics count them). */
  onSent?: () => void;
  /** Starts delayed work once it is due; tests hold it to show that answers do not wait for it. */
  schedule?: (run: () => void) => void;
  now?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The mailer; tests await `settled()` before reading the outbox. */
    mailer: Mailer;
  }
}

/**
 * The outbox is the record of every e-mail. Its delivery is a job written in the same transaction
 * as the row, so a crash after the answer loses nothing; every attempt is counted on the row, a
 * message is sent at most once (a sent row is never sent again, and its Message-ID lets a mail
 * server drop a copy sent by an attempt that died before recording it).
 */
export function createMailer(options: MailerOptions): Mailer {
  const { db, jobs } = options;
  const now = options.now ?? Date.now;
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: string): Promise<void> {
    if (!transport) return;
    // Counted before the attempt: one that dies mid-way still shows.
    const [row] = await db
      .update(mailOutbox)
      .set({ attempts: sqlIncrement(), lastAttemptAt: new Date(now()) })
      .where(and(eq(mailOutbox.id, id), ne(mailOutbox.state, 'sent')))
      .returning();
    if (!row) return;
    try {
      await transport.sendMail({
        from: options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        messageId: `<${row.id}@lantern.mail>`,
      });
    } catch (error) {
      await db
        .update(mailOutbox)
        .set({ error: plainDeliveryError(error) })
        .where(eq(mailOutbox.id, id));
      throw error;
    }
    // Once delivered, the row keeps no working link: an activation or reset link in a database
    // backup would open the account it was sent for.
    await db
      .update(mailOutbox)
      .set({
        state: 'sent',
        sentAt: new Date(now()),
        error: null,
        jobId: null,
        link: null,
        text: withoutLink(row.text, row.link),
        html: withoutLink(row.html, row.link),
      })
      .where(eq(mailOutbox.id, id));
    options.onSent?.();
  }

  async function enqueue(id: string, tx: Db): Promise<void> {
    if (!transport) return;
    const jobId = await jobs.send(DELIVERY_JOB, { id }, { tx });
    await tx.update(mailOutbox).set({ jobId }).where(eq(mailOutbox.id, id));
  }

  async function store(message: MailMessage, organisationId: string | null, tx: Db): Promise<string> {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        organisationId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        link: message.link ?? null,
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('the outbox stored nothing');
    await enqueue(row.id, tx);
    return row.id;
  }

  return {
    async send(message, sendOptions = {}) {
      const organisationId = sendOptions.organisationId ?? null;
      const id = sendOptions.tx
        ? await store(message, organisationId, sendOptions.tx)
        : await db.transaction((tx) => store(message, organisationId, tx));
      options.onQueued?.(message);
      return id;
    },
    async retry(id) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(mailOutbox)
          .set({ state: 'queued' })
          // A message whose words the retention schedule erased has nothing left to send.
          .where(and(eq(mailOutbox.id, id), eq(mailOutbox.state, 'failed'), ne(mailOutbox.text, '')))
          .returning({ id: mailOutbox.id });
        if (!row) return false;
        await enqueue(row.id, tx);
        return true;
      });
    },
    jobs: () => [
      {
        name: DELIVERY_JOB,
        queue: { ...DELIVERY_POLICY, ...options.policy },
        run: (data) => deliver((data as { id: string }).id),
        // Every attempt failed: the message waits for an admin's retry.
        dead: async (data) => {
          await db
            .update(mailOutbox)
            .set({ state: 'failed', jobId: null })
            .where(and(eq(mailOutbox.id, (data as { id: string }).id), ne(mailOutbox.state, 'sent')));
        },
      },
    ],
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
      // A delayed work may start more of its own: wait until nothing is left.
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close() {
      transport?.close();
    },
  };
}

const LINK_REMOVED = '[link removed once sent]';

/** The body with its call-to-action link (as written in text, and HTML-escaped) taken out. */
export function withoutLink(body: string, link: string | null): string {
  if (!link) return body;
  const escaped = link.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return body.split(escaped).join(LINK_REMOVED).split(link).join(LINK_REMOVED);
}

function sqlIncrement() {
  return sql`${mailOutbox.attempts} + 1`;
}
