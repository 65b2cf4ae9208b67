import { lazy, Suspense, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { SecondFactorChallenge } from '../../../api/contracts/index.ts';
import { AuthCard, TextInput } from '../../../design-system/index.ts';
import { sessionTimedOut } from '../../session/index.ts';
import { useStartSession } from '../api/start-session.ts';
import { SsoButtons } from './sso-buttons.tsx';
import { loadSignInChecks, useSignIn, type SignInForm } from '../api/sign-in.ts';
import { useT } from '../../../lib/index.ts';

// The second step (passkeys, QR codes) loads only for an account that is asked for one.
const SecondStep = lazy(() =>
  import('./second-factor/second-step.tsx').then((m) => ({ default: m.SecondStep })),
);

type Field = keyof SignInForm;
const FIELDS: readonly Field[] = ['email', 'password'];
type FieldErrors = Partial<Record<Field, string>>;

const valuesOf = (form: HTMLFormElement): SignInForm => {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
};

/** The form against its schema: the values, or each failing field's first message (a locale key). */
async function check(values: SignInForm): Promise<{ values: SignInForm; errors: FieldErrors }> {
  const { signInFormSchema } = await loadSignInChecks();
  const parsed = signInFormSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELDS.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { values, errors };
}

/** /login: e-mail and password sign-in against the API. */
export function SignInPage() {
  const t = useT();
  const hydrated = useHydrated();
  const startSession = useStartSession();
  const { trigger, isMutating, error } = useSignIn();
  const [timedOut] = useState(sessionTimedOut);
  // The form as react-hook-form ran it (checked on submit, then again on each change, the first
  // failing field focused), without it: the schema (zod) loads when the form is first used.
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);
  const checks = useRef(0);
  const [challenge, setChallenge] = useState<SecondFactorChallenge['second_factor'] | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    submitted.current = true;
    const turn = (checks.current += 1);
    const values = valuesOf(form);
    // Should the checks not load (offline), the sign-in call fails too and says so.
    const result = await check(values).catch(() => ({ values, errors: {} as FieldErrors }));
    if (turn !== checks.current) return;
    setErrors(result.errors);
    const invalid = FIELDS.find((name) => result.errors[name]);
    if (invalid) {
      form.querySelector<HTMLInputElement>(`input[name="${invalid}"]`)?.focus();
      return;
    }
    try {
      const answer = await trigger(result.values);
      if ('second_factor' in answer) setChallenge(answer.second_factor);
      else await startSession(answer);
    } catch {
      // The error is shown from the mutation state.
    }
  };

  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    const field = FIELDS.find((name) => name === (event.target as HTMLInputElement).name);
    if (!submitted.current || !field) return;
    const turn = (checks.current += 1);
    const result = await check(valuesOf(event.currentTarget)).catch(() => null);
    if (result && turn === checks.current)
      setErrors((current) => ({ ...current, [field]: result.errors[field] }));
  };

  const serverMessage = error
    ? t(
        error.code === 'IncorrectPassword'
          ? 'auth.signIn.incorrect'
          : error.code === 'TooManyRequests'
            ? 'auth.signIn.throttled'
            : 'auth.signIn.failed',
      )
    : null;
  const fieldError = (name: Field) => {
    const message = errors[name];
    return message ? t(message) : undefined;
  };

  if (challenge)
    return (
      <AuthCard
        title={t(challenge.enrol ? 'auth.enrol.title' : 'auth.secondStep.title')}
        subtitle={t(challenge.enrol ? 'auth.enrol.subtitle' : 'auth.secondStep.subtitle')}
        productName={t('app.name')}
      >
        <Suspense fallback={<CircularProgress aria-label={t('auth.secondStep.loading')} />}>
          <SecondStep challenge={challenge} onSession={startSession} onBack={() => setChallenge(null)} />
        </Suspense>
      </AuthCard>
    );

  return (
    <AuthCard title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')} productName={t('app.name')}>
      <Stack
        component="form"
        // Sent before the page's script has taken over (the page is prerendered), a form without a
        // method would put the password in the address: POST keeps it out of addresses and logs.
        method="post"
        noValidate
        spacing={2}
        onSubmit={(e: FormEvent<HTMLFormElement>) => void onSubmit(e)}
        onChange={(e: FormEvent<HTMLFormElement>) => void onChange(e)}
        // The checks load as soon as the form is touched, so that a submit does not wait for them.
        onFocus={() => void loadSignInChecks().catch(() => undefined)}
      >
        {timedOut && !serverMessage ? <Alert severity="info">{t('auth.signIn.timedOut')}</Alert> : null}
        {serverMessage ? <Alert severity="error">{serverMessage}</Alert> : null}
        <TextInput
          name="email"
          type="email"
          label={t('auth.signIn.email')}
          autoComplete="email"
          error={Boolean(fieldError('email'))}
          helperText={fieldError('email')}
          fullWidth
        />
        <TextInput
          name="password"
          type="password"
          label={t('auth.signIn.password')}
          autoComplete="current-password"
          error={Boolean(fieldError('password'))}
          helperText={fieldError('password')}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={isMutating || !hydrated} fullWidth>
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

const noSubscription = () => () => undefined;

/**
 * False in the prerendered page and during hydration, true once React runs the page: the sign-in
 * button waits for the script that signs in, instead of submitting the bare HTML form.
 */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
