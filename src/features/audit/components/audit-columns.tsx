import type { GridColDef } from '@mui/x-data-grid';
import type { AuditEntry } from '../../../api/contracts/audit.ts';
import type { Dates, Translate } from '../../../lib/index.ts';
import { actionWords } from './action-words.ts';

export interface AuditColumnsOptions {
  t: Translate;
  dates: Dates;
  /** The super admin across organisations: each row names its organisation. */
  showOrganisation: boolean;
}

/** An entry as an information governance officer reads it: when, who, what, about whom, how much, from where. */
export function auditColumns({ t, dates, showOrganisation }: AuditColumnsOptions): GridColDef<AuditEntry>[] {
  const columns: GridColDef<AuditEntry>[] = [
    {
      field: 'at',
      headerName: t('audit.columns.at'),
      width: 160,
      sortable: false,
      valueFormatter: (value: string) => dates.dateTime(value),
    },
    {
      field: 'actor',
      headerName: t('audit.columns.actor'),
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: (_v, row) => row.actor?.name ?? t('audit.system'),
    },
    {
      field: 'action',
      headerName: t('audit.columns.action'),
      flex: 1.2,
      minWidth: 190,
      sortable: false,
      valueGetter: (_v, row) => actionWords(t, row.action),
    },
    {
      field: 'subject',
      headerName: t('audit.columns.subject'),
      flex: 1,
      minWidth: 160,
      sortable: false,
      // A record of no known kind and no name says nothing a reader could use: a dash, as for none.
      valueGetter: (_v, row) =>
        !row.subject || (row.subject.kind === 'other' && !row.subject.name)
          ? '—'
          : (row.subject.name ?? t('audit.unnamed', { kind: t(`audit.kinds.${row.subject.kind}`) })),
    },
    {
      field: 'rows',
      headerName: t('audit.columns.rows'),
      type: 'number',
      width: 90,
      sortable: false,
      valueFormatter: (value: number | null) => (value === null ? '—' : String(value)),
    },
    {
      field: 'ip',
      headerName: t('audit.columns.ip'),
      width: 140,
      sortable: false,
      valueFormatter: (value: string | null) => value ?? '—',
    },
  ];
  if (showOrganisation)
    columns.splice(1, 0, {
      field: 'organisation',
      headerName: t('audit.columns.organisation'),
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) => row.organisation?.name ?? '—',
    });
  return columns;
}
