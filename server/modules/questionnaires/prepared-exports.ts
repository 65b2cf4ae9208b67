import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  PREPARED_EXPORT_FILES,
  PREPARED_EXPORT_HOURS,
  type PreparedExport,
  type PreparedExportCreate,
} from '../../../src/api/contracts/questionnaires.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { JobEngine } from '../../jobs/engine.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import type { Access } from './access.ts';
import type { createAnswerExports, ExportWatch } from './answer-exports.ts';
import type { PreparedExportRow, PreparedExportsRepository } from './prepared-export-repository.ts';

/** The job that writes a prepared export's file, sent with the row that asks for it. */
export const PREPARE_EXPORT_JOB = 'questionnaires.prepare-export';
/** Hourly: ready files past their time are removed. */
export const EXPIRE_EXPORTS_JOB = 'questionnaires.expire-exports';

/** Thrown between pages when the export was cancelled: the reading stops there. */
class Cancelled extends Error {}

const iso = (d: Date | null) => d?.toISOString() ?? null;
export const toPreparedExport = (r: PreparedExportRow): PreparedExport => ({
  id: r.id,
  questionnaire_id: r.questionnaireId,
  format: r.format,
  state: r.state,
  rows_written: r.rowsWritten,
  rows_expected: r.rowsExpected,
  size: r.size,
  created_at: r.createdAt.toISOString(),
  finished_at: iso(r.finishedAt),
  expires_at: iso(r.expiresAt),
});

/**
 * The answers' exports prepared as files: the job streams the same generator the direct download
 * does into DATA_DIR/exports, counting each page and looking for a cancel before reading the next;
 * only the admin who asked may follow, fetch or cancel it (another admin's reads as missing).
 */
export function createPreparedExports(deps: {
  repo: PreparedExportsRepository;
  access: Pick<Access, 'managed' | 'questionnaireIn'>;
  exports: Pick<ReturnType<typeof createAnswerExports>, 'xlsx' | 'ndjson' | 'fhir'>;
  audit: Pick<AuditLog, 'recordFor'>;
  jobs: Pick<JobEngine, 'send'>;
  /** The folder of the files (DATA_DIR/exports). */
  dir: string;
  now: () => number;
}) {
  const { repo, access, audit } = deps;
  const fileOf = (name: string) => path.join(deps.dir, name);

  async function mine(t: Tenancy, id: string): Promise<PreparedExportRow> {
    const organisationId = await access.managed(t);
    const row = await repo.byId(id);
    if (!row || row.organisationId !== organisationId || row.requesterId !== t.principal.sub)
      throw notFound('Export');
    return row;
  }

  return {
    async create(t: Tenancy, body: PreparedExportCreate): Promise<PreparedExport> {
      const organisationId = await access.managed(t);
      await access.questionnaireIn(organisationId, body.questionnaireId);
      return repo.transaction(async (tx) => {
        const row = await repo.insert(
          {
            organisationId,
            requesterId: t.principal.sub,
            questionnaireId: body.questionnaireId,
            format: body.format,
          },
          tx,
        );
        await audit.recordFor(
          t,
          {
            organisationId,
            action: 'questionnaire.export_prepare',
            subject: row.id,
            detail: { questionnaireId: body.questionnaireId, format: body.format },
          },
          tx,
        );
        await deps.jobs.send(PREPARE_EXPORT_JOB, { id: row.id }, { tx });
        return toPreparedExport(row);
      });
    },

    async get(t: Tenancy, id: string): Promise<PreparedExport> {
      return toPreparedExport(await mine(t, id));
    },

    /** The ready file: 409 while it is being written (or failed, or was cancelled), 404 once removed. */
    async file(t: Tenancy, id: string) {
      const row = await mine(t, id);
      if (row.state === 'expired') throw notFound('Export file');
      if (row.state !== 'ready' || !row.fileName) throw conflict(`The export is ${row.state}, not ready`);
      const file = fileOf(row.fileName);
      const found = await stat(file).catch(() => undefined);
      if (!found) throw notFound('Export file');
      const { extension, type } = PREPARED_EXPORT_FILES[row.format];
      return {
        stream: createReadStream(file),
        size: found.size,
        type,
        name: `questionnaire-${row.questionnaireId}.${extension}`,
      };
    },

    /** Cancels a queued or running export (the job stops before its next page) and removes the file. */
    async cancel(t: Tenancy, id: string): Promise<PreparedExport> {
      const row = await mine(t, id);
      const at = new Date(deps.now());
      const cancelled = await repo.transaction(async (tx) => {
        const changed = await repo.update(
          id,
          ['queued', 'running', 'ready', 'failed'],
          { state: 'cancelled', finishedAt: row.finishedAt ?? at, expiresAt: null },
          tx,
        );
        if (changed)
          await audit.recordFor(
            t,
            { organisationId: row.organisationId, action: 'questionnaire.export_cancel', subject: id },
            tx,
          );
        return changed;
      });
      if (row.fileName) await rm(fileOf(row.fileName), { force: true });
      // Cancelling again, or an expired one, changes nothing.
      return toPreparedExport(cancelled ?? row);
    },

    /** The job: writes the file, a page at a time, unless the export was cancelled. */
    async run(id: string): Promise<void> {
      const asked = await repo.byId(id);
      if (!asked) return;
      const fileName = `${id}.${PREPARED_EXPORT_FILES[asked.format].extension}`;
      const rowsExpected = await repo.completed(asked.questionnaireId);
      // Queued, or running when a server stopped mid-way (the job is taken up again): from the start.
      const row = await repo.update(id, ['queued', 'running'], {
        state: 'running',
        rowsExpected,
        rowsWritten: 0,
        fileName,
      });
      if (!row) return;
      const t: Tenancy = {
        principal: { sub: row.requesterId } as Tenancy['principal'],
        superAdmin: false,
        organisationId: row.organisationId,
      };
      let written = 0;
      const watch: ExportWatch = {
        detail: { prepared: id },
        async page(rows) {
          written += rows;
          if (!(await repo.update(id, ['running'], { rowsWritten: written }))) throw new Cancelled();
        },
      };
      const file = fileOf(fileName);
      await mkdir(deps.dir, { recursive: true });
      try {
        await pipeline(
          await deps.exports[row.format](t, row.questionnaireId, watch),
          createWriteStream(file),
        );
        const { size } = await stat(file);
        const at = new Date(deps.now());
        const expiresAt = new Date(at.getTime() + PREPARED_EXPORT_HOURS * 3_600_000);
        const ready = await repo.update(id, ['running'], {
          state: 'ready',
          rowsWritten: written,
          size,
          finishedAt: at,
          expiresAt,
        });
        if (!ready) await rm(file, { force: true });
      } catch (error) {
        await rm(file, { force: true });
        if (error instanceof Cancelled) return;
        const failed = await repo.update(id, ['running'], {
          state: 'failed',
          finishedAt: new Date(deps.now()),
        });
        // Cancelled while the last page was written: nothing failed.
        if (failed) throw error;
      }
    },

    /** Removes the ready files whose time has passed; how many. */
    async expire(): Promise<number> {
      const due = await repo.expiring(new Date(deps.now()));
      for (const row of due) {
        if (row.fileName) await rm(fileOf(row.fileName), { force: true });
        await repo.update(row.id, ['ready'], { state: 'expired' });
      }
      return due.length;
    },
  };
}
export type PreparedExports = ReturnType<typeof createPreparedExports>;
