import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AuthCard, TextInput } from '../../../design-system/index.ts';
import {
  forgotPasswordFormSchema,
  useForgotPassword,
  type ForgotPasswordForm,
} from '../api/forgot-password.ts';
import { useT } from '../../../lib/index.ts';

/** /auth/forgot-password: asks for a reset link; the answer never tells whether the e-mail exists. */
export function ForgotPasswordPage() {
  const t = useT();
  const { trigger, isMutating, error, data } = useForgotPassword();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });
  const emailError = formState.errors.email?.message;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await trigger(values);
    } catch {
      // shown from the mutation state
    }
  });

  return (
    <AuthCard title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} productName={t('app.name')}>
      {data ? (
        <Alert severity="success">{t('auth.forgot.sent')}</Alert>
      ) : (
        <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)}>
          {error ? (
            <Alert severity="error">
              {t(error.code === 'TooManyRequests' ? 'auth.signIn.throttled' : 'auth.forgot.failed')}
            </Alert>
          ) : null}
          <TextInput
            {...register('email')}
            type="email"
            label={t('auth.signIn.email')}
            autoComplete="email"
            error={Boolean(emailError)}
            helperText={emailError ? t(emailError) : undefined}
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={isMutating} fullWidth>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
        {t('auth.backToSignIn')}
      </Link>
    </AuthCard>
  );
}
