import type { AuditLog } from '../../audit/audit-log.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { Notify } from '../notifications/index.ts';
import { DEFAULT_EXACT_TOTAL_LIMIT } from '../../db/list-total.ts';
import { createAccess, type RequireFeature } from './access.ts';
import { createAnsweringService } from './answering.ts';
import { createFlagAlerts } from './flag-alerts.ts';
import { createFlagService } from './flag-service.ts';
import { createChildrenService } from './children-service.ts';
import { createMineService } from './mine.ts';
import type { FamiliesRepository } from '../families/index.ts';
import type { QuestionnairesRepository } from './repository.ts';
import { createResponsesService } from './responses-service.ts';
import { questionnaireRoutes } from './routes.ts';
import { createQuestionnairesService } from './service.ts';

/** The questionnaire services over one repository, and their routes (app.ts registers them; the seed uses the services). */
export function createQuestionnaires(deps: {
  repo: QuestionnairesRepository;
  requireFeature: RequireFeature;
  audit: AuditLog;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  /** The clock assignments are dated by (tests move it); Date.now when absent. */
  now?: () => number;
  families: Pick<FamiliesRepository, 'childAccess' | 'isActiveLink'>;
  /** The notification centre (the guardians asked are told there too); absent in the demo seed. */
  notify?: Notify;
  /** Per-person results count exactly up to this many responses, then estimate (LIST_EXACT_TOTAL_LIMIT). */
  exactTotalLimit?: number | undefined;
}) {
  const { repo, requireFeature, audit } = deps;
  const access = createAccess(repo, requireFeature);
  const questionnaires = createQuestionnairesService({ repo, requireFeature, audit });
  const responses = createResponsesService({
    repo,
    access,
    audit,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    families: deps.families,
    now: deps.now ?? Date.now,
    notify: deps.notify,
    exactTotalLimit: deps.exactTotalLimit ?? DEFAULT_EXACT_TOTAL_LIMIT,
  });
  const mine = createMineService({ repo, families: deps.families, audit });
  const now = deps.now ?? Date.now;
  const alerts = createFlagAlerts({
    repo,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    notify: deps.notify,
  });
  const answering = createAnsweringService({ repo, access, own: mine, audit, alerts, now });
  const flags = createFlagService({ repo, access, audit, now });
  const children = createChildrenService({ repo, access, audit });
  return {
    questionnaires,
    responses,
    answering,
    mine,
    flags,
    routes: questionnaireRoutes({ questionnaires, responses, answering, mine, flags, children, repo }),
  };
}
