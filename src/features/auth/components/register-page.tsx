import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AuthCard, TextInput } from '../../../design-system/index.ts';
import { emailSignUpFormSchema, useEmailSignUp, type EmailSignUpForm } from '../api/email-sign-up.ts';
import { PasswordRules } from './password-rules.tsx';
import { passwordRefusal } from './password-refusal.ts';
import { useT } from '../../../lib/index.ts';

const errorKey: Record<string, string> = {
  ResourceNotFound: 'auth.register.codeUnknown',
  TooManyRequests: 'auth.signIn.throttled',
};

/** /register and /signup: a guardian registers with their hospital's code; the password rules show live. */
export function RegisterPage() {
  const t = useT();
  const { trigger, isMutating, error, data, reset } = useEmailSignUp();
  const { register, handleSubmit, formState, control } = useForm<EmailSignUpForm>({
    resolver: zodResolver(emailSignUpFormSchema),
    defaultValues: { url_code: '', first_name: '', surname: '', email: '', password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const fieldError = (name: keyof EmailSignUpForm) => {
    const message = formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };
  // Shown until the password changes.
  const refused = passwordRefusal(error);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await trigger(values);
    } catch {
      // shown from the mutation state
    }
  });

  if (data) {
    return (
      <AuthCard title={t('auth.register.doneTitle')} productName={t('app.name')}>
        <Alert severity="success">{t('auth.register.done')}</Alert>
        <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 2 }}>
          {t('auth.backToSignIn')}
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      productName={t('app.name')}
    >
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => void onSubmit(e)}>
        {error && !refused ? (
          <Alert severity="error">{t(errorKey[error.code] ?? 'auth.register.failed')}</Alert>
        ) : null}
        <TextInput
          {...register('url_code')}
          label={t('auth.register.code')}
          helperText={fieldError('url_code') ?? t('auth.register.codeHelp')}
          error={Boolean(fieldError('url_code'))}
          fullWidth
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            {...register('first_name')}
            label={t('auth.register.firstName')}
            autoComplete="given-name"
            error={Boolean(fieldError('first_name'))}
            helperText={fieldError('first_name')}
            fullWidth
          />
          <TextInput
            {...register('surname')}
            label={t('auth.register.surname')}
            autoComplete="family-name"
            error={Boolean(fieldError('surname'))}
            helperText={fieldError('surname')}
            fullWidth
          />
        </Stack>
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
          {...register('password', {
            onChange: () => {
              if (error) reset();
            },
          })}
          type="password"
          label={t('auth.signIn.password')}
          autoComplete="new-password"
          error={Boolean(formState.errors.password) || Boolean(refused)}
          helperText={refused ? t(refused) : undefined}
          fullWidth
        />
        <PasswordRules password={password} />
        <Button type="submit" variant="contained" size="large" disabled={isMutating} fullWidth>
          {isMutating ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
        <Link component={RouterLink} to="/login">
          {t('auth.register.haveAccount')}
        </Link>
      </Stack>
    </AuthCard>
  );
}
