import { Link as RouterLink, useParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import { EmptyState, ErrorPage, PageHeader } from '../../../design-system/index.ts';
import { useAreaItems } from '../api/areas.ts';
import { useUserAreas } from '../api/user-areas.ts';
import { isCarouselType, offeredItems } from '../carousels.ts';
import { BackLink } from './back-link.tsx';
import { ChoiceForm } from './choice-form.tsx';
import { LoadError, useT } from '../../../lib/index.ts';
import { ChoicesLoading } from './content-area-form-parts.tsx';

/** /content-areas/[id]/[type]: the user chooses, among the items the area shows in one carousel, what they see. */
export function ContentAreaChoicePage() {
  const t = useT();
  const { id = '', type } = useParams();
  const mine = useUserAreas();
  const membership = mine.data?.find((a) => a.organisation_area_id === id);
  const items = useAreaItems(membership && isCarouselType(type) ? id : null);

  if (!isCarouselType(type))
    return (
      <ErrorPage
        title={t('error.title')}
        message={t('contentAreas.unknownType')}
        homeLabel={t('error.home')}
      />
    );

  const failed = mine.error ?? items.error;
  const retry = () => void Promise.all([mine.mutate(), items.mutate()]);
  const offered = items.data ? offeredItems(items.data, type) : undefined;
  return (
    <>
      <PageHeader
        eyebrow={<BackLink />}
        title={
          membership
            ? t(`contentAreas.choiceLegend.${type}`, { area: membership.name })
            : t(`contentAreas.types.${type}`)
        }
        description={
          membership ? t(`contentAreas.choiceDescription.${type}`, { area: membership.name }) : undefined
        }
      />
      {failed ? (
        <LoadError
          title={mine.error ? 'contentAreas.loadFailed' : 'areas.itemsFailed'}
          error={mine.error ?? items.error}
          onRetry={retry}
        />
      ) : null}
      {!failed && (!mine.data || (membership && !offered)) ? <ChoicesLoading /> : null}
      {mine.data && !membership ? (
        <EmptyState
          title={t('contentAreas.notMember')}
          description={t('contentAreas.notMemberDescription')}
          action={
            <Button variant="contained" component={RouterLink} to="/content-areas/add">
              {t('contentAreas.add')}
            </Button>
          }
        />
      ) : null}
      {membership && offered?.length === 0 && !failed ? (
        <EmptyState
          title={t(`contentAreas.noneOfType.${type}`)}
          description={t('contentAreas.noneOfTypeDescription')}
        />
      ) : null}
      {membership && offered?.length && !failed ? (
        <ChoiceForm key={`${membership.id}-${type}`} membership={membership} type={type} offered={offered} />
      ) : null}
    </>
  );
}
