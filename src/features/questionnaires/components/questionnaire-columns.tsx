import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/EditOutlined';
import PreviewIcon from '@mui/icons-material/VisibilityOutlined';
import AssignIcon from '@mui/icons-material/GroupAddOutlined';
import ResponsesIcon from '@mui/icons-material/InsightsOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import {
  QUESTIONNAIRE_TRANSITIONS,
  type QuestionnaireStatusCode,
  type QuestionnaireSummary,
} from '../../../api/contracts/questionnaires.ts';
import type { Dates, Translate } from '../../../lib/index.ts';
import { localised, STATUS_KEYS } from './localised.ts';

const STATUS_COLOURS = ['default', 'success', 'info'] as const;

interface QuestionnaireActions {
  move: (row: QuestionnaireSummary, to: number) => void;
  duplicate: (row: QuestionnaireSummary) => void;
  edit: (row: QuestionnaireSummary) => void;
  preview: (row: QuestionnaireSummary) => void;
  assign: (row: QuestionnaireSummary) => void;
  responses: (row: QuestionnaireSummary) => void;
}

/** The list's columns: title, status chip, version, questions, asked/answered, last change, and actions. */
export function questionnaireColumns(
  t: Translate,
  locale: string,
  dates: Dates,
  on: QuestionnaireActions,
): GridColDef<QuestionnaireSummary>[] {
  const titleOf = (row: QuestionnaireSummary) => localised(row.title, locale);
  return [
    {
      field: 'title',
      headerName: t('questionnaires.columns.title'),
      flex: 2,
      minWidth: 200,
      sortable: false,
      valueGetter: (_v, row) => titleOf(row),
    },
    {
      field: 'status',
      headerName: t('questionnaires.columns.status'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={STATUS_COLOURS[row.status] ?? 'default'}
          label={t(`questionnaires.status.${STATUS_KEYS[row.status] ?? 'draft'}`)}
        />
      ),
    },
    {
      field: 'version',
      headerName: t('questionnaires.columns.version'),
      width: 90,
      sortable: false,
    },
    {
      field: 'item_count',
      headerName: t('questionnaires.columns.questions'),
      width: 100,
      sortable: false,
    },
    {
      field: 'answered',
      headerName: t('questionnaires.columns.answered'),
      width: 120,
      sortable: false,
      valueGetter: (_v, row) => `${row.answered} / ${row.assigned}`,
    },
    {
      field: 'updated_at',
      headerName: t('questionnaires.columns.updated'),
      width: 120,
      sortable: false,
      valueFormatter: (v: string) => dates.date(v),
    },
    {
      field: 'actions',
      headerName: t('questionnaires.columns.actions'),
      minWidth: 380,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          {/* Only the moves the transition table allows from this status are offered. */}
          {(QUESTIONNAIRE_TRANSITIONS[row.status as QuestionnaireStatusCode] ?? []).map((to) => (
            <Button
              key={to}
              size="small"
              aria-label={t(`questionnaires.moveNamed.${STATUS_KEYS[to]}`, { title: titleOf(row) })}
              onClick={() => on.move(row, to)}
            >
              {t(`questionnaires.move.${STATUS_KEYS[to]}`)}
            </Button>
          ))}
          <Tooltip title={t('questionnaires.edit')}>
            <IconButton
              size="small"
              aria-label={t('questionnaires.editNamed', { title: titleOf(row) })}
              onClick={() => on.edit(row)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('questionnaires.preview.title')}>
            <IconButton
              size="small"
              aria-label={t('questionnaires.previewNamed', { title: titleOf(row) })}
              onClick={() => on.preview(row)}
            >
              <PreviewIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('questionnaires.actions.assign')}>
            <IconButton
              size="small"
              aria-label={t('questionnaires.actions.assignNamed', { title: titleOf(row) })}
              onClick={() => on.assign(row)}
            >
              <AssignIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('questionnaires.actions.responses')}>
            <IconButton
              size="small"
              aria-label={t('questionnaires.actions.responsesNamed', { title: titleOf(row) })}
              onClick={() => on.responses(row)}
            >
              <ResponsesIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('questionnaires.duplicate')}>
            <IconButton
              size="small"
              aria-label={t('questionnaires.duplicateNamed', { title: titleOf(row) })}
              onClick={() => on.duplicate(row)}
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];
}
