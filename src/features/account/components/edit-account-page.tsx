import { useEffect } from 'react';
import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { profileFormSchema, useProfile, useUpdateProfile, type ProfileForm } from '../api/profile.ts';
import { useT } from '../../../lib/index.ts';

/** /account/edit/user: edit the own name, and for guardians the interface language. */
export function EditAccountPage() {
  const t = useT();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { data: user, error: loadError } = useProfile();
  const { trigger, isMutating, error } = useUpdateProfile();
  const { register, handleSubmit, formState, reset, control } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { first_name: '', surname: '', language: null },
  });
  useEffect(() => {
    if (user) reset({ first_name: user.first_name, surname: user.surname, language: user.language });
  }, [user, reset]);

  const fieldError = (name: 'first_name' | 'surname') => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await trigger(values);
      enqueueSnackbar(t('profile.saved'), { variant: 'success' });
      await navigate('/account');
    } catch {
      // shown from the mutation state
    }
  });

  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 }, maxWidth: 'sm' }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('profile.editTitle')}
      </Typography>
      <Paper sx={{ p: 3 }}>
        {loadError ? <Alert severity="error">{t('profile.loadFailed')}</Alert> : null}
        <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)}>
          {error ? <Alert severity="error">{t('profile.saveFailed')}</Alert> : null}
          <TextField {...register('first_name')} label={t('profile.firstName')} autoComplete="given-name" error={Boolean(fieldError('first_name'))} helperText={fieldError('first_name')} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
          <TextField {...register('surname')} label={t('profile.surname')} autoComplete="family-name" error={Boolean(fieldError('surname'))} helperText={fieldError('surname')} slotProps={{ inputLabel: { shrink: true } }} fullWidth />
          {user?.type === 2 ? (
            <Controller
              control={control}
              name="language"
              render={({ field }) => (
                <TextField select label={t('profile.language')} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value || null)} fullWidth>
                  <MenuItem value="">{t('profile.languages.default')}</MenuItem>
                  <MenuItem value="en">{t('profile.languages.en')}</MenuItem>
                  <MenuItem value="ar">{t('profile.languages.ar')}</MenuItem>
                  <MenuItem value="es">{t('profile.languages.es')}</MenuItem>
                </TextField>
              )}
            />
          ) : null}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to="/account">
              {t('profile.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={isMutating || !user}>
              {t('profile.save')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
