import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import Switch from '@mui/material/Switch';
import type { GridColDef } from '@mui/x-data-grid';
import { EmptyState, useToast } from '../../../design-system/index.ts';
import { DataTable } from '../../../design-system/data-table.ts';
import {
  AreaFilter,
  useAreas,
  useAreaVideoPage,
  useDisableAreaVideo,
  useIncludeAreaVideo,
  type AreaVideo,
} from '../../areas/index.ts';
import { sessionAtom } from '../../session/index.ts';
import {
  tableData,
  useListParams,
  useT,
  useTableLabels,
  type ListParamsOptions,
} from '../../../lib/index.ts';

const listOptions: ListParamsOptions<'area'> = { filters: ['area'] };

/**
 * An area's videos. 'content': every organisation video, switched into or out of the area and
 * on or off for its app users; 'subscribed': what the area's app users are shown.
 */
export function AreaVideos({ view }: { view: 'content' | 'subscribed' }) {
  const t = useT();
  const tableLabels = useTableLabels();
  const toast = useToast();
  const organisationId = useAtomValue(sessionAtom)?.organisation?.id ?? null;
  const { data: areas } = useAreas(organisationId);
  const { query, filters, setQuery, setFilters } = useListParams(listOptions);
  // The first area until one is picked.
  const areaId = filters.area || areas?.[0]?.id || '';
  const page = useAreaVideoPage(areaId ? { areaId, view, page: query.page, size: query.limit } : null);
  const { trigger: include } = useIncludeAreaVideo();
  const { trigger: disable } = useDisableAreaVideo();

  const columns = useMemo<GridColDef<AreaVideo>[]>(() => {
    const act = (work: Promise<unknown>) =>
      void work.then(
        () => toast.success(t('videos.areas.saved')),
        () => toast.error(t('videos.areas.failed')),
      );
    const title: GridColDef<AreaVideo> = {
      field: 'title',
      headerName: t('videos.columns.title'),
      flex: 2,
      minWidth: 200,
      sortable: false,
    };
    if (view === 'subscribed')
      return [
        title,
        {
          field: 'published',
          headerName: t('videos.columns.status'),
          width: 160,
          sortable: false,
          valueGetter: () => t('videos.published'),
        },
      ];
    return [
      title,
      {
        field: 'in_area',
        headerName: t('videos.areas.inArea'),
        width: 150,
        sortable: false,
        renderCell: ({ row }) => (
          <Switch
            checked={row.in_area}
            onChange={(e) => act(include({ areaId, videoId: row.id, included: e.target.checked }))}
            slotProps={{
              input: {
                'aria-label': t('videos.areas.inAreaNamed', { title: row.title }),
              },
            }}
          />
        ),
      },
      {
        field: 'disabled',
        headerName: t('videos.areas.shown'),
        width: 170,
        sortable: false,
        renderCell: ({ row }) => (
          <Switch
            checked={row.in_area && !row.disabled}
            disabled={!row.in_area}
            onChange={(e) => act(disable({ areaId, videoId: row.id, disabled: !e.target.checked }))}
            slotProps={{
              input: {
                'aria-label': t('videos.areas.shownNamed', { title: row.title }),
              },
            }}
          />
        ),
      },
    ];
  }, [t, view, include, disable, areaId, toast]);

  if (areas && areas.length === 0)
    return <EmptyState title={t('videos.areas.none')} description={t('videos.areas.noneHint')} />;

  return (
    <DataTable<AreaVideo>
      label={t(view === 'subscribed' ? 'videos.tabs.subscribed' : 'videos.tabs.content')}
      columns={columns}
      {...tableData(page, t)}
      query={query}
      onQueryChange={setQuery}
      searchable={false}
      loading={page.isLoading || !areaId}
      filters={
        <AreaFilter
          organisationId={organisationId}
          label={t('videos.areas.area')}
          value={areaId}
          onChange={(next) => setFilters({ area: next })}
          sx={{ minWidth: 220 }}
        />
      }
      labels={tableLabels({
        emptyTitle: t(view === 'subscribed' ? 'videos.areas.emptySubscribed' : 'videos.empty'),
        errorTitle: t('videos.loadFailed'),
      })}
    />
  );
}
