import type { Readable } from 'node:stream';
import type {
  AnswerItem,
  DutyOfCare,
  QuestionnaireDefinition,
} from '../../../src/api/contracts/questionnaires.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { EXPORT_PAGE_ROWS, keysetPages, mapPages, streamText } from '../../http/export-stream.ts';
import { streamSheet, type ExportEnd } from '../../http/xlsx-stream.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { questionsOf, type Access } from './access.ts';
import {
  cellWords,
  childOf,
  displayName,
  exportHeader,
  exportLanguage,
  exportRow,
  ruleText,
  type ExportedResponse,
  type ExportLanguage,
} from './export-columns.ts';
import type { ExportKey } from './export-repository.ts';
import { toFhirQuestionnaire, toFhirResponse, type FhirPerson } from './fhir.ts';
import type { QuestionnairesRepository } from './repository.ts';
import type { PersonRow } from './response-repository.ts';

/**
 * A prepared export's hold on the reading: told the rows of each page once the writer has it and
 * before the next page is read (throwing stops the reading there), and named in the audit entry.
 */
export interface ExportWatch {
  page(rows: number): Promise<void>;
  detail: Record<string, unknown>;
}

/** Each page handed on, then `watch` told of it before the next one is read. */
async function* watched<Row>(pages: AsyncIterable<Row[]>, watch?: ExportWatch): AsyncGenerator<Row[]> {
  for await (const page of pages) {
    yield page;
    await watch?.page(page.length);
  }
}

type Repo = Pick<
  QuestionnairesRepository,
  'exportPage' | 'flagsOfResponses' | 'person' | 'version' | 'versionsByIds'
>;

/**
 * The answers' exports, streamed: the completed responses read in keyset pages, each page's flags
 * in one query, and each page written as it is read. The audit records the rows the file truly
 * holds when the stream ends (and whether the client read it to the end).
 */
export function createAnswerExports(deps: {
  repo: Repo;
  access: Access;
  audit: Pick<AuditLog, 'recordRead'>;
  /** Rows a page (tests make pages small to cross their edges). */
  pageRows?: number;
}) {
  const { repo, access } = deps;
  const pageRows = deps.pageRows ?? EXPORT_PAGE_ROWS;

  async function questionnaireFor(t: Tenancy, id: string) {
    const organisationId = await access.managed(t);
    const row = await access.questionnaireIn(organisationId, id);
    const current = await repo.version(row.id, row.currentVersion);
    const exporter = await repo.person(t.principal.sub);
    return {
      organisationId,
      row,
      definition: current?.definition as QuestionnaireDefinition,
      language: exportLanguage(exporter?.language),
    };
  }

  /** Every completed response, a page at a time, with its flags. */
  function pages(questionnaireId: string, watch?: ExportWatch) {
    const raw = keysetPages(
      (after: ExportKey | undefined, limit) => repo.exportPage(questionnaireId, after, limit),
      (last) => ({ assignedAt: last.key, id: last.response.id }),
      pageRows,
    );
    return mapPages(watched(raw, watch), async (page) => {
      const flags = await repo.flagsOfResponses(page.map((x) => x.response.id));
      return page.map((x) => ({
        id: x.response.id,
        versionId: x.response.versionId,
        user: x.user,
        subject: x.subject?.id ? x.subject : null,
        version: x.version,
        answeredAt: x.response.answeredAt,
        score: x.response.score,
        answers: x.response.answers as AnswerItem[],
        flags: flags
          .filter((f) => f.responseId === x.response.id)
          .map((f) => ({
            rule: f.rule as unknown as DutyOfCare,
            acknowledgedAt: f.acknowledgedAt,
            acknowledgedBy: f.acknowledgedBy?.id ? f.acknowledgedBy : null,
          })),
      }));
    });
  }

  const audited =
    (t: Tenancy, organisationId: string, id: string, format: string, watch?: ExportWatch) =>
    ({ rows, complete }: ExportEnd) =>
      deps.audit.recordRead(t, {
        action: 'export.answers',
        organisationId,
        subject: { kind: 'questionnaire', id },
        rows,
        detail: { format, complete, ...watch?.detail },
      });

  const fhirPerson = (p: PersonRow): FhirPerson => ({
    id: p.id,
    type: p.type,
    name: displayName(p),
    patientNumber: p.patientNumber,
  });

  function fhirResponse(
    row: { id: string },
    x: ExportedResponse & { id: string; versionId: string },
    definitions: Map<string, QuestionnaireDefinition>,
    language: ExportLanguage,
  ) {
    const child = childOf(x.user, x.subject);
    return toFhirResponse({
      id: x.id,
      questionnaireId: row.id,
      version: x.version,
      definition: definitions.get(x.versionId) as QuestionnaireDefinition,
      author: fhirPerson(x.user),
      child: child ? fhirPerson(child) : null,
      answers: x.answers,
      answeredAt: x.answeredAt,
      flags: x.flags.map((f) => ({
        rule: ruleText(f.rule, language),
        acknowledgedBy: f.acknowledgedBy ? fhirPerson(f.acknowledgedBy) : null,
        acknowledgedAt: f.acknowledgedAt,
      })),
    });
  }

  /** Every completed response as a FHIR QuestionnaireResponse, a page at a time. */
  async function* fhirResponses(row: { id: string }, language: ExportLanguage, watch?: ExportWatch) {
    const definitions = new Map<string, QuestionnaireDefinition>();
    for await (const page of pages(row.id, watch)) {
      const missing = [...new Set(page.map((x) => x.versionId))].filter((id) => !definitions.has(id));
      for (const v of await repo.versionsByIds(missing))
        definitions.set(v.id, v.definition as QuestionnaireDefinition);
      yield page.map((x) => fhirResponse(row, x, definitions, language));
    }
  }

  return {
    /**
     * The completed answers as an xlsx workbook (one row per response, one sheet named 'data'),
     * streamed; see ./export-columns.ts for its columns.
     */
    async xlsx(t: Tenancy, questionnaireId: string, watch?: ExportWatch): Promise<Readable> {
      const { definition, organisationId, language } = await questionnaireFor(t, questionnaireId);
      const questions = questionsOf(definition);
      return streamSheet(
        exportHeader(questions, language),
        mapPages(pages(questionnaireId, watch), (page) => page.map((x) => exportRow(x, questions, language))),
        {
          fileName: 'questionnaire.xlsx',
          words: cellWords(language),
          onEnd: audited(t, organisationId, questionnaireId, 'xlsx', watch),
        },
      );
    },

    /**
     * The questionnaire (current version) and every completed response as a FHIR R5 Bundle of type
     * collection, streamed: byte for byte the document JSON.stringify would write whole.
     */
    async fhir(t: Tenancy, questionnaireId: string, watch?: ExportWatch): Promise<Readable> {
      const { row, organisationId, language, definition } = await questionnaireFor(t, questionnaireId);
      const entry = (resource: { id?: string }) =>
        JSON.stringify({ fullUrl: `urn:uuid:${resource.id}`, resource });
      const questionnaire = toFhirQuestionnaire({
        id: row.id,
        status: row.status,
        version: row.currentVersion,
        definition,
      });
      async function* entries(): AsyncGenerator<string[]> {
        yield [entry(questionnaire)];
        for await (const page of fhirResponses(row, language, watch)) yield page.map(entry);
      }
      return streamText(
        { head: '{"resourceType":"Bundle","type":"collection","entry":[', separator: ',', tail: ']}' },
        entries(),
        // The questionnaire is the first entry; the rows are the responses.
        ({ rows, complete }) =>
          audited(
            t,
            organisationId,
            questionnaireId,
            'fhir',
            watch,
          )({ rows: Math.max(0, rows - 1), complete }),
      );
    },

    /**
     * Every completed response as FHIR Bulk Data's NDJSON (`application/fhir+ndjson`): one
     * QuestionnaireResponse a line, each the resource the Bundle holds, streamed; nothing for none.
     */
    async ndjson(t: Tenancy, questionnaireId: string, watch?: ExportWatch): Promise<Readable> {
      const { row, organisationId, language } = await questionnaireFor(t, questionnaireId);
      return streamText(
        { head: '', separator: '', tail: '' },
        mapPages(fhirResponses(row, language, watch), (page) => page.map((r) => `${JSON.stringify(r)}\n`)),
        audited(t, organisationId, questionnaireId, 'ndjson', watch),
      );
    },
  };
}
