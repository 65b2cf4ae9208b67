import { useEffect, useReducer, useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { arSD, esES } from '@mui/x-data-grid/locales';
import {
  PersonName,
  StatusChip,
  createListState,
  listReducer,
  type StatusTone,
} from '../../src/design-system/index.ts';
import { DataTable, type DataTableExport, type DataTableQuery } from '../../src/design-system/data-table.ts';
import { formatDate } from '../../src/api/contracts/time.ts';

export interface Patient {
  id: string;
  first_name: string;
  surname: string;
  patient_number: string;
  status: AccountStatusCode;
  created_at: string;
}

export interface PatientQuery extends DataTableQuery {
  status: AccountStatusCode | null;
}

export type PatientSource = (query: PatientQuery) => Promise<{ rows: Patient[]; total: number }>;

const firstNames = ['Layla', 'Omar', 'Amelia', 'Yusuf', 'Sofía', 'Noah', 'Maryam', 'Leo', 'Zara', 'Ibrahim'];
const surnames = ['Haddad', 'Khan', 'Jones', 'García', 'Okafor', 'Smith', 'Nasser', 'Brown'];
/** A demo status column: the design system knows no account statuses, so the story names its own. */
type AccountStatusCode = 1 | 2 | 3 | 4 | 7;
const accountStatuses: Record<AccountStatusCode, { tone: StatusTone; key: string }> = {
  1: { tone: 'dark', key: 'requestApproval' },
  2: { tone: 'neutral', key: 'pending' },
  3: { tone: 'danger', key: 'pendingAccountActivation' },
  4: { tone: 'success', key: 'active' },
  7: { tone: 'warning', key: 'pendingAppActivation' },
};
const codes = Object.keys(accountStatuses).map(Number) as AccountStatusCode[];

/** Deterministic patients, registered one a day from 1 January 2025, patient numbers P-0001 …. */
export function makePatients(count: number): Patient[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `patient-${String(i + 1).padStart(4, '0')}`,
    first_name: firstNames[i % firstNames.length] as string,
    surname: surnames[i % surnames.length] as string,
    patient_number: `P-${String(i + 1).padStart(4, '0')}`,
    status: codes[i % codes.length] as AccountStatusCode,
    created_at: new Date(Date.UTC(2025, 0, 1 + i, 9, 30)).toISOString(),
  }));
}

/** What the API would do with the query: filter, sort, page (1-based). */
export const inMemorySource =
  (patients: Patient[]): PatientSource =>
  async ({ page, limit, sort, keyword, status }) => {
    const needle = keyword.toLowerCase();
    const matching = patients.filter(
      (p) =>
        (!needle || `${p.first_name} ${p.surname} ${p.patient_number}`.toLowerCase().includes(needle)) &&
        (status === null || p.status === status),
    );
    const direction = sort.order === 'asc' ? 1 : -1;
    const key = sort.field as keyof Patient;
    const sorted = [...matching].sort((a, b) => String(a[key]).localeCompare(String(b[key])) * direction);
    return { rows: sorted.slice((page - 1) * limit, page * limit), total: matching.length };
  };

const gridLocale = {
  en: undefined,
  ar: arSD.components.MuiDataGrid.defaultProps.localeText,
  es: esES.components.MuiDataGrid.defaultProps.localeText,
};

export interface PatientsTableProps {
  source: PatientSource;
  selectable?: boolean;
  onBulkDelete?: (ids: GridRowId[]) => void;
  exportPageSize?: number;
  download?: DataTableExport<Patient>['download'];
  onExported?: DataTableExport<Patient>['onExported'];
}

/** A patients list as a feature would build it: list-state reducer, translated labels, composed cells. */
export function PatientsTable({
  source,
  selectable,
  onBulkDelete,
  exportPageSize,
  download,
  onExported,
}: PatientsTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id: `ds.${id}` }, values);
  const [state, dispatch] = useReducer(
    listReducer<Patient, Record<string, never>>,
    createListState<Patient, Record<string, never>>(),
  );
  const [status, setStatus] = useState<AccountStatusCode | null>(null);
  // The last request that finished, by its query; while the current query has not finished, the list loads.
  const [settled, setSettled] = useState<{ key: string; error: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [selected, setSelected] = useState<GridRowId[]>([]);
  const query: PatientQuery = {
    page: state.page,
    limit: state.limit,
    sort: state.sort,
    keyword: state.filter,
    status,
  };

  const { page, limit, sort, filter } = state;
  const key = JSON.stringify([page, limit, sort, filter, status, attempt]);
  const loading = settled?.key !== key;
  const error = settled?.key === key ? settled.error : null;
  useEffect(() => {
    let current = true;
    source({ page, limit, sort, keyword: filter, status }).then(
      ({ rows, total }) => {
        if (!current) return;
        dispatch({ type: 'SET_ALL', data: rows, total });
        setSettled({ key, error: null });
      },
      (reason: unknown) => {
        if (current) setSettled({ key, error: reason instanceof Error ? reason.message : String(reason) });
      },
    );
    return () => {
      current = false;
    };
  }, [source, key, page, limit, sort, filter, status]);

  const onQueryChange = (next: DataTableQuery) => {
    if (next.keyword !== query.keyword) dispatch({ type: 'SEARCH', filter: next.keyword });
    else if (next.sort !== query.sort) dispatch({ type: 'SET_SORT', sort: next.sort });
    else if (next.limit !== query.limit) dispatch({ type: 'SET_LIMIT', limit: next.limit });
    else dispatch({ type: 'SET_PAGE', page: next.page });
  };

  const columns: GridColDef<Patient>[] = [
    {
      field: 'surname',
      headerName: t('table.columns.name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => <PersonName person={row} />,
    },
    { field: 'patient_number', headerName: t('table.columns.patientNumber'), width: 160 },
    {
      field: 'status',
      headerName: t('table.columns.status'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <StatusChip
          tone={accountStatuses[row.status].tone}
          label={t(`statusChip.${accountStatuses[row.status].key}`)}
        />
      ),
    },
    {
      field: 'created_at',
      headerName: t('table.columns.createdAt'),
      width: 160,
      valueFormatter: (value: string) => formatDate(value, intl.locale),
    },
  ];

  return (
    <div style={{ padding: 24 }}>
      <DataTable<Patient>
        label={t('table.label')}
        columns={columns}
        rows={state.data}
        rowCount={state.total}
        query={query}
        onQueryChange={onQueryChange}
        loading={loading}
        error={error}
        onRetry={() => setAttempt((n) => n + 1)}
        filtered={status !== null}
        filters={
          <TextField
            select
            size="small"
            label={t('table.status')}
            value={status ?? ''}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            onChange={(event) => {
              setStatus(event.target.value === '' ? null : (Number(event.target.value) as AccountStatusCode));
              dispatch({ type: 'SET_PAGE', page: 1 });
            }}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="">{t('table.allStatuses')}</MenuItem>
            {codes.map((code) => (
              <MenuItem key={code} value={code}>
                {t(`statusChip.${accountStatuses[code].key}`)}
              </MenuItem>
            ))}
          </TextField>
        }
        selectedIds={selectable ? selected : undefined}
        onSelectionChange={selectable ? setSelected : undefined}
        bulkActions={
          <Button color="error" variant="contained" onClick={() => onBulkDelete?.(selected)}>
            {t('table.delete')}
          </Button>
        }
        exportOptions={{
          fileName: 'patients.xlsx',
          pageSize: exportPageSize,
          fetchPage: (p, size) => source({ ...query, page: p, limit: size }),
          columns: [
            { header: t('table.columns.name'), value: (p) => `${p.first_name} ${p.surname}` },
            { header: t('table.columns.patientNumber'), value: (p) => p.patient_number },
            {
              header: t('table.columns.status'),
              value: (p) => t(`statusChip.${accountStatuses[p.status].key}`),
            },
            { header: t('table.columns.createdAt'), value: (p) => formatDate(p.created_at, intl.locale) },
          ],
          download,
          onExported,
        }}
        labels={{
          search: t('table.search'),
          export: t('table.export'),
          exporting: t('table.exporting'),
          exportFailed: t('table.exportFailed'),
          emptyTitle: t('table.emptyTitle'),
          emptyDescription: t('table.emptyDescription'),
          noResults: t('table.noResults'),
          errorTitle: t('table.errorTitle'),
          retry: t('table.retry'),
          selected: (count) => t('table.selected', { count }),
        }}
        localeText={gridLocale[intl.locale as keyof typeof gridLocale]}
      />
    </div>
  );
}
