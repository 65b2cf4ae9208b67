import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AuthCard, TextInput } from '../../../design-system/index.ts';
import { sessionTimedOut } from '../../session/index.ts';
import { useStartSession } from '../api/start-session.ts';
import { SsoButtons } from './sso-buttons.tsx';
import { signInFormSchema, useSignIn, type SignInForm } from '../api/sign-in.ts';
import { useT } from '../../../lib/index.ts';

/** /login: e-mail and password sign-in against the API. */
export function SignInPage() {
  const t = useT();
  const startSession = useStartSession();
  const { trigger, isMutating, error } = useSignIn();
  const [timedOut] = useState(sessionTimedOut);
  const { register, handleSubmit, formState } = useForm<SignInForm>({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await startSession(await trigger(values));
    } catch {
      // The error is shown from the mutation state.
    }
  });

  const serverMessage = error
    ? t(
        error.code === 'IncorrectPassword'
          ? 'auth.signIn.incorrect'
          : error.code === 'TooManyRequests'
            ? 'auth.signIn.throttled'
            : 'auth.signIn.failed',
      )
    : null;
  const fieldError = (name: keyof SignInForm) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  return (
    <AuthCard title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')} productName={t('app.name')}>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)}>
        {timedOut && !serverMessage ? <Alert severity="info">{t('auth.signIn.timedOut')}</Alert> : null}
        {serverMessage ? <Alert severity="error">{serverMessage}</Alert> : null}
        <TextInput
          {...register('email')}
          type="email"
          label={t('auth.signIn.email')}
          autoComplete="email"
          error={Boolean(fieldError('email'))}
          helperText={fieldError('email')}
          fullWidth
        />
        <TextInput
          {...register('password')}
          type="password"
          label={t('auth.signIn.password')}
          autoComplete="current-password"
          error={Boolean(fieldError('password'))}
          helperText={fieldError('password')}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={isMutating} fullWidth>
          {isMutating ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to="/auth/forgot-password">
            {t('auth.signIn.forgot')}
          </Link>
          <Link component={RouterLink} to="/register">
            {t('auth.signIn.register')}
          </Link>
        </Stack>
        <SsoButtons />
      </Stack>
    </AuthCard>
  );
}
