import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import type { UserArea } from '../../../api/contracts/index.ts';
import { ConfirmDialog, EmptyState, PageHeader, useToast } from '../../../design-system/index.ts';
import { useLeaveArea, useUserAreas } from '../api/user-areas.ts';
import { UserAreaCard } from './user-area-card.tsx';
import { LoadError, Loading, useT } from '../../../lib/index.ts';

/** /content-areas: the signed-in user's own areas and what they chose in each carousel. */
export function ContentAreasPage() {
  const t = useT();
  const toast = useToast();
  const { data: areas, error, mutate } = useUserAreas();
  const { trigger: leave, isMutating: busy } = useLeaveArea();
  const [removing, setRemoving] = useState<UserArea | null>(null);

  const remove = async () => {
    if (!removing) return;
    try {
      await leave(removing.id);
      toast.success(t('contentAreas.removed', { name: removing.name }));
    } catch {
      toast.error(t('contentAreas.removeFailed'));
    } finally {
      setRemoving(null);
    }
  };
  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/content-areas/add">
      {t('contentAreas.add')}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('contentAreas.title')}
        description={t('contentAreas.description')}
        actions={areas?.length ? addButton : undefined}
      />
      {error ? (
        <LoadError title="contentAreas.loadFailed" error={error} onRetry={() => void mutate()} />
      ) : null}
      {!areas && !error ? <Loading heights={[200, 200]} gap={2} /> : null}
      {areas?.length === 0 ? (
        <EmptyState
          title={t('contentAreas.empty')}
          description={t('contentAreas.emptyDescription')}
          action={addButton}
        />
      ) : null}
      {areas?.length ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
          }}
        >
          {areas.map((area) => (
            <UserAreaCard key={area.id} area={area} onRemove={setRemoving} />
          ))}
        </Box>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        destructive
        busy={busy}
        title={t('contentAreas.removeTitle', { name: removing?.name ?? '' })}
        message={t('contentAreas.removeMessage')}
        confirmLabel={t('contentAreas.remove')}
        cancelLabel={t('appUsers.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
