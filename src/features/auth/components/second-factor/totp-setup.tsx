import { useEffect, useRef, useState } from 'react';
import type { SWRMutationResponse } from 'swr/mutation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { EnrolResult, TotpEnrolStartResult } from '../../../../api/contracts/index.ts';
import type { ApiError } from '../../../../api/index.ts';
import { useT } from '../../../../lib/index.ts';
import type { TotpEnrolment } from '../../api/second-factor.ts';
import { CodeForm } from './code-form.tsx';

export interface TotpSetupProps {
  ticket?: string;
  password?: string;
  start: SWRMutationResponse<TotpEnrolStartResult, ApiError, string, string | undefined>;
  enrol: SWRMutationResponse<EnrolResult, ApiError, string, TotpEnrolment>;
  onEnrolled: (result: EnrolResult) => Promise<void>;
  onFailed: (error: unknown) => void;
  onBack: () => void;
}

/** The secret in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** An authenticator app: scan the QR code (or type the secret), then prove it with the first code. */
export function TotpSetup({ ticket, password, start, enrol, onEnrolled, onFailed, onBack }: TotpSetupProps) {
  const t = useT();
  const [secret, setSecret] = useState<TotpEnrolStartResult | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.trigger(ticket).then(setSecret, onFailed);
  }, [start, ticket, onFailed]);

  useEffect(() => {
    if (!secret) return;
    let current = true;
    // The QR code library loads only when someone sets up an app.
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(secret.otpauth_uri, { margin: 1, width: 200 }))
      .then((url) => current && setQr(url))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [secret]);

  const submit = async (code: string) => {
    if (!secret) return;
    try {
      const result = await enrol.trigger({
        ticket,
        secret: secret.secret,
        code,
        label: t('auth.enrol.appName'),
        ...(password && { password }),
      });
      await onEnrolled(result);
    } catch (error) {
      onFailed(error);
    }
  };

  return (
    <Stack spacing={2}>
      <Typography>{t('auth.enrol.scan')}</Typography>
      <Box sx={{ alignSelf: 'center' }}>
        {qr ? (
          <img src={qr} width={200} height={200} alt={t('auth.enrol.qrAlt')} />
        ) : (
          <Skeleton variant="rectangular" width={200} height={200} aria-label={t('auth.enrol.loading')} />
        )}
      </Box>
      <Typography variant="body2">{t('auth.enrol.typeSecret')}</Typography>
      <Typography
        component="code"
        dir="ltr"
        aria-label={t('auth.enrol.secret')}
        sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all', textAlign: 'center' }}
      >
        {secret ? grouped(secret.secret) : '…'}
      </Typography>
      <CodeForm
        kind="totp"
        busy={!secret || enrol.isMutating}
        submitLabel={t('auth.enrol.confirmApp')}
        onSubmit={submit}
      />
      <Button onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
        {t('auth.enrol.otherWay')}
      </Button>
    </Stack>
  );
}
