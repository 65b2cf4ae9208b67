import { useAtomValue } from 'jotai';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState, PageHeader, useToast } from '../../../design-system/index.ts';
import { sessionAtom } from '../../session/index.ts';
import { useAreas } from '../api/areas.ts';
import {
  addUserAreasFormSchema,
  useUserAreas,
  useJoinAreas,
  type AddUserAreasForm,
} from '../api/user-areas.ts';
import { BackLink } from './back-link.tsx';
import { LoadError, useT } from '../../../lib/index.ts';
import { ChoicesLoading, ContentAreaFormActions } from './content-area-form-parts.tsx';
import { toggled } from '../toggled.ts';

/** /content-areas/add: join one or more of the organisation's areas the user is not yet in. */
export function AddContentAreasPage() {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const organisationId = useAtomValue(sessionAtom)?.organisation?.id ?? null;
  const areas = useAreas(organisationId);
  const mine = useUserAreas();
  const { trigger: join } = useJoinAreas();
  const { control, handleSubmit, formState, setError } = useForm<AddUserAreasForm>({
    resolver: zodResolver(addUserAreasFormSchema),
    defaultValues: { organisation_area_ids: [] },
  });

  // Only once both lists are in: until then every area would look not yet joined.
  const joined = mine.data ? new Set(mine.data.map((a) => a.organisation_area_id)) : undefined;
  const available = joined && areas.data?.filter((a) => !joined.has(a.id));
  const failed = areas.error ?? mine.error;

  const submit = handleSubmit(async ({ organisation_area_ids: ids }) => {
    try {
      await join(ids);
      toast.success(t('contentAreas.added', { count: ids.length }));
      void navigate('/content-areas');
    } catch {
      setError('root', { message: 'contentAreas.addFailed' });
    }
  });

  return (
    <>
      <PageHeader
        eyebrow={<BackLink />}
        title={t('contentAreas.addTitle')}
        description={t('contentAreas.addDescription')}
      />
      {failed ? (
        <LoadError
          title="contentAreas.loadFailed"
          error={areas.error ?? mine.error}
          onRetry={() => void Promise.all([areas.mutate(), mine.mutate()])}
        />
      ) : null}
      {!available && !failed ? <ChoicesLoading /> : null}
      {available?.length === 0 && !failed ? (
        <EmptyState
          title={t(areas.data?.length ? 'contentAreas.allJoined' : 'contentAreas.noAreas')}
          description={t(
            areas.data?.length ? 'contentAreas.allJoinedDescription' : 'contentAreas.noAreasDescription',
          )}
        />
      ) : null}
      {available?.length && !failed ? (
        <Stack
          component="form"
          noValidate
          spacing={3}
          onSubmit={(e) => void submit(e)}
          sx={{ maxWidth: 720 }}
        >
          {formState.errors.root?.message ? (
            <Alert severity="error">{t(formState.errors.root.message)}</Alert>
          ) : null}
          <Controller
            control={control}
            name="organisation_area_ids"
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)} variant="standard">
                <FormLabel component="legend" sx={{ mb: 1 }}>
                  {t('contentAreas.pickLegend')}
                </FormLabel>
                <FormGroup>
                  {available.map((area) => (
                    <FormControlLabel
                      key={area.id}
                      sx={{ alignItems: 'flex-start', mb: 1 }}
                      control={
                        <Checkbox
                          name={field.name}
                          checked={field.value.includes(area.id)}
                          onBlur={field.onBlur}
                          onChange={(e) => field.onChange(toggled(field.value, area.id, e.target.checked))}
                          sx={{ mt: -1 }}
                        />
                      }
                      label={
                        <>
                          <Typography component="span" sx={{ display: 'block' }}>
                            {area.name}
                          </Typography>
                          {area.description ? (
                            <Typography
                              component="span"
                              variant="body2"
                              color="text.secondary"
                              sx={{ display: 'block' }}
                            >
                              {area.description}
                            </Typography>
                          ) : null}
                        </>
                      }
                    />
                  ))}
                </FormGroup>
                {fieldState.error?.message ? (
                  <FormHelperText>{t(fieldState.error.message)}</FormHelperText>
                ) : null}
              </FormControl>
            )}
          />
          <ContentAreaFormActions submitLabel={t('contentAreas.addSubmit')} busy={formState.isSubmitting} />
        </Stack>
      ) : null}
    </>
  );
}
