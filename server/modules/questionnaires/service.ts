import {
  canMoveQuestionnaire,
  QuestionnaireStatus,
  validateDefinition,
  type Questionnaire,
  type QuestionnaireDefinition,
  type QuestionnaireListQuery,
  type QuestionnaireSummary,
  type QuestionnaireUpdate,
} from '../../../src/api/contracts/questionnaires.ts';
import type { Paged } from '../../../src/api/contracts/index.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { createAccess, invalid, toRespondent, type RequireFeature } from './access.ts';
import type { QuestionnairesRepository, QuestionnaireRow } from './repository.ts';

type Summarised = Awaited<ReturnType<QuestionnairesRepository['summaries']>>['rows'][number];

const countItems = (items: QuestionnaireDefinition['item']): number =>
  items.reduce((n, i) => n + 1 + countItems(i.item ?? []), 0);

const toSummary = (r: Summarised): QuestionnaireSummary => ({
  id: r.questionnaire.id,
  organisation_id: r.questionnaire.organisationId,
  title: r.definition.title,
  status: r.questionnaire.status,
  version: r.questionnaire.currentVersion,
  item_count: countItems(r.definition.item),
  assigned: r.assigned,
  answered: r.answered,
  created_at: r.questionnaire.createdAt.toISOString(),
  updated_at: r.questionnaire.updatedAt.toISOString(),
});

/** Only what the definition schema allows is stored: the jsonb holds no stray keys. */
const definitionOf = (body: QuestionnaireDefinition): QuestionnaireDefinition => ({
  title: body.title,
  description: body.description ?? null,
  item: body.item,
  dutyOfCare: body.dutyOfCare ?? null,
});

/** Spec §7 questionnaire calls: list, read, create (one or many), edit (versions), status, delete. */
export function createQuestionnairesService(deps: {
  repo: QuestionnairesRepository;
  requireFeature: RequireFeature;
  audit: Pick<AuditLog, 'recordFor'>;
}) {
  const { repo, audit } = deps;
  const access = createAccess(repo, deps.requireFeature);

  const record = (
    t: Tenancy,
    organisationId: string,
    action: string,
    subject: string,
    detail: object,
    tx: Db,
  ) => audit.recordFor(t, { organisationId, action, subject, detail: { ...detail } }, tx);

  function check(definition: QuestionnaireDefinition, prefix = '') {
    const issues = validateDefinition(definition);
    if (issues.length) throw invalid(issues, prefix);
  }

  /**
   * A rule's own contacts must be active staff accounts (admins or staff) of the questionnaire's
   * organisation, as the organisation's own are: else nobody would be told when it is met.
   */
  async function checkContacts(organisationId: string, definitions: QuestionnaireDefinition[], many = false) {
    if (!definitions.some((d) => d.dutyOfCare?.contacts?.length)) return;
    const staff = new Set((await repo.staffOf(organisationId)).map((s) => s.id));
    const issues = definitions.flatMap((d, i) =>
      (d.dutyOfCare?.contacts ?? []).flatMap((id, c) =>
        staff.has(id)
          ? []
          : [
              {
                path: `${many ? `questionnaires.${i}.` : ''}dutyOfCare.contacts.${c}`,
                message: 'questionnaires.rule.contactNotStaff',
              },
            ],
      ),
    );
    if (issues.length) throw invalid(issues);
  }

  async function view(row: QuestionnaireRow, version?: number): Promise<Questionnaire> {
    const { rows } = await repo.summaries(row.organisationId, { questionnaireId: row.id }, 1, 1);
    const summary = rows[0];
    const chosen = await repo.version(row.id, version ?? row.currentVersion);
    if (!summary || !chosen) throw notFound('Questionnaire version');
    return {
      ...toSummary(summary),
      version: chosen.version,
      version_id: chosen.id,
      title: chosen.definition.title,
      description: chosen.definition.description ?? null,
      item: chosen.definition.item,
      dutyOfCare: chosen.definition.dutyOfCare ?? null,
    };
  }

  async function insert(t: Tenancy, organisationId: string, definition: QuestionnaireDefinition, tx: Db) {
    const row = await repo.insert(
      { organisationId, createdBy: t.principal.sub, definition: definitionOf(definition) },
      tx,
    );
    await record(t, organisationId, 'questionnaire.create', row.id, { title: definition.title.en }, tx);
    return row;
  }

  return {
    access,

    async list(t: Tenancy, q: QuestionnaireListQuery): Promise<Paged<QuestionnaireSummary>> {
      const organisationId = await access.managed(t, q.organisationId);
      const { rows, total } = await repo.summaries(organisationId, q, q.page, q.size);
      return { data: rows.map(toSummary), page: q.page, size: q.size, total };
    },

    async get(t: Tenancy, id: string, version?: number): Promise<Questionnaire> {
      const organisationId = await access.managed(t);
      return view(await access.questionnaireIn(organisationId, id), version);
    },

    /** Every questionnaire (or one) with who was asked, who answered and when. */
    async withUsers(t: Tenancy, q: { organisationId?: string; questionnaireId?: string; status?: number }) {
      const organisationId = await access.managed(t, q.organisationId);
      const { rows } = await repo.summaries(organisationId, q, 1, 1000);
      const responses = await repo.responses({ questionnaireIds: rows.map((r) => r.questionnaire.id) });
      return {
        data: rows.map((r) => ({
          ...toSummary(r),
          users: responses
            .filter((x) => x.response.questionnaireId === r.questionnaire.id)
            .map((x) => ({
              response_id: x.response.id,
              user: toRespondent(x.user),
              status: x.response.status,
              version: x.version,
              assigned_at: x.response.assignedAt.toISOString(),
              answered_at: x.response.answeredAt?.toISOString() ?? null,
            })),
        })),
      };
    },

    async create(t: Tenancy, body: QuestionnaireDefinition): Promise<Questionnaire> {
      const organisationId = await access.managed(t);
      check(body);
      await checkContacts(organisationId, [body]);
      return view(await repo.transaction((tx) => insert(t, organisationId, body, tx)));
    },

    /** Several at once (an import, a duplicate): all or none. */
    async createMany(t: Tenancy, bodies: QuestionnaireDefinition[]): Promise<Questionnaire[]> {
      const organisationId = await access.managed(t);
      bodies.forEach((b, i) => check(b, `questionnaires.${i}.`));
      await checkContacts(organisationId, bodies, true);
      const rows = await repo.transaction(async (tx) => {
        const created: QuestionnaireRow[] = [];
        for (const body of bodies) created.push(await insert(t, organisationId, body, tx));
        return created;
      });
      return Promise.all(rows.map((r) => view(r)));
    },

    /**
     * A draft is edited in place. An active (or Admin) questionnaire gets a new version: those
     * already asked keep the version they were asked, and their answers keep it too.
     */
    async update(t: Tenancy, body: QuestionnaireUpdate): Promise<Questionnaire> {
      const organisationId = await access.managed(t);
      const row = await access.questionnaireIn(organisationId, body.id);
      const { id: _id, ...definition } = body;
      check(definition);
      await checkContacts(organisationId, [definition]);
      const stored = definitionOf(definition);
      await repo.transaction(async (tx) => {
        const draft = row.status === QuestionnaireStatus.Draft;
        if (draft) await repo.replaceDefinition(row.id, row.currentVersion, stored, tx);
        else if (!(await repo.addVersion(row.id, row.currentVersion + 1, stored, t.principal.sub, tx)))
          throw conflict('The questionnaire was changed meanwhile: reload it and edit again');
        await record(
          t,
          organisationId,
          'questionnaire.update',
          row.id,
          {
            version: draft ? row.currentVersion : row.currentVersion + 1,
            newVersion: !draft,
          },
          tx,
        );
      });
      return view((await repo.byId(row.id)) as QuestionnaireRow);
    },

    /** Moves the status as the one table (QUESTIONNAIRE_TRANSITIONS) allows; any other move is 409. */
    async setStatus(t: Tenancy, id: string, status: number): Promise<Questionnaire> {
      const organisationId = await access.managed(t);
      const row = await access.questionnaireIn(organisationId, id);
      if (!canMoveQuestionnaire(row.status, status))
        throw conflict(`A questionnaire with status ${row.status} cannot move to status ${status}`);
      await repo.transaction(async (tx) => {
        if (!(await repo.setStatus(id, row.status, status, tx)))
          throw conflict('The questionnaire status was changed meanwhile');
        await record(t, organisationId, 'questionnaire.status', id, { from: row.status, to: status }, tx);
      });
      return view({ ...row, status });
    },

    /** Deletes questionnaires with their versions, responses and flags; every id must be the organisation's. */
    async remove(t: Tenancy, ids: string[]): Promise<void> {
      const organisationId = await access.managed(t);
      const unique = [...new Set(ids)];
      const rows = await repo.inOrganisation(organisationId, unique);
      const missing = unique.filter((id) => !rows.some((r) => r.id === id));
      if (missing.length) throw notFound(`Questionnaire ${missing.join(', ')}`);
      await repo.transaction(async (tx) => {
        await repo.remove(unique, tx);
        for (const id of unique) await record(t, organisationId, 'questionnaire.delete', id, {}, tx);
      });
    },
  };
}
export type QuestionnairesService = ReturnType<typeof createQuestionnairesService>;
