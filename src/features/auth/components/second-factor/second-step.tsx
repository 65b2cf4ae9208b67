import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import type { SecondFactorChallenge, SecondFactorMethod, Session } from '../../../../api/contracts/index.ts';
import { useDates, useT } from '../../../../lib/index.ts';
import { useCompleteWithCode, useCompleteWithPasskey } from '../../api/second-factor.ts';
import { CodeForm } from './code-form.tsx';
import { Enrolment } from './enrolment.tsx';
import { stepError } from './step-error.ts';

export interface SecondStepProps {
  challenge: SecondFactorChallenge['second_factor'];
  onSession: (session: Session) => Promise<void>;
  /** Back to the password step (a new ticket comes with the next password). */
  onBack: () => void;
}

const ORDER: readonly SecondFactorMethod[] = ['passkey', 'totp', 'recovery'];

/** True once the ticket's ten minutes have passed; re-rendered when they do. */
function useExpired(expiresAt: number): boolean {
  const [expired, setExpired] = useState(() => Date.now() >= expiresAt);
  useEffect(() => {
    const left = expiresAt - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setExpired(true), Math.min(left, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [expiresAt]);
  return expired;
}

/** The sign-in page's second step: a passkey, an authenticator app's code or a recovery code. */
export function SecondStep({ challenge, onSession, onBack }: SecondStepProps) {
  const t = useT();
  const dates = useDates();
  const timedOut = useExpired(challenge.expires_at);
  const methods = ORDER.filter((m) => challenge.methods.includes(m));
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0] ?? 'recovery');
  const [problem, setProblem] = useState<{ id: string; expired: boolean } | null>(null);
  const code = useCompleteWithCode();
  const passkey = useCompleteWithPasskey();
  const busy = code.isMutating || passkey.isMutating;
  const expired = timedOut || Boolean(problem?.expired);

  const complete = async (attempt: () => Promise<Session>, wrong: string) => {
    setProblem(null);
    let session: Session;
    try {
      session = await attempt();
    } catch (error) {
      setProblem(stepError(error, wrong));
      return;
    }
    await onSession(session);
  };

  const back = (
    <Button onClick={onBack} disabled={busy}>
      {t('auth.secondStep.back')}
    </Button>
  );
  if (challenge.enrol)
    return (
      <Enrolment
        ticket={challenge.ticket}
        onFinished={(result) => (result.session ? onSession(result.session) : onBack())}
        onCancel={onBack}
      />
    );
  if (expired)
    return (
      <Stack spacing={2}>
        <Alert severity="warning">{t('auth.secondStep.expired')}</Alert>
        <Button variant="contained" onClick={onBack}>
          {t('auth.secondStep.signInAgain')}
        </Button>
      </Stack>
    );

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {t('auth.secondStep.intro', { time: dates.time(challenge.expires_at) })}
      </Typography>
      {problem ? (
        <Alert severity="error" role="alert">
          {t(problem.id)}
        </Alert>
      ) : null}
      {method === 'passkey' ? (
        <Button
          variant="contained"
          size="large"
          startIcon={<KeyIcon />}
          disabled={busy}
          onClick={() =>
            void complete(() => passkey.trigger(challenge.ticket), 'auth.secondStep.passkeyInvalid')
          }
          fullWidth
        >
          {t('auth.secondStep.usePasskey')}
        </Button>
      ) : (
        <CodeForm
          key={method}
          kind={method}
          busy={busy}
          submitLabel={t('auth.secondStep.continue')}
          onSubmit={(value) =>
            complete(
              () => code.trigger({ ticket: challenge.ticket, code: value, method }),
              method === 'totp' ? 'auth.secondStep.codeInvalid' : 'auth.secondStep.recoveryInvalid',
            )
          }
        />
      )}
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {methods
          .filter((other) => other !== method)
          .map((other) => (
            <Button
              key={other}
              size="small"
              onClick={() => {
                setProblem(null);
                setMethod(other);
              }}
            >
              {t(`auth.secondStep.switchTo.${other}`)}
            </Button>
          ))}
        {back}
      </Stack>
    </Stack>
  );
}
