import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/ReadMoreOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { GridColDef } from '@mui/x-data-grid';
import { UserType, type AppUser } from '../../../api/contracts/index.ts';
import { PersonName } from '../../../design-system/index.ts';
import type { ExportColumn } from '../../../design-system/export.ts';
import type { Dates, Translate } from '../../../lib/index.ts';
import { AccountStatusChip } from './account-status-chip.tsx';

/** The two lists of app users: guardians and patients. */
export type AppUserKind = typeof UserType.Guardian | typeof UserType.Patient;

const person = (u: AppUser) => ({ ...u, app_code: u.child?.app_code ?? null });

/** The report columns (docs/product.md § What the portal shows and keeps): guardians and patients differ. */
export function appUserColumns(
  type: AppUserKind,
  t: Translate,
  dates: Dates,
  onDelete: (user: AppUser) => void,
): GridColDef<AppUser>[] {
  const date = (value: string | null) => (value ? dates.date(value) : '—');
  const actions: GridColDef<AppUser> = {
    field: 'actions',
    headerName: t('appUsers.columns.actions'),
    width: 110,
    sortable: false,
    renderCell: ({ row }) => {
      const name = `${row.first_name} ${row.surname}`.trim() || row.child?.app_code || row.id;
      return (
        <>
          <Tooltip title={t('appUsers.open')}>
            <IconButton
              size="small"
              component={RouterLink}
              to={`/user/${row.id}`}
              aria-label={t('appUsers.openNamed', { name })}
            >
              <OpenInNewIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('appUsers.delete')}>
            <IconButton
              size="small"
              aria-label={t('appUsers.deleteNamed', { name })}
              onClick={() => onDelete(row)}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      );
    },
  };
  if (type === UserType.Guardian) {
    return [
      { field: 'first_name', headerName: t('appUsers.columns.firstName'), flex: 1, minWidth: 120 },
      { field: 'surname', headerName: t('appUsers.columns.surname'), flex: 1, minWidth: 120 },
      { field: 'email', headerName: t('appUsers.columns.email'), flex: 2, minWidth: 200 },
      {
        field: 'status',
        headerName: t('appUsers.columns.subscription'),
        // The longest status, "Registered, pending account activation" (longer still in Spanish), uncut.
        width: 340,
        sortable: false,
        renderCell: ({ row }) => <AccountStatusChip status={row.status} />,
      },
      {
        field: 'activated_at',
        headerName: t('appUsers.columns.activated'),
        width: 130,
        valueFormatter: date,
      },
      actions,
    ];
  }
  return [
    {
      field: 'first_name',
      headerName: t('appUsers.columns.name'),
      flex: 2,
      minWidth: 200,
      renderCell: ({ row }) => (
        <PersonName
          person={person(row)}
          patientPrefix={t('appUsers.patientPrefix')}
          appCodeLabel={t('appUsers.appCode')}
          idLabel={t('appUsers.id')}
        />
      ),
    },
    {
      field: 'patient_number',
      headerName: t('appUsers.columns.patientNumber'),
      width: 150,
      sortable: false,
      valueFormatter: (v: string | null) => v ?? '—',
    },
    { field: 'created_at', headerName: t('appUsers.columns.created'), width: 130, valueFormatter: date },
    {
      field: 'app_code',
      headerName: t('appUsers.columns.appCode'),
      width: 120,
      sortable: false,
      valueGetter: (_v, row) => row.child?.app_code ?? '—',
    },
    { field: 'last_active', headerName: t('appUsers.columns.lastActive'), width: 130, valueFormatter: date },
    actions,
  ];
}

/** The spreadsheet columns: the same report, as plain values (dates as date cells). */
export function appUserExportColumns(type: AppUserKind, t: Translate): ExportColumn<AppUser>[] {
  return type === UserType.Guardian
    ? [
        { header: t('appUsers.columns.firstName'), value: (u) => u.first_name },
        { header: t('appUsers.columns.surname'), value: (u) => u.surname },
        { header: t('appUsers.columns.email'), value: (u) => u.email },
        { header: t('appUsers.columns.subscription'), value: (u) => t(`appUsers.status.${u.status}`) },
        {
          header: t('appUsers.columns.activated'),
          value: (u) => (u.activated_at ? new Date(u.activated_at) : null),
        },
      ]
    : [
        { header: t('appUsers.columns.firstName'), value: (u) => u.first_name || null },
        { header: t('appUsers.columns.surname'), value: (u) => u.surname || null },
        { header: t('appUsers.columns.patientNumber'), value: (u) => u.patient_number },
        { header: t('appUsers.columns.created'), value: (u) => new Date(u.created_at) },
        { header: t('appUsers.columns.appCode'), value: (u) => u.child?.app_code ?? null },
        {
          header: t('appUsers.columns.lastActive'),
          value: (u) => (u.last_active ? new Date(u.last_active) : null),
        },
      ];
}
