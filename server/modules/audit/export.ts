import type { Readable } from 'node:stream';
import type { AuditFilter } from '../../../src/api/contracts/audit.ts';
import type { CellValue } from '../../../src/api/contracts/spreadsheet.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { EXPORT_PAGE_ROWS, keysetPages, mapPages } from '../../http/export-stream.ts';
import { streamSheet } from '../../http/xlsx-stream.ts';
import type { Tenancy } from '../../plugins/tenancy.ts';
import { toEntry } from './entries.ts';
import type { AuditRepository, AuditRow, AuditScope } from './repository.ts';

/** The export's columns. */
export const AUDIT_EXPORT_HEADER = [
  'When',
  'Action',
  'Who',
  'Their e-mail',
  'Organisation',
  'Subject',
  'Subject id',
  'Subject name',
  'Rows',
  'IP address',
];

/** One entry as a row of the export. */
export function auditExportRow(row: AuditRow): CellValue[] {
  const e = toEntry(row);
  return [
    new Date(e.at),
    e.action,
    e.actor?.name ?? '',
    e.actor?.email ?? '',
    e.organisation?.name ?? '',
    e.subject?.kind ?? '',
    e.subject?.id ?? '',
    e.subject?.name ?? '',
    e.rows ?? '',
    e.ip ?? '',
  ];
}

/**
 * The audit log's export, streamed like the answers' exports: the filtered entries newest first in
 * keyset pages on `seq`, each page written as it is read, nothing read once the client has left,
 * and the export itself recorded when the stream ends with the rows the client truly received.
 */
export function createAuditExport(deps: {
  repo: Pick<AuditRepository, 'exportPage'>;
  audit: Pick<AuditLog, 'recordRead'>;
  /** Rows a page (tests make pages small to cross their edges). */
  pageRows?: number;
}) {
  const { repo, audit } = deps;
  return (t: Tenancy, scope: AuditScope, f: AuditFilter): Readable => {
    const pages = keysetPages(
      (before: number | undefined, limit) => repo.exportPage(scope, f, before, limit),
      (last) => Number(last.seq),
      deps.pageRows ?? EXPORT_PAGE_ROWS,
    );
    return streamSheet(
      AUDIT_EXPORT_HEADER,
      mapPages(pages, (page) => page.map(auditExportRow)),
      {
        fileName: 'audit.xlsx',
        sheetName: 'audit',
        onEnd: ({ rows, complete }) =>
          audit.recordRead(t, {
            action: 'export.audit',
            organisationId: scope.organisationId,
            subject: { kind: 'other', id: scope.organisationId ?? 'all' },
            rows,
            detail: { filters: { ...f }, complete },
          }),
      },
    );
  };
}
