import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../../design-system/data-table.ts';
import { tableData, useDates, useListParams, useT, useTableLabels } from '../../../lib/index.ts';
import { useAreaVideoPage, type AreaVideo } from '../api/area-videos.ts';

/**
 * One area's videos, a page at a time (page and size in the address): 'uploaded', the videos put
 * in the area, each with whether its app users see it; 'subscribed', what its app users are shown.
 */
export function AreaVideoList({ areaId, view }: { areaId: string; view: 'uploaded' | 'subscribed' }) {
  const t = useT();
  const tableLabels = useTableLabels();
  const dates = useDates();
  const { query, setQuery } = useListParams();
  const page = useAreaVideoPage({ areaId, view, page: query.page, size: query.limit });
  const columns = useMemo<GridColDef<AreaVideo>[]>(
    () => [
      { field: 'title', headerName: t('videos.columns.title'), flex: 2, minWidth: 200, sortable: false },
      {
        field: 'published',
        headerName: t('videos.columns.status'),
        width: 140,
        sortable: false,
        valueGetter: (_v, row) => t(row.published ? 'videos.published' : 'videos.draft'),
      },
      ...(view === 'uploaded'
        ? [
            {
              field: 'disabled',
              headerName: t('areas.detail.shown'),
              width: 170,
              sortable: false,
              valueGetter: (_v: unknown, row: AreaVideo) =>
                t(row.published && !row.disabled ? 'areas.detail.yes' : 'areas.detail.no'),
            } satisfies GridColDef<AreaVideo>,
          ]
        : []),
      {
        field: 'created_at',
        headerName: t('videos.columns.created'),
        width: 160,
        sortable: false,
        valueFormatter: (value: string) => dates.date(value),
      },
    ],
    [t, dates, view],
  );
  return (
    <DataTable<AreaVideo>
      label={t(`areas.detail.tabs.${view === 'uploaded' ? 'uploaded-videos' : 'subscribed-videos'}`)}
      columns={columns}
      {...tableData(page, t)}
      query={query}
      onQueryChange={setQuery}
      searchable={false}
      labels={tableLabels({
        emptyTitle: t(view === 'uploaded' ? 'areas.detail.noVideos' : 'areas.detail.noneShown'),
        errorTitle: t('areas.detail.videosFailed'),
      })}
    />
  );
}
