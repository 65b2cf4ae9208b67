import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import AddIcon from '@mui/icons-material/Add';
import type { GridRowId } from '@mui/x-data-grid';
import type { QuestionnaireSummary } from '../../../api/contracts/questionnaires.ts';
import { ConfirmDialog, PageHeader, useToast } from '../../../design-system/index.ts';
import { DataTable } from '../../../design-system/data-table.ts';
import { tableData, useDates, useListParams, useT, useTableLabels } from '../../../lib/index.ts';
import {
  useChangeStatus,
  useDeleteQuestionnaires,
  useDuplicateQuestionnaire,
  useQuestionnairePage,
} from '../api/questionnaires.ts';
import { questionnaireColumns } from './questionnaire-columns.tsx';
import { localised, STATUS_KEYS } from './localised.ts';

const FILTERS = ['all', ...STATUS_KEYS] as const;

/** /questionnaires: the organisation's questionnaires with their status, and the moves between statuses. */
export function QuestionnairesPage() {
  const t = useT();
  const tableLabels = useTableLabels();
  const dates = useDates();
  const { locale } = useIntl();
  const navigate = useNavigate();
  const toast = useToast();
  const { query, setQuery } = useListParams();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [selected, setSelected] = useState<GridRowId[]>([]);
  const [deleting, setDeleting] = useState(false);
  const status = filter === 'all' ? undefined : STATUS_KEYS.indexOf(filter);
  const page = useQuestionnairePage({ page: query.page, size: query.limit, keyword: query.keyword, status });
  const { trigger: move } = useChangeStatus();
  const { trigger: remove } = useDeleteQuestionnaires();
  const { trigger: duplicate } = useDuplicateQuestionnaire();

  const columns = useMemo(
    () =>
      questionnaireColumns(t, locale, dates, {
        move: (row, to) =>
          void move({ questionnaireId: row.id, status: to }).then(
            () =>
              toast.success(
                t(`questionnaires.moved.${STATUS_KEYS[to]}`, { title: localised(row.title, locale) }),
              ),
            () => toast.error(t('questionnaires.moveFailed')),
          ),
        duplicate: (row) =>
          void duplicate({ id: row.id, suffix: t('questionnaires.copySuffix') }).then(
            () => toast.success(t('questionnaires.duplicated', { title: localised(row.title, locale) })),
            () => toast.error(t('questionnaires.duplicateFailed')),
          ),
        edit: (row) => void navigate(`/questionnaires/edit?id=${row.id}`),
        preview: (row) => void navigate(`/questionnaires/preview?id=${row.id}`),
        assign: (row) => void navigate(`/questionnaires/assign?id=${row.id}`),
        responses: (row) => void navigate(`/questionnaires/responses?id=${row.id}`),
      }),
    [t, locale, dates, move, duplicate, navigate, toast],
  );

  const removeSelected = async () => {
    try {
      await remove(selected.map(String));
      toast.success(t('questionnaires.deleted', { n: selected.length }));
      setSelected([]);
    } catch {
      toast.error(t('questionnaires.deleteFailed'));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('questionnaires.title')}
        description={t('questionnaires.description')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => void navigate('/questionnaires/create')}
          >
            {t('questionnaires.create')}
          </Button>
        }
      />
      <DataTable<QuestionnaireSummary>
        label={t('questionnaires.title')}
        columns={columns}
        {...tableData(page, t)}
        query={query}
        onQueryChange={setQuery}
        filtered={filter !== 'all'}
        filters={
          <ToggleButtonGroup
            exclusive
            size="small"
            value={filter}
            onChange={(_e, next: (typeof FILTERS)[number] | null) => {
              if (next) setFilter(next);
            }}
            aria-label={t('questionnaires.filter')}
          >
            {FILTERS.map((key) => (
              <ToggleButton key={key} value={key}>
                {t(key === 'all' ? 'questionnaires.all' : `questionnaires.status.${key}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        }
        selectedIds={selected}
        onSelectionChange={setSelected}
        bulkActions={
          <Button color="error" size="small" onClick={() => setDeleting(true)}>
            {t('questionnaires.deleteSelected')}
          </Button>
        }
        labels={tableLabels({
          search: t('questionnaires.search'),
          emptyTitle: t('questionnaires.empty'),
          errorTitle: t('questionnaires.loadFailed'),
        })}
      />
      <ConfirmDialog
        open={deleting}
        destructive
        title={t('questionnaires.deleteTitle', { n: selected.length })}
        message={t('questionnaires.deleteMessage')}
        confirmLabel={t('questionnaires.delete')}
        cancelLabel={t('questionnaires.cancel')}
        onConfirm={() => void removeSelected()}
        onCancel={() => setDeleting(false)}
      />
    </>
  );
}
