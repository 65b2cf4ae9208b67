import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AuthCard, PasswordInput } from '../../../design-system/index.ts';
import { resetPasswordFormSchema, useResetPassword, type ResetPasswordForm } from '../api/reset-password.ts';
import { PasswordRules } from './password-rules.tsx';
import { passwordRefusal } from './password-refusal.ts';
import { useT } from '../../../lib/index.ts';

/** /auth/reset-password?token=…: sets a new password from the e-mailed link. */
export function ResetPasswordPage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { trigger, isMutating, error, data, reset } = useResetPassword();
  const refused = passwordRefusal(error);
  const { register, handleSubmit, formState, control } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const confirmError = formState.errors.confirm?.message;
  const toggle = { showLabel: t('auth.password.show'), hideLabel: t('auth.password.hide') };
  const onSubmit = handleSubmit(async (values) => {
    if (!token) return;
    try {
      await trigger({ token, password: values.password });
    } catch {
      // shown from the mutation state
    }
  });

  return (
    <AuthCard title={t('auth.reset.title')} productName={t('app.name')}>
      {!token ? <Alert severity="error">{t('auth.reset.missing')}</Alert> : null}
      {data ? <Alert severity="success">{t('auth.reset.done')}</Alert> : null}
      {token && !data ? (
        <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)}>
          {error && !refused ? <Alert severity="error">{t('auth.reset.failed')}</Alert> : null}
          <PasswordInput
            {...toggle}
            {...register('password', {
              onChange: () => {
                if (error) reset();
              },
            })}
            label={t('auth.reset.password')}
            autoComplete="new-password"
            error={Boolean(formState.errors.password) || Boolean(refused)}
            helperText={refused ? t(refused) : undefined}
            fullWidth
          />
          <PasswordRules password={password} />
          <PasswordInput
            {...toggle}
            {...register('confirm')}
            label={t('auth.reset.confirm')}
            autoComplete="new-password"
            error={Boolean(confirmError)}
            helperText={confirmError ? t(confirmError) : undefined}
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={isMutating} fullWidth>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      ) : null}
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
        {t('auth.backToSignIn')}
      </Link>
    </AuthCard>
  );
}
