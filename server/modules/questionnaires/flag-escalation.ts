import { ACKNOWLEDGE_HOURS_DEFAULT } from '../../../src/api/contracts/safeguarding.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { FlagAlerts } from './flag-alerts.ts';
import type { QuestionnairesRepository } from './repository.ts';

const HOUR = 3_600_000;

/**
 * Escalation, run every minute on every server: each flag nobody acknowledged by its
 * next_escalation_at tells the organisation's admins and its contacts again, and is due again one
 * interval (the organisation's acknowledgement time) later. Each escalation is claimed by a
 * conditional update in its own transaction with its e-mails and audit entry: two servers running
 * at once send it once, and a server that dies mid-way sends nothing (the next run does).
 */
export function createFlagEscalation(deps: {
  repo: QuestionnairesRepository;
  alerts: Pick<FlagAlerts, 'escalated'>;
  audit: Pick<AuditLog, 'record'>;
  now: () => number;
}) {
  const { repo } = deps;
  return {
    async run(): Promise<number> {
      const now = deps.now();
      let escalated = 0;
      for (const flag of await repo.dueEscalations(new Date(now))) {
        const seen = flag.nextEscalationAt as Date;
        const settings = await repo.safeguardingOf(flag.organisationId);
        const interval = (settings?.acknowledgeHours ?? ACKNOWLEDGE_HOURS_DEFAULT) * HOUR;
        // A server that was down does not send a burst: the next one is an interval from now at most.
        const due = seen.getTime() + interval;
        const next = new Date(due > now ? due : now + interval);
        const hours = Math.round((now - flag.raisedAt.getTime()) / HOUR);
        await repo.transaction(async (tx) => {
          const count = await repo.claimEscalation(flag.id, seen, next, tx);
          if (count === null) return;
          const told = await deps.alerts.escalated(flag, hours, tx);
          await deps.audit.record(
            {
              actorId: null,
              organisationId: flag.organisationId,
              action: 'questionnaire.flag.escalate',
              subject: flag.id,
              detail: { escalation: count, told },
            },
            tx,
          );
          escalated++;
        });
      }
      return escalated;
    },
  };
}
