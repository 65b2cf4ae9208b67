import {
  AUDIT_RETENTION_DAYS,
  RETENTION_PERIODS,
  type RetentionSchedule,
  type RetentionUpdate,
} from '../../../src/api/contracts/retention.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { notFound } from '../../http/errors.ts';
import { assertWithinOrganisation, requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { RetentionRepository, RetentionRow } from './repository.ts';

const toSchedule = (organisationId: string, row: RetentionRow | undefined): RetentionSchedule => ({
  organisation_id: organisationId,
  outbox_body_days: row?.outboxBodyDays ?? RETENTION_PERIODS.outbox_body_days.default,
  issue_screenshot_days: row?.issueScreenshotDays ?? RETENTION_PERIODS.issue_screenshot_days.default,
  app_activity_days: row?.appActivityDays ?? RETENTION_PERIODS.app_activity_days.default,
  ended_session_days: row?.endedSessionDays ?? RETENTION_PERIODS.ended_session_days.default,
  audit_days: AUDIT_RETENTION_DAYS,
  customised: Boolean(row),
});

/** An organisation's retention schedule: read and changed (within bounds) by its admins and the super admin. */
export function createRetentionService(deps: {
  repo: RetentionRepository;
  audit: Pick<AuditLog, 'recordFor'>;
}) {
  const { repo, audit } = deps;

  /** The named organisation (the super admin's choice), or the request's own. */
  async function organisationOf(t: Tenancy, named: string | undefined): Promise<string> {
    const id = named ?? requireOrganisation(t);
    assertWithinOrganisation(t, id, 'body');
    if (!(await repo.organisationExists(id))) throw notFound('Organisation');
    return id;
  }

  return {
    async get(t: Tenancy, named: string | undefined): Promise<RetentionSchedule> {
      const id = await organisationOf(t, named);
      return toSchedule(id, await repo.settings(id));
    },

    async update(t: Tenancy, body: RetentionUpdate): Promise<RetentionSchedule> {
      const { organisation_id: named, ...periods } = body;
      const id = await organisationOf(t, named);
      const row = await repo.transaction(async (tx) => {
        const before = toSchedule(id, await repo.settings(id, tx));
        const saved = await repo.save(
          id,
          {
            ...(periods.outbox_body_days !== undefined && { outboxBodyDays: periods.outbox_body_days }),
            ...(periods.issue_screenshot_days !== undefined && {
              issueScreenshotDays: periods.issue_screenshot_days,
            }),
            ...(periods.app_activity_days !== undefined && { appActivityDays: periods.app_activity_days }),
            ...(periods.ended_session_days !== undefined && { endedSessionDays: periods.ended_session_days }),
          },
          tx,
        );
        const changed = Object.fromEntries(
          Object.entries(periods).map(([kind, days]) => [
            kind,
            { from: before[kind as keyof typeof periods], to: days },
          ]),
        );
        await audit.recordFor(
          t,
          { organisationId: id, action: 'retention.update', subject: id, detail: changed },
          tx,
        );
        return saved;
      });
      return toSchedule(id, row);
    },
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;
