import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { z } from 'zod';
import { FormTextField } from '../../../../design-system/index.ts';
import { useT } from '../../../../lib/index.ts';

/** Six digits, spaces allowed as apps show them (123 456). */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { message: 'auth.secondStep.codeFormat' }));
const recoverySchema = z.string().trim().min(1, { message: 'auth.secondStep.recoveryRequired' }).max(64);

export interface CodeFormProps {
  kind: 'totp' | 'recovery';
  busy: boolean;
  onSubmit: (code: string) => Promise<void>;
  submitLabel: string;
}

/** One code: the six digits of an authenticator app, or a recovery code. */
export function CodeForm({ kind, busy, onSubmit, submitLabel }: CodeFormProps) {
  const t = useT();
  const schema = z.object({ code: kind === 'totp' ? totpCodeSchema : recoverySchema });
  const { control, handleSubmit } = useForm<{ code: string }, unknown, { code: string }>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(({ code }) => onSubmit(code));
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
      <FormTextField
        control={control}
        name="code"
        label={t(kind === 'totp' ? 'auth.secondStep.totpLabel' : 'auth.secondStep.recoveryLabel')}
        helperText={t(kind === 'totp' ? 'auth.secondStep.totpHelp' : 'auth.secondStep.recoveryHelp')}
        translateError={t}
        autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
        slotProps={{
          htmlInput: kind === 'totp' ? { inputMode: 'numeric', maxLength: 7, dir: 'ltr' } : { dir: 'ltr' },
        }}
        autoFocus
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
        {submitLabel}
      </Button>
    </Stack>
  );
}
