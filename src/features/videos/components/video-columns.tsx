import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PlayIcon from '@mui/icons-material/PlayCircleOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import CaptionsIcon from '@mui/icons-material/ClosedCaptionOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { OrganisationVideo } from '../../../api/contracts/index.ts';
import type { Dates, Translate } from '../../../lib/index.ts';
import { CaptionLanguages } from './caption-languages.tsx';

/** The library's columns: title, status, areas, captions, upload date, and play, edit and captions actions. */
export function videoColumns(
  t: Translate,
  dates: Dates,
  on: {
    play: (video: OrganisationVideo) => void;
    edit: (video: OrganisationVideo) => void;
    captions: (video: OrganisationVideo) => void;
  },
): GridColDef<OrganisationVideo>[] {
  return [
    {
      field: 'title',
      headerName: t('videos.columns.title'),
      flex: 2,
      minWidth: 200,
      sortable: false,
    },
    {
      field: 'status',
      headerName: t('videos.columns.status'),
      width: 170,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={
            row.status === 'ready'
              ? row.published
                ? 'success'
                : 'default'
              : row.status === 'failed'
                ? 'error'
                : 'warning'
          }
          label={t(
            row.status === 'ready'
              ? row.published
                ? 'videos.published'
                : 'videos.draft'
              : `videos.status.${row.status}`,
          )}
        />
      ),
    },
    {
      field: 'areas',
      headerName: t('videos.columns.areas'),
      flex: 1,
      minWidth: 160,
      sortable: false,
      valueGetter: (_v, row) => row.areas.map((a) => a.name).join(', ') || '—',
    },
    {
      field: 'caption_languages',
      headerName: t('captions.column'),
      width: 140,
      sortable: false,
      renderCell: ({ row }) => <CaptionLanguages languages={row.caption_languages} />,
    },
    {
      field: 'created_at',
      headerName: t('videos.columns.created'),
      width: 130,
      sortable: false,
      valueFormatter: (v: string) => dates.date(v),
    },
    {
      field: 'actions',
      headerName: t('videos.columns.actions'),
      width: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <>
          <Tooltip title={t('videos.play')}>
            <span>
              <IconButton
                size="small"
                disabled={!row.playback_url}
                aria-label={t('videos.playNamed', { title: row.title })}
                onClick={() => on.play(row)}
              >
                <PlayIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('videos.edit')}>
            <IconButton
              size="small"
              aria-label={t('videos.editNamed', { title: row.title })}
              onClick={() => on.edit(row)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('captions.open')}>
            <IconButton
              size="small"
              aria-label={t('captions.openNamed', { title: row.title })}
              onClick={() => on.captions(row)}
            >
              <CaptionsIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];
}
