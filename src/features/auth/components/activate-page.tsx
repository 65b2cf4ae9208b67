import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AuthCard, PasswordInput } from '../../../design-system/index.ts';
import { activateFormSchema, useActivate, type ActivateForm } from '../api/activate.ts';
import { PasswordRules } from './password-rules.tsx';
import { passwordRefusal } from './password-refusal.ts';
import { useT } from '../../../lib/index.ts';

/**
 * /auth/activate?token=…: activates the account from the e-mailed link when its owner submits.
 * An invited account has no password yet and chooses one here, twice; someone who registered chose
 * one then and may leave both fields empty. Nothing is sent before the user submits.
 */
export function ActivatePage() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token');
  const { trigger, data, error, isMutating } = useActivate();
  const { register, handleSubmit, formState, control } = useForm<ActivateForm>({
    resolver: zodResolver(activateFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const [sent, setSent] = useState('');

  const needsPassword = Boolean(error?.fields?.some((f) => f.path === 'password'));
  // A chosen password the server refused (a common one) stays named until it is changed.
  const refused = password && password === sent ? passwordRefusal(error) : undefined;
  const mismatch = formState.errors.confirm?.message;
  const toggle = { showLabel: t('auth.password.show'), hideLabel: t('auth.password.hide') };
  const submit = handleSubmit((values) => {
    if (!token) return;
    setSent(values.password);
    void trigger(values.password ? { token, password: values.password } : { token }).catch(() => undefined);
  });

  let body;
  if (!token) body = <Alert severity="error">{t('auth.activate.missing')}</Alert>;
  else if (data) body = <Alert severity="success">{t('auth.activate.done')}</Alert>;
  else if (error && !needsPassword) body = <Alert severity="error">{t('auth.activate.failed')}</Alert>;
  else
    body = (
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
        <Alert severity={needsPassword ? 'warning' : 'info'}>{t('auth.activate.choosePassword')}</Alert>
        <PasswordInput
          {...toggle}
          label={t('auth.reset.password')}
          autoComplete="new-password"
          {...register('password')}
          error={Boolean(formState.errors.password) || needsPassword}
          helperText={t(
            refused ?? (needsPassword ? 'auth.activate.passwordRequired' : 'auth.activate.passwordHint'),
          )}
          fullWidth
        />
        <PasswordRules password={password} />
        <PasswordInput
          {...toggle}
          label={t('auth.reset.confirm')}
          autoComplete="new-password"
          {...register('confirm')}
          error={Boolean(mismatch)}
          helperText={mismatch ? t(mismatch) : undefined}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={isMutating} fullWidth>
          {t('auth.activate.submit')}
        </Button>
        {isMutating ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={24} aria-hidden />
            <span>{t('auth.activate.working')}</span>
          </Stack>
        ) : null}
      </Stack>
    );

  return (
    <AuthCard title={t('auth.activate.title')} productName={t('app.name')}>
      {body}
      {data || (error && !needsPassword) || !token ? (
        <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
          {t('auth.backToSignIn')}
        </Link>
      ) : null}
    </AuthCard>
  );
}
