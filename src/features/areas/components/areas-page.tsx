import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { OrganisationArea } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import {
  ConfirmDialog,
  EmptyState,
  FormDialogActions,
  FormTextField,
  PageHeader,
  useToast,
} from '../../../design-system/index.ts';
import { sessionAtom } from '../../session/index.ts';
import { areaFormSchema, useAreas, useDeleteArea, useSaveArea, type AreaForm } from '../api/areas.ts';
import { LoadError, Loading, useT } from '../../../lib/index.ts';

/** /organisation-areas (admins: create, rename, delete; each area's name opens it). */
export function AreasPage() {
  const t = useT();
  const toast = useToast();
  const organisationId = useAtomValue(sessionAtom)?.organisation?.id ?? null;
  const { data: areas, error, mutate } = useAreas(organisationId);
  const { trigger: saveArea } = useSaveArea();
  const { trigger: deleteArea } = useDeleteArea();
  const [editing, setEditing] = useState<OrganisationArea | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<OrganisationArea | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<AreaForm>({
    resolver: zodResolver(areaFormSchema),
    defaultValues: { name: '', description: '' },
  });

  const open = (area: OrganisationArea | null) => {
    setFailure(null);
    reset({ name: area?.name ?? '', description: area?.description ?? '' });
    setEditing(area);
  };
  const save = handleSubmit(async (form) => {
    try {
      await saveArea({ form, id: editing?.id });
      toast.success(t('areas.saved'));
      setEditing(undefined);
    } catch (e) {
      setFailure(t(e instanceof ApiError && e.code === 'Conflict' ? 'areas.nameTaken' : 'areas.saveFailed'));
    }
  });
  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteArea(deleting.id);
      toast.success(t('areas.deleted', { name: deleting.name }));
    } catch {
      toast.error(t('areas.saveFailed'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeader
        title={t('areas.title')}
        description={t('areas.description')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
            {t('areas.create')}
          </Button>
        }
      />
      {error ? <LoadError title="areas.loadFailed" error={error} onRetry={() => void mutate()} /> : null}
      {!areas && !error ? <Loading heights={[56, 56]} /> : null}
      {areas?.length === 0 ? (
        <EmptyState title={t('areas.empty')} description={t('areas.emptyDescription')} />
      ) : null}
      {areas && areas.length > 0 ? (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {areas.map((area) => (
            <Paper component="li" key={area.id} variant="outlined" sx={{ p: 2 }}>
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center' }}
              >
                <Stack>
                  {/* The name opens the area: its content, its videos, what its app users see. */}
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    <Link component={RouterLink} to={`/organisation-areas/${area.id}/content`}>
                      {area.name}
                    </Link>
                  </Typography>
                  {area.description ? (
                    <Typography variant="body2" color="text.secondary">
                      {area.description}
                    </Typography>
                  ) : null}
                </Stack>
                <Stack direction="row" spacing={1}>
                  <Button onClick={() => open(area)}>{t('areas.rename')}</Button>
                  <Button color="error" onClick={() => setDeleting(area)}>
                    {t('areas.delete')}
                  </Button>
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      ) : null}
      <Dialog open={editing !== undefined} onClose={() => setEditing(undefined)} fullWidth maxWidth="sm">
        <DialogTitle>{t(editing ? 'areas.renameTitle' : 'areas.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack
            component="form"
            id="area-form"
            noValidate
            spacing={2}
            sx={{ pt: 1 }}
            onSubmit={(e) => void save(e)}
          >
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <FormTextField
              control={control}
              name="name"
              label={t('areas.name')}
              translateError={t}
              fullWidth
            />
            <FormTextField
              control={control}
              name="description"
              label={t('areas.descriptionLabel')}
              translateError={t}
              multiline
              fullWidth
            />
          </Stack>
        </DialogContent>
        <FormDialogActions
          formId="area-form"
          onCancel={() => setEditing(undefined)}
          busy={formState.isSubmitting}
          cancelLabel={t('appUsers.cancel')}
          submitLabel={t('organisations.save')}
        />
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('areas.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('areas.deleteMessage')}
        confirmLabel={t('areas.delete')}
        cancelLabel={t('appUsers.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
