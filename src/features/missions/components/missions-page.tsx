import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import BarChartIcon from '@mui/icons-material/BarChart';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import MapIcon from '@mui/icons-material/Map';
import FlagIcon from '@mui/icons-material/Flag';
import type { Mission } from '../../../api/contracts/missions.ts';
import { EmptyState, PageHeader } from '../../../design-system/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { localised, RowAction, useListActions } from '../../quizzes/index.ts';
import { useDeleteMission, useMissions, useSetMissionAreas } from '../api/missions.ts';
import { BadgeIcon } from './badge-icon.tsx';
import { MissionEditorDialog } from './mission-editor-dialog.tsx';
import { MissionProgressDialog } from './mission-progress-dialog.tsx';

/** /missions: the organisation's missions, their areas and each patient's progress; the step editor opens over the list. */
export function MissionsPage() {
  const t = useT();
  const { locale } = useIntl();
  const list = useMissions();
  const { trigger: remove } = useDeleteMission();
  const { trigger: setAreas } = useSetMissionAreas();
  const [editing, setEditing] = useState<Mission | null | undefined>(undefined);
  const [results, setResults] = useState<Mission | null>(null);
  const title = (q: Mission) => localised(q.title, locale);
  const rowActions = useListActions({ prefix: 'missions', title, remove, setAreas });

  const rows = list.data?.data;
  return (
    <>
      <PageHeader
        title={t('missions.title')}
        description={t('missions.description')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
            {t('missions.create')}
          </Button>
        }
      />
      {list.error ? (
        <LoadError title="missions.loadFailed" error={list.error} onRetry={() => void list.mutate()} />
      ) : !rows ? (
        <Loading heights={[48, 48]} label="table.loading" />
      ) : rows.length === 0 ? (
        <EmptyState icon={<FlagIcon />} title={t('missions.empty')} description={t('missions.emptyHelp')} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label={t('missions.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('missions.columns.title')}</TableCell>
                <TableCell align="right">{t('missions.columns.steps')}</TableCell>
                <TableCell>{t('missions.columns.badge')}</TableCell>
                <TableCell align="right">{t('missions.columns.areas')}</TableCell>
                <TableCell align="right">{t('missions.columns.patients')}</TableCell>
                <TableCell align="right">{t('missions.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((q) => (
                <TableRow key={q.id}>
                  <TableCell>{title(q)}</TableCell>
                  <TableCell align="right">{q.steps.length}</TableCell>
                  <TableCell>
                    <BadgeIcon icon={q.badge.icon} fontSize="small" sx={{ me: 1, verticalAlign: 'middle' }} />
                    {localised(q.badge.name, locale)}
                  </TableCell>
                  <TableCell align="right">{q.area_ids.length}</TableCell>
                  <TableCell align="right">
                    {t('missions.startedCompleted', {
                      started: q.started_count,
                      completed: q.completed_count,
                    })}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <RowAction
                      label={t('missions.actions.edit', { title: title(q) })}
                      icon={<EditIcon />}
                      onClick={() => setEditing(q)}
                    />
                    <RowAction
                      label={t('missions.actions.areas', { title: title(q) })}
                      icon={<MapIcon />}
                      onClick={() => rowActions.offer(q)}
                    />
                    <RowAction
                      label={t('missions.actions.progress', { title: title(q) })}
                      icon={<BarChartIcon />}
                      onClick={() => setResults(q)}
                    />
                    <RowAction
                      label={t('missions.actions.delete', { title: title(q) })}
                      icon={<DeleteIcon />}
                      onClick={() => rowActions.askToDelete(q)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <MissionEditorDialog mission={editing} onClose={() => setEditing(undefined)} />
      <MissionProgressDialog mission={results} onClose={() => setResults(null)} />
      {rowActions.dialogs}
    </>
  );
}
