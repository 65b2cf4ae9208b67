import {
  MESSAGES_WINDOW_DAYS,
  type MessagesQuery,
  type OutboxMessage,
  type Paged,
  type ScheduledOverview,
  type ScheduledWork,
} from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { JobEngine } from '../../jobs/engine.ts';
import { DELIVERY_JOB, type Mailer } from '../../mail/mailer.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { UpcomingScope } from '../module.ts';
import type { MessageRow, MessagesRepository, Scope } from './repository.ts';

/** How many upcoming changes and failures the screen lists (the soonest, the newest). */
const SCHEDULE_LIMIT = 50;

const DAY_MS = 86_400_000;

const organisationOf = (row: { organisationId: string | null; organisationName: string | null }) =>
  row.organisationId && row.organisationName !== null
    ? { id: row.organisationId, name: row.organisationName }
    : null;

/**
 * The rows a caller reads: their organisation's; a super admin's selected one, or every
 * organisation's (product-wide mail included) when none is selected.
 */
const readScope = (t: Tenancy): Scope => t.organisationId;

export function createMessagesService(deps: {
  repo: MessagesRepository;
  audit: Pick<AuditLog, 'recordFor'>;
  mailer: Pick<Mailer, 'retry'>;
  jobs: Pick<JobEngine, 'dueTimes'>;
  /** Every module's upcoming scheduled work, merged. */
  upcoming: (scope: UpcomingScope) => Promise<ScheduledWork[]>;
  now: () => number;
}) {
  const { repo, audit, mailer, jobs, now } = deps;
  const since = () => new Date(now() - MESSAGES_WINDOW_DAYS * DAY_MS);

  /** The rows as the contract has them, with each queued one's next attempt (one query for them all). */
  async function present(rows: MessageRow[]): Promise<OutboxMessage[]> {
    const queued = rows.flatMap((r) => (r.state === 'queued' && r.jobId ? [r.jobId] : []));
    const due = await jobs.dueTimes(DELIVERY_JOB, queued);
    return rows.map((r) => {
      const next = r.state === 'queued' && r.jobId ? due.get(r.jobId) : undefined;
      return {
        id: r.id,
        to: r.to,
        subject: r.subject,
        state: r.state,
        attempts: r.attempts,
        lastError: r.state === 'sent' ? null : r.error,
        createdAt: r.createdAt.toISOString(),
        sentAt: r.sentAt?.toISOString() ?? null,
        nextAttemptAt: next?.toISOString() ?? null,
        organisation: organisationOf(r),
      };
    });
  }

  return {
    async list(t: Tenancy, q: MessagesQuery): Promise<Paged<OutboxMessage>> {
      const { rows, total } = await repo.list(readScope(t), { ...q, since: since() });
      return { data: await present(rows), page: q.page, size: q.size, total };
    },

    /**
     * Sends a failed message again: a new delivery job, its attempts starting over. Only a failed
     * one: a queued message is still being tried and a sent one arrived.
     */
    async retry(t: Tenancy, id: string): Promise<OutboxMessage> {
      // The super admin may retry any organisation's message, whichever one they selected.
      const scope = t.superAdmin ? null : t.organisationId;
      const row = await repo.byId(scope, id);
      if (!row) throw notFound('Message');
      const notFailed = () =>
        conflict(
          `Only a failed message can be sent again: this one is ${row.state === 'sent' ? 'sent' : 'still being sent'}`,
        );
      if (row.state !== 'failed') throw notFailed();
      // The mailer writes the row and its job in its own transaction (never inside another one).
      if (!(await mailer.retry(id))) throw notFailed();
      await audit.recordFor(t, { organisationId: row.organisationId, action: 'message.retry', subject: id });
      const updated = await repo.byId(scope, id);
      if (!updated) throw notFound('Message');
      const [message] = await present([updated]);
      return message as OutboxMessage;
    },

    async scheduled(t: Tenancy): Promise<ScheduledOverview> {
      const organisationId = readScope(t);
      const [upcoming, failures] = await Promise.all([
        deps.upcoming({ organisationId, now: new Date(now()), limit: SCHEDULE_LIMIT }),
        repo.failures(organisationId, since(), SCHEDULE_LIMIT),
      ]);
      return {
        upcoming,
        failures: failures.map((f) => ({
          id: f.id,
          kind: f.kind,
          subject: f.subject,
          failedAt: f.failedAt.toISOString(),
          reason: f.reason,
          organisation: organisationOf(f),
        })),
      };
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
