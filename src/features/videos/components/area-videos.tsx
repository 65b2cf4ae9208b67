import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import {
  DataTable,
  EmptyState,
  defaultTableQuery,
  useToast,
  type DataTableQuery,
} from '../../../design-system/index.ts';
import { useAreas } from '../../areas/index.ts';
import { sessionAtom } from '../../session/index.ts';
import { useAreaVideoPage, useAreaVideoWrites, type AreaVideo } from '../api/area-videos.ts';
import { useT } from '../../../lib/index.ts';

/**
 * An area's videos. 'content': every organisation video, switched into or out of the area and
 * on or off for its app users; 'subscribed': what the area's app users are shown.
 */
export function AreaVideos({ view }: { view: 'content' | 'subscribed' }) {
  const intl = useIntl();
  const t = useT();
  const toast = useToast();
  const organisationId = useAtomValue(sessionAtom)?.organisation?.id ?? null;
  const { data: areas } = useAreas(organisationId);
  const [picked, setAreaId] = useState('');
  // The first area until one is picked.
  const areaId = picked || areas?.[0]?.id || '';
  const [query, setQuery] = useState<DataTableQuery>(defaultTableQuery);
  const { data, error, isLoading, mutate } = useAreaVideoPage(
    areaId ? { areaId, view, page: query.page, size: query.limit } : null,
  );
  const writes = useAreaVideoWrites(areaId);

  const columns = useMemo<GridColDef<AreaVideo>[]>(() => {
    const act = (work: Promise<void>) =>
      void work.then(
        () => toast.success(intl.formatMessage({ id: 'videos.areas.saved' })),
        () => toast.error(intl.formatMessage({ id: 'videos.areas.failed' })),
      );
    const title: GridColDef<AreaVideo> = {
      field: 'title',
      headerName: intl.formatMessage({ id: 'videos.columns.title' }),
      flex: 2,
      minWidth: 200,
      sortable: false,
    };
    if (view === 'subscribed')
      return [
        title,
        {
          field: 'published',
          headerName: intl.formatMessage({ id: 'videos.columns.status' }),
          width: 160,
          sortable: false,
          valueGetter: () => intl.formatMessage({ id: 'videos.published' }),
        },
      ];
    return [
      title,
      {
        field: 'in_area',
        headerName: intl.formatMessage({ id: 'videos.areas.inArea' }),
        width: 150,
        sortable: false,
        renderCell: ({ row }) => (
          <Switch
            checked={row.in_area}
            onChange={(e) => act(writes.include(row.id, e.target.checked))}
            slotProps={{
              input: {
                'aria-label': intl.formatMessage({ id: 'videos.areas.inAreaNamed' }, { title: row.title }),
              },
            }}
          />
        ),
      },
      {
        field: 'disabled',
        headerName: intl.formatMessage({ id: 'videos.areas.shown' }),
        width: 170,
        sortable: false,
        renderCell: ({ row }) => (
          <Switch
            checked={row.in_area && !row.disabled}
            disabled={!row.in_area}
            onChange={(e) => act(writes.disable(row.id, !e.target.checked))}
            slotProps={{
              input: {
                'aria-label': intl.formatMessage({ id: 'videos.areas.shownNamed' }, { title: row.title }),
              },
            }}
          />
        ),
      },
    ];
  }, [intl, view, writes, toast]);

  if (areas && areas.length === 0)
    return <EmptyState title={t('videos.areas.none')} description={t('videos.areas.noneHint')} />;

  return (
    <DataTable<AreaVideo>
      label={t(view === 'subscribed' ? 'videos.tabs.subscribed' : 'videos.tabs.content')}
      columns={columns}
      rows={data?.data ?? []}
      rowCount={data?.total ?? 0}
      query={query}
      onQueryChange={setQuery}
      searchable={false}
      loading={isLoading || !areaId}
      error={error ? t('table.loadFailedHint') : null}
      onRetry={() => void mutate()}
      filters={
        <TextField
          select
          size="small"
          label={t('videos.areas.area')}
          value={areaId}
          onChange={(e) => setAreaId(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          {(areas ?? []).map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
      }
      labels={{
        emptyTitle: t(view === 'subscribed' ? 'videos.areas.emptySubscribed' : 'videos.empty'),
        noResults: t('table.noResults'),
        errorTitle: t('videos.loadFailed'),
        retry: t('table.retry'),
        loading: t('table.loading'),
      }}
    />
  );
}
