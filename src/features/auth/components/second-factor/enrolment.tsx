import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyIcon from '@mui/icons-material/Key';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import type { EnrolResult } from '../../../../api/contracts/index.ts';
import type { AfterWrite } from '../../../../lib/index.ts';
import { useDates, useT } from '../../../../lib/index.ts';
import { useEnrolment } from '../../api/second-factor.ts';
import { RecoveryCodes } from './recovery-codes.tsx';
import { stepError } from './step-error.ts';
import { TotpSetup } from './totp-setup.tsx';

export interface EnrolmentProps {
  /** The sign-in ticket when enrolling to sign in (the answer then holds the session); none when signed in. */
  ticket?: string;
  /** Once the factor is added and any recovery codes saved. */
  onFinished: (result: EnrolResult) => Promise<void> | void;
  onCancel: () => void;
  /** Signed in: what to refresh once a factor is added (the account's list). */
  after?: AfterWrite<unknown, unknown>;
  /** Signed in: the password the person confirmed before adding a factor. */
  password?: string;
}

/** Adding a second factor: a passkey or an authenticator app, then the recovery codes, shown once. */
export function Enrolment({ ticket, onFinished, onCancel, after, password }: EnrolmentProps) {
  const t = useT();
  const dates = useDates();
  const enrol = useEnrolment(after);
  const [step, setStep] = useState<'choose' | 'totp' | 'codes'>('choose');
  const [result, setResult] = useState<EnrolResult | null>(null);
  const [problem, setProblem] = useState<{ id: string; expired: boolean } | null>(null);

  const added = async (answer: EnrolResult) => {
    setProblem(null);
    setResult(answer);
    if (answer.recovery_codes?.length) setStep('codes');
    else await onFinished(answer);
  };
  const failed = (error: unknown, wrong = 'auth.secondStep.failed') => setProblem(stepError(error, wrong));

  const addPasskey = async () => {
    setProblem(null);
    const label = t('auth.enrol.passkeyName', { date: dates.date(new Date()) });
    try {
      await added(await enrol.passkey.trigger({ ticket, label, password }));
    } catch (error) {
      failed(error, 'auth.enrol.passkeyRefused');
    }
  };

  if (problem?.expired)
    return (
      <Stack spacing={2}>
        <Alert severity="warning">{t(problem.id)}</Alert>
        <Button variant="contained" onClick={onCancel}>
          {t('auth.secondStep.signInAgain')}
        </Button>
      </Stack>
    );
  if (step === 'codes' && result?.recovery_codes)
    return <RecoveryCodes codes={result.recovery_codes} onConfirmed={() => onFinished(result)} />;

  return (
    <Stack spacing={2}>
      {problem ? (
        <Alert severity="error" role="alert">
          {t(problem.id)}
        </Alert>
      ) : null}
      {step === 'totp' ? (
        <TotpSetup
          ticket={ticket}
          password={password}
          start={enrol.start}
          enrol={enrol.totp}
          onEnrolled={added}
          onFailed={(error) => failed(error, 'auth.secondStep.codeInvalid')}
          onBack={() => {
            setProblem(null);
            setStep('choose');
          }}
        />
      ) : (
        <>
          {ticket ? (
            <Alert severity="info">
              <strong>{t('auth.enrol.required')}</strong> {t('auth.enrol.why')}
            </Alert>
          ) : null}
          <Typography>{t('auth.enrol.choose')}</Typography>
          <Button
            variant="contained"
            size="large"
            startIcon={<KeyIcon />}
            disabled={enrol.passkey.isMutating}
            onClick={() => void addPasskey()}
          >
            {t('auth.enrol.addPasskey')}
          </Button>
          <Typography variant="body2" color="text.secondary">
            {t('auth.enrol.passkeyHelp')}
          </Typography>
          <Button
            variant="outlined"
            size="large"
            startIcon={<PhonelinkLockIcon />}
            onClick={() => {
              setProblem(null);
              setStep('totp');
            }}
          >
            {t('auth.enrol.useApp')}
          </Button>
          <Button onClick={onCancel} sx={{ alignSelf: 'flex-start' }}>
            {t(ticket ? 'auth.secondStep.back' : 'auth.enrol.cancel')}
          </Button>
        </>
      )}
    </Stack>
  );
}
