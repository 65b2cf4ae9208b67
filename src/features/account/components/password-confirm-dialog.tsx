import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { z } from 'zod';
import { ApiError } from '../../../api/index.ts';
import { FormDialogActions, PasswordInput } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';

const schema = z.object({ password: z.string().min(1, { message: 'signInSecurity.passwordRequired' }) });
type Form = z.infer<typeof schema>;

export interface PasswordConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Resolves when done; a refusal is shown in the dialog, which stays open. */
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}

/** Why a change that asks for the password was refused, in plain words. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.code === 'IncorrectPassword'
    ? 'signInSecurity.wrongPassword'
    : error instanceof ApiError && error.code === 'second_factor_required'
      ? 'signInSecurity.lastFactor'
      : error instanceof ApiError && error.code === 'TooManyRequests'
        ? 'auth.signIn.throttled'
        : 'signInSecurity.failed';

/** A change to how one signs in: the password again first. */
export function PasswordConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: PasswordConfirmDialogProps) {
  const t = useT();
  const formId = useId();
  const [failed, setFailed] = useState<string | null>(null);
  const { register, handleSubmit, reset, formState } = useForm<Form>({
    resolver: zodResolver(schema),
    defaultValues: { password: '' },
  });
  useEffect(() => {
    if (open) reset({ password: '' });
  }, [open, reset]);
  const cancel = () => {
    setFailed(null);
    onCancel();
  };
  const submit = handleSubmit(async ({ password }) => {
    setFailed(null);
    try {
      await onConfirm(password);
    } catch (error) {
      setFailed(refusal(error));
    }
  });
  const fieldError = formState.errors.password?.message;
  return (
    <Dialog open={open} onClose={formState.isSubmitting ? undefined : cancel} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(e) => void submit(e)}>
          <DialogContentText>{message}</DialogContentText>
          {failed ? (
            <Alert severity="error" role="alert">
              {t(failed)}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('signInSecurity.password')}
            autoComplete="current-password"
            showLabel={t('auth.password.show')}
            hideLabel={t('auth.password.hide')}
            {...register('password')}
            error={Boolean(fieldError)}
            helperText={fieldError ? t(fieldError) : undefined}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId={formId}
        onCancel={cancel}
        busy={formState.isSubmitting}
        cancelLabel={t('signInSecurity.cancel')}
        submitLabel={confirmLabel}
      />
    </Dialog>
  );
}
