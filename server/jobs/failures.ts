import { and, eq } from 'drizzle-orm';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailBrandOf } from '../mail/brand.ts';
import { mailLanguageOf } from '../mail/templates.ts';
import { organisations } from '../modules/organisations/schema.ts';
import { users } from '../modules/users/schema.ts';
import { AccountStatus, UserType } from '../../src/api/contracts/roles.ts';
import {
  changeSays,
  failureSays,
  scheduledMail,
  type ScheduledChangeNotice,
  type ScheduledFailureReport,
  type ScheduledSays,
} from './scheduled-mail.ts';
import { scheduledFailures } from './schema.ts';

export type { ScheduledChangeNotice, ScheduledFailureReport } from './scheduled-mail.ts';

type Deps = { db: Db; audit: AuditLog; mailer: Mailer; publicUrl: string };

/** E-mails each active admin of the organisation in their language, in the caller's transaction. */
async function mailAdmins(deps: Deps, tx: Db, organisationId: string, says: ScheduledSays): Promise<void> {
  const [organisation] = await tx
    .select({ language: organisations.language })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  const admins = await tx
    .select({ email: users.email, type: users.type, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.organisationId, organisationId),
        eq(users.type, UserType.Admin),
        eq(users.status, AccountStatus.Active),
      ),
    );
  const brand = admins.length ? await mailBrandOf(tx, organisationId, deps.publicUrl) : null;
  for (const admin of admins) {
    if (!admin.email) continue;
    const link = new URL('/messages', deps.publicUrl).toString();
    const language = mailLanguageOf(admin, organisation ?? null);
    await deps.mailer.send(scheduledMail(language, admin.email, says, link, brand), { organisationId, tx });
  }
}

/**
 * Records a scheduled change that failed, audits it, and e-mails each active admin of the
 * organisation in their language, all in one transaction: the failure is never only in a log.
 */
export function createFailureReporter(deps: Deps) {
  return async function reportScheduledFailure(report: ScheduledFailureReport): Promise<void> {
    await deps.db.transaction(async (tx) => {
      await tx.insert(scheduledFailures).values(report);
      await deps.audit.record(
        {
          actorId: null,
          organisationId: report.organisationId,
          action: 'scheduled.failed',
          subject: report.subject,
          detail: { kind: report.kind, reason: report.reason },
        },
        tx,
      );
      await mailAdmins(deps, tx, report.organisationId, failureSays(report));
    });
  };
}

/** Tells the organisation's admins that a scheduled change happened, in the change's transaction. */
export function createChangeNotifier(deps: Deps) {
  return (notice: ScheduledChangeNotice, tx: Db): Promise<void> =>
    mailAdmins(deps, tx, notice.organisationId, changeSays(notice));
}
