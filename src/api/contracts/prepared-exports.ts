import { z } from 'zod';
import { FHIR_JSON_TYPE, FHIR_NDJSON_TYPE, XLSX_TYPE } from './constants.ts';
import { INT4_MAX, text } from './text.ts';

/**
 * A questionnaire's answers prepared as a file by a job, for sets too large to stream to a waiting
 * browser: the portal asks for one, follows its progress, and downloads the file once it is ready.
 */

/**
 * Completed answers above which the portal prepares the file in the background instead of streaming
 * it: measured at 100,000 answers the streamed xlsx took 65.6 s on a loaded machine (docs/api.md),
 * so 50,000 is about half a minute, longer than a person watches a download button.
 */
export const PREPARED_EXPORT_THRESHOLD = 50_000;
/** Hours a prepared file is kept once it is ready, then removed. */
export const PREPARED_EXPORT_HOURS = 24;

export const PREPARED_EXPORT_FORMATS = ['xlsx', 'ndjson', 'fhir'] as const;
export type PreparedExportFormat = (typeof PREPARED_EXPORT_FORMATS)[number];

/** queued → running → ready (then expired) | failed | cancelled. */
export const PREPARED_EXPORT_STATES = [
  'queued',
  'running',
  'ready',
  'failed',
  'cancelled',
  'expired',
] as const;
export type PreparedExportState = (typeof PREPARED_EXPORT_STATES)[number];

/** POST /api/questionnaire/responses/exports */
export const preparedExportCreateSchema = z
  .strictObject({ questionnaireId: z.uuid(), format: z.enum(PREPARED_EXPORT_FORMATS) })
  .meta({ id: 'PreparedExportCreate' });
export type PreparedExportCreate = z.infer<typeof preparedExportCreateSchema>;

export const preparedExportIdParamsSchema = z.object({ id: z.uuid() });

const count = z.number().int().min(0).max(INT4_MAX);

export const preparedExportSchema = z
  .object({
    id: z.uuid(),
    questionnaire_id: z.uuid(),
    format: z.enum(PREPARED_EXPORT_FORMATS),
    state: z.enum(PREPARED_EXPORT_STATES),
    /** Answers written to the file so far (a page at a time). */
    rows_written: count,
    /** The completed answers counted when the job started (answers completed meanwhile may add a few). */
    rows_expected: count,
    /** The file's bytes once it is ready. */
    size: z.number().int().min(0).nullable(),
    created_at: text(),
    finished_at: text().nullable(),
    /** When a ready file is removed. */
    expires_at: text().nullable(),
  })
  .meta({ id: 'PreparedExport' });
export type PreparedExport = z.infer<typeof preparedExportSchema>;

/** The most of the asker's exports of a questionnaire listed (newest first): a page shows the latest. */
export const PREPARED_EXPORT_LIST_MAX = 10;

/** GET /api/questionnaire/responses/exports?questionnaireId= */
export const preparedExportListQuerySchema = z.object({ questionnaireId: z.uuid() });

/** The asker's own exports of one questionnaire that have not expired, newest first. */
export const preparedExportListSchema = z
  .object({ items: z.array(preparedExportSchema).max(PREPARED_EXPORT_LIST_MAX) })
  .meta({ id: 'PreparedExportList' });
export type PreparedExportList = z.infer<typeof preparedExportListSchema>;

/** The file's name and type by format. */
export const PREPARED_EXPORT_FILES: Record<PreparedExportFormat, { extension: string; type: string }> = {
  xlsx: { extension: 'xlsx', type: XLSX_TYPE },
  ndjson: { extension: 'ndjson', type: FHIR_NDJSON_TYPE },
  fhir: { extension: 'fhir.json', type: FHIR_JSON_TYPE },
};
