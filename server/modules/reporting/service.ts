import type { Paged } from '../../../src/api/contracts/index.ts';
import type { QuestionnaireDefinition } from '../../../src/api/contracts/questionnaires.ts';
import {
  fieldsOf,
  reportDefinitionSchema,
  type ReportCell,
  type ReportDefinition,
  type ReportExport,
  type ReportOptions,
  type ReportRun,
  type ReportRunQuery,
  type SavedReport,
} from '../../../src/api/contracts/reporting.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { requireOrganisation, type Tenancy } from '../../plugins/tenancy.ts';
import type { Db } from '../../db/client.ts';
import type { Readable } from 'node:stream';
import { EXPORT_PAGE_ROWS, keysetPages, mapPages } from '../../http/export-stream.ts';
import { streamReportFile } from './export-file.ts';
import type { ReportKey } from './report-queries.ts';
import type { ReportingRepository, SavedReportRow } from './repository.ts';
import { answerCell, questionsOf, questionText, titleOf } from './words.ts';

/** Each raw cell as the report shows it: a question's answers in words (./words.ts). */
function worded(
  rows: unknown[][],
  saved: ReportDefinition,
  questionnaires: Map<string, QuestionnaireDefinition>,
): ReportCell[][] {
  return rows.map((row) =>
    row.map((value, i) => {
      const column = saved.columns[i];
      if (column?.kind !== 'questionnaire_response') return (value ?? null) as string | number | null;
      const definition = questionnaires.get(column.questionnaire_id);
      const question = definition && questionsOf(definition).find((x) => x.linkId === column.link_id);
      return answerCell(value, question);
    }),
  );
}

const toSaved = (row: SavedReportRow): SavedReport => ({
  ...reportDefinitionSchema.parse({ ...row.definition, name: row.name }),
  id: row.id,
  organisation_id: row.organisationId,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/**
 * Saved reports of an organisation (xplr-fea-repo): admins build, run and export them; every export
 * is logged. The role and the feature are the routes' permission's (reporting.manage).
 */
export function createReportingService(deps: {
  repo: ReportingRepository;
  audit: Pick<AuditLog, 'recordFor' | 'recordRead'>;
}) {
  const { repo, audit } = deps;

  const managed = async (t: Tenancy): Promise<string> => requireOrganisation(t);

  async function report(organisationId: string, id: string): Promise<SavedReportRow> {
    const row = await repo.byId(organisationId, id);
    if (!row) throw notFound('Report');
    return row;
  }

  /** The organisation's questionnaires a definition names, by id (missing: not the organisation's). */
  async function questionnairesOf(organisationId: string, d: ReportDefinition, tx?: Db) {
    const ids = [
      ...new Set(d.columns.flatMap((c) => (c.kind === 'questionnaire_response' ? [c.questionnaire_id] : []))),
    ];
    if (ids.length === 0) return new Map<string, QuestionnaireDefinition>();
    const rows = await repo.questionnaires(organisationId, ids, tx);
    return new Map(rows.map((r) => [r.id, r.definition as unknown as QuestionnaireDefinition]));
  }

  /** Refuses, naming the field, what the definition names that the subject or organisation lacks. */
  async function check(organisationId: string, d: ReportDefinition, tx?: Db): Promise<void> {
    const fields = fieldsOf(d.subject);
    const found = await questionnairesOf(organisationId, d, tx);
    for (const [i, c] of d.columns.entries()) {
      if (c.kind === 'field' && !fields.includes(c.field))
        throw validationError(`columns.${i}.field`, `The ${d.subject} report has no ${c.field} column`);
      if (c.kind === 'questionnaire_response') {
        const definition = found.get(c.questionnaire_id);
        // Another organisation's questionnaire answers as a missing one does.
        if (!definition)
          throw validationError(
            `columns.${i}.questionnaire_id`,
            'No such questionnaire in this organisation',
          );
        if (!questionsOf(definition).some((q) => q.linkId === c.link_id))
          throw validationError(`columns.${i}.link_id`, 'The questionnaire has no such question');
      }
    }
    if (!fields.includes(d.sort.field))
      throw validationError('sort.field', `The ${d.subject} report cannot be sorted by ${d.sort.field}`);
    const { created_from: from, created_to: to, area_ids: areas } = d.filters;
    if (from && to && from > to)
      throw validationError('filters.created_to', 'The last day comes before the first');
    if (areas && areas.length > 0) {
      const known = await repo.areaIdsIn(organisationId, [...new Set(areas)], tx);
      if (known.length !== new Set(areas).size)
        throw validationError('filters.area_ids', 'No such area in this organisation');
    }
  }

  const stored = ({ name: _name, ...rest }: ReportDefinition) => rest;

  return {
    async list(t: Tenancy, q: { page: number; size: number }): Promise<Paged<SavedReport>> {
      const organisationId = await managed(t);
      const { rows, total } = await repo.list(organisationId, q.page, q.size);
      return { data: rows.map(toSaved), page: q.page, size: q.size, total };
    },

    async get(t: Tenancy, id: string): Promise<SavedReport> {
      return toSaved(await report(await managed(t), id));
    },

    async create(t: Tenancy, d: ReportDefinition): Promise<SavedReport> {
      const organisationId = await managed(t);
      await check(organisationId, d);
      return repo.transaction(async (tx) => {
        const row = await repo.insert(
          { organisationId, name: d.name, definition: stored(d), createdBy: t.principal.sub },
          tx,
        );
        await audit.recordFor(t, { organisationId, action: 'report.create', subject: row.id }, tx);
        return toSaved(row);
      });
    },

    async update(t: Tenancy, id: string, d: ReportDefinition): Promise<SavedReport> {
      const organisationId = await managed(t);
      return repo.transaction(async (tx) => {
        // The write finds the report within the organisation (none: 404, before the definition is
        // checked, as another organisation's report reads as missing); a refused definition rolls it back.
        const row = await repo.update(organisationId, id, d.name, stored(d), tx);
        if (!row) throw notFound('Report');
        await check(organisationId, d, tx);
        await audit.recordFor(t, { organisationId, action: 'report.update', subject: id }, tx);
        return toSaved(row);
      });
    },

    async remove(t: Tenancy, id: string): Promise<void> {
      const organisationId = await managed(t);
      await repo.transaction(async (tx) => {
        if (!(await repo.remove(organisationId, id, tx))) throw notFound('Report');
        await audit.recordFor(t, { organisationId, action: 'report.delete', subject: id }, tx);
      });
    },

    async options(t: Tenancy): Promise<ReportOptions> {
      const organisationId = await managed(t);
      const [areas, questionnaires, focus] = await Promise.all([
        repo.areas(organisationId),
        repo.questionnaires(organisationId),
        repo.focusStates(organisationId),
      ]);
      const states = new Map<string, string[]>();
      for (const { state, code } of focus) states.set(state, [...(states.get(state) ?? []), code]);
      return {
        areas,
        questionnaires: questionnaires.map((q) => {
          const definition = q.definition as unknown as QuestionnaireDefinition;
          return {
            id: q.id,
            title: titleOf(definition),
            questions: questionsOf(definition).map((item) => ({
              link_id: item.linkId,
              text: questionText(item),
            })),
          };
        }),
        focus_states: [...states].map(([state, codes]) => ({ state, codes })),
      };
    },

    /** One page of the report's rows as the saved definition lists them now. */
    async run(t: Tenancy, id: string, q: ReportRunQuery): Promise<ReportRun> {
      const organisationId = await managed(t);
      const saved = toSaved(await report(organisationId, id));
      const questionnaires = await questionnairesOf(organisationId, saved);
      const { rows, total } = await repo.run(organisationId, saved, q.page, q.size);
      return {
        columns: saved.columns,
        rows: worded(rows, saved, questionnaires),
        page: q.page,
        size: q.size,
        total,
      };
    },

    /**
     * Every row of the report as an .xlsx file, streamed as its keyset pages are read; logged and
     * audited with the rows it truly holds when the stream ends (and whether it was read to the end).
     */
    async exportFile(t: Tenancy, id: string, pageRows = EXPORT_PAGE_ROWS): Promise<Readable> {
      const organisationId = await managed(t);
      const saved = toSaved(await report(organisationId, id));
      const questionnaires = await questionnairesOf(organisationId, saved);
      const pages = keysetPages(
        (after: ReportKey | undefined, limit) => repo.exportPage(organisationId, saved, after, limit),
        (last) => last.key,
        pageRows,
      );
      return streamReportFile({
        columns: saved.columns,
        fileName: 'report.xlsx',
        questionText: (c) => {
          if (c.kind !== 'questionnaire_response') return undefined;
          const definition = questionnaires.get(c.questionnaire_id);
          const question = definition && questionsOf(definition).find((x) => x.linkId === c.link_id);
          return question ? questionText(question) : undefined;
        },
        pages: mapPages(pages, (page) =>
          worded(
            page.map((r) => r.cells),
            saved,
            questionnaires,
          ),
        ),
        onEnd: ({ rows, complete }) =>
          repo.transaction(async (tx) => {
            await repo.insertExport(
              {
                organisationId,
                reportId: id,
                reportName: saved.name,
                userId: t.principal.sub,
                filters: saved.filters,
                rowCount: rows,
                format: 'xlsx',
              },
              tx,
            );
            await audit.recordRead(
              t,
              {
                action: 'export.report',
                organisationId,
                subject: { kind: 'report', id },
                rows,
                detail: { filters: saved.filters, complete },
              },
              tx,
            );
          }),
      });
    },

    async exports(t: Tenancy, q: { page: number; size: number }): Promise<Paged<ReportExport>> {
      const organisationId = await managed(t);
      const { rows, total } = await repo.exports(organisationId, q.page, q.size);
      return { data: rows.map((r) => this.toExport(r)), page: q.page, size: q.size, total };
    },

    toExport(r: Awaited<ReturnType<ReportingRepository['exports']>>['rows'][number]): ReportExport {
      const e = r.export;
      return {
        id: e.id,
        report_id: e.reportId,
        report_name: e.reportName,
        user:
          e.userId && r.firstName !== null
            ? { id: e.userId, first_name: r.firstName, surname: r.surname ?? '', email: r.email }
            : null,
        filters: e.filters,
        row_count: e.rowCount,
        format: e.format,
        created_at: e.createdAt.toISOString(),
      };
    },
  };
}
export type ReportingService = ReturnType<typeof createReportingService>;
