import type { GridColDef } from '@mui/x-data-grid';
import type { SigningReportRow } from '../../../api/contracts/index.ts';
import type { ExportColumn } from '../../../design-system/export.ts';
import type { Dates, Translate } from '../../../lib/index.ts';

/** Who accepted which version: the grid's columns. */
export const signingColumns = (t: Translate, dates: Dates): GridColDef<SigningReportRow>[] => [
  { field: 'first_name', headerName: t('terms.report.firstName'), flex: 1, minWidth: 110, sortable: false },
  { field: 'surname', headerName: t('terms.report.surname'), flex: 1, minWidth: 110, sortable: false },
  { field: 'email', headerName: t('terms.report.email'), flex: 2, minWidth: 180, sortable: false },
  { field: 'version', headerName: t('terms.report.version'), width: 120, sortable: false },
  {
    field: 'language',
    headerName: t('terms.report.language'),
    width: 110,
    sortable: false,
    valueFormatter: (value: string) => t(`terms.languages.${value}`),
  },
  {
    field: 'signed_at',
    headerName: t('terms.report.signedAt'),
    width: 140,
    sortable: false,
    valueFormatter: (value: string) => dates.date(value),
  },
];

/** The export holds the hash too: the proof of which text was accepted. */
export const signingExportColumns = (t: Translate): ExportColumn<SigningReportRow>[] => [
  { header: t('terms.report.firstName'), value: (r) => r.first_name },
  { header: t('terms.report.surname'), value: (r) => r.surname },
  { header: t('terms.report.email'), value: (r) => r.email ?? '' },
  { header: t('terms.report.version'), value: (r) => r.version },
  { header: t('terms.report.language'), value: (r) => r.language },
  { header: t('terms.report.signedAt'), value: (r) => new Date(r.signed_at) },
  { header: t('terms.report.hash'), value: (r) => r.text_sha256 },
];
