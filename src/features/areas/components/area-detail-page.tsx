import { useAtomValue } from 'jotai';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { EmptyState, PageHeader } from '../../../design-system/index.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';
import { sessionAtom } from '../../session/index.ts';
import { useAreas } from '../api/areas.ts';
import { AreaItems } from './area-items.tsx';
import { AreaVideoList } from './area-video-list.tsx';
import { BackLink } from './back-link.tsx';

/** Spec §2 content tab keys: each is the :type of /organisation-areas/:id/:type. */
export const AREA_TABS = ['content', 'uploaded-videos', 'subscribed-videos'] as const;
type AreaTab = (typeof AREA_TABS)[number];
const isAreaTab = (value: string | undefined): value is AreaTab => AREA_TABS.includes(value as AreaTab);

/**
 * /organisation-areas/:id/:type (admins): one area — what it shows in the app (its carousels'
 * items), the videos put in it, and what its app users are shown. Each tab is a link.
 */
export function AreaDetailPage() {
  const t = useT();
  const { id = '', type } = useParams();
  const organisationId = useAtomValue(sessionAtom)?.organisation?.id ?? null;
  const { data: areas, error, mutate } = useAreas(organisationId);
  if (!isAreaTab(type)) return <Navigate to={`/organisation-areas/${id}/content`} replace />;
  const area = areas?.find((a) => a.id === id);

  const body = () => {
    if (error) return <LoadError title="areas.loadFailed" error={error} onRetry={() => void mutate()} />;
    if (!areas) return <Loading heights={[48, 240]} />;
    if (!area)
      return (
        <EmptyState title={t('areas.detail.missing')} description={t('areas.detail.missingDescription')} />
      );
    return (
      <Stack spacing={2}>
        <Tabs
          value={type}
          aria-label={t('areas.detail.tabsLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {AREA_TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(`areas.detail.tabs.${tab}`)}
              component={RouterLink}
              to={`/organisation-areas/${area.id}/${tab}`}
            />
          ))}
        </Tabs>
        {type === 'content' ? (
          <AreaItems areaId={area.id} areaName={area.name} />
        ) : (
          <AreaVideoList
            key={type}
            areaId={area.id}
            view={type === 'uploaded-videos' ? 'uploaded' : 'subscribed'}
          />
        )}
      </Stack>
    );
  };

  return (
    <>
      <BackLink to="/organisation-areas" label="areas.detail.back" />
      <PageHeader
        title={area?.name ?? t('areas.detail.title')}
        description={area?.description ?? undefined}
      />
      {body()}
    </>
  );
}
