import {
  flattenItems,
  type DutyOfCare,
  type FlagOutcome,
  type QuestionnaireDefinition,
  type QuestionnaireFlag,
} from '../../../src/api/contracts/questionnaires.ts';
import {
  ACKNOWLEDGE_HOURS_DEFAULT,
  emergencyNumberFor,
  type SafeguardingSettings,
  type SafeguardingView,
  type SafetyNet,
} from '../../../src/api/contracts/safeguarding.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { conflict, notFound, validationError } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { toRespondent, type Access } from './access.ts';
import type { FlagListStatus } from './flag-repository.ts';
import { familyLanguage, safetyNetOf } from './flag-safety-net.ts';
import type { QuestionnairesRepository } from './repository.ts';

type Row = Awaited<ReturnType<QuestionnairesRepository['flagList']>>[number];
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The question an answer rule names, in the version the answers were given to. */
const questionOf = (rule: DutyOfCare, definition: QuestionnaireDefinition) =>
  rule.kind === 'answer'
    ? (flattenItems(definition.item).find((p) => p.item.linkId === rule.linkId)?.item.text ?? null)
    : null;

const toFlag = ({ flag, user, subject, definition }: Row): QuestionnaireFlag => ({
  id: flag.id,
  questionnaire_id: flag.questionnaireId,
  questionnaire_title: (definition as unknown as QuestionnaireDefinition).title,
  response_id: flag.responseId,
  user: toRespondent(user),
  subject: subject ? toRespondent(subject) : null,
  rule: flag.rule as unknown as DutyOfCare,
  question: questionOf(flag.rule as unknown as DutyOfCare, definition as unknown as QuestionnaireDefinition),
  score: flag.score,
  state: flag.state,
  raised_at: flag.raisedAt.toISOString(),
  acknowledged_at: iso(flag.acknowledgedAt),
  acknowledged_by: flag.acknowledgedBy,
  note: flag.note,
  started_at: iso(flag.startedAt),
  resolved_at: iso(flag.resolvedAt),
  resolved_by: flag.resolvedBy,
  outcome: flag.outcome,
  resolution_note: flag.resolutionNote,
  escalations: flag.escalations,
  next_escalation_at: iso(flag.nextEscalationAt),
});

const STEP_REFUSED = {
  acknowledge: 'This flag has already been acknowledged',
  start: 'Only an acknowledged flag can be started',
  resolve: 'Only an acknowledged flag can be resolved, once',
};

/**
 * The duty-of-care queue (docs/product.md § Duty of care): staff move a flag raised → acknowledged →
 * in progress → resolved, each step once and audited; admins set who is told and how soon it
 * escalates; the answer routes read the family's safety net here.
 */
export function createFlagService(deps: {
  repo: QuestionnairesRepository;
  access: Access;
  audit: Pick<AuditLog, 'record'>;
  now: () => number;
}) {
  const { repo, access, audit } = deps;

  async function shown(organisationId: string, id: string): Promise<QuestionnaireFlag> {
    const [row] = await repo.flagList(organisationId, 'all', id);
    if (!row) throw notFound('Flag');
    return toFlag(row);
  }

  async function move(
    t: Tenancy,
    id: string,
    action: keyof typeof STEP_REFUSED,
    detail: Record<string, unknown>,
    change: (
      at: Date,
      tx: Parameters<Parameters<QuestionnairesRepository['transaction']>[0]>[0],
    ) => Promise<boolean>,
  ): Promise<QuestionnaireFlag> {
    const organisationId = await access.staff(t);
    const flag = await repo.flagById(id);
    if (!flag || flag.organisationId !== organisationId) throw notFound('Flag');
    await repo.transaction(async (tx) => {
      if (!(await change(new Date(deps.now()), tx))) throw conflict(STEP_REFUSED[action]);
      await audit.record(
        {
          actorId: t.principal.sub,
          organisationId,
          action: `questionnaire.flag.${action}`,
          subject: id,
          detail,
        },
        tx,
      );
    });
    return shown(organisationId, id);
  }

  return {
    async list(t: Tenancy, status: FlagListStatus): Promise<QuestionnaireFlag[]> {
      const organisationId = await access.staff(t);
      return (await repo.flagList(organisationId, status)).map(toFlag);
    },
    async one(t: Tenancy, id: string): Promise<QuestionnaireFlag> {
      return shown(await access.staff(t), id);
    },
    acknowledge: (t: Tenancy, id: string, note: string | undefined) =>
      move(t, id, 'acknowledge', { note: note ?? null }, (at, tx) =>
        repo.acknowledgeFlag(id, t.principal.sub, note ?? null, at, tx),
      ),
    start: (t: Tenancy, id: string) => move(t, id, 'start', {}, (at, tx) => repo.startFlag(id, at, tx)),
    resolve: (t: Tenancy, id: string, outcome: FlagOutcome, note: string) =>
      move(t, id, 'resolve', { outcome, note }, (at, tx) =>
        repo.resolveFlag(id, t.principal.sub, outcome, note, at, tx),
      ),

    /** The settings as saved, or the defaults; and the staff who can be named. */
    async settings(t: Tenancy): Promise<SafeguardingView> {
      const organisationId = await access.managed(t);
      const [row, organisation, staff] = await Promise.all([
        repo.safeguardingOf(organisationId),
        repo.organisationSettingsOf(organisationId),
        repo.staffOf(organisationId),
      ]);
      return {
        contact_user_ids: row?.contactUserIds ?? [],
        team_email: row?.teamEmail ?? null,
        acknowledge_hours: row?.acknowledgeHours ?? ACKNOWLEDGE_HOURS_DEFAULT,
        emergency_number: row?.emergencyNumber ?? emergencyNumberFor(organisation?.language ?? 'en'),
        urgent_help: row?.urgentHelp ?? null,
        staff: staff.map((s) => ({ id: s.id, type: s.type, first_name: s.firstName, surname: s.surname })),
      };
    },
    async saveSettings(t: Tenancy, input: SafeguardingSettings): Promise<SafeguardingView> {
      const organisationId = await access.managed(t);
      const ids = [...new Set(input.contact_user_ids)];
      const staff = new Set((await repo.staffOf(organisationId)).map((s) => s.id));
      if (ids.some((id) => !staff.has(id)))
        throw validationError(
          'contact_user_ids',
          'Each contact must be an active staff account of the organisation',
        );
      await repo.transaction(async (tx) => {
        await repo.saveSafeguarding(
          {
            organisationId,
            contactUserIds: ids,
            teamEmail: input.team_email,
            acknowledgeHours: input.acknowledge_hours,
            emergencyNumber: input.emergency_number,
            urgentHelp: input.urgent_help,
          },
          tx,
        );
        await audit.record(
          {
            actorId: t.principal.sub,
            organisationId,
            action: 'questionnaire.safeguarding.update',
            subject: organisationId,
            detail: { contacts: ids.length, acknowledge_hours: input.acknowledge_hours },
          },
          tx,
        );
      });
      return this.settings(t);
    },

    /** The safety net of a response's answers, in the reader's language; null when no rule was met. */
    async safetyNetFor(responseId: string, readerId: string): Promise<SafetyNet | null> {
      const flag = await repo.flagOfResponse(responseId);
      if (!flag) return null;
      const [organisation, settings, reader] = await Promise.all([
        repo.organisationSettingsOf(flag.organisationId),
        repo.safeguardingOf(flag.organisationId),
        repo.personById(readerId),
      ]);
      if (!organisation) return null;
      const language = familyLanguage(reader ?? { type: 2, language: null }, organisation);
      return safetyNetOf(flag.rule as unknown as DutyOfCare, settings, organisation, language);
    },
  };
}
export type FlagService = ReturnType<typeof createFlagService>;
