import { useEffect, useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DialogActions from '@mui/material/DialogActions';
import { FormTextField } from '../form-fields/form-text-field.tsx';

/** The reason is kept with the record (and in the audit log), so its length is that of the column. */
const REASON_MAX = 500;

export interface ReasonDialogProps {
  open: boolean;
  title: string;
  message?: ReactNode;
  label?: string;
  /** Marks the field as required (the confirm button waits for a reason either way). */
  required?: boolean;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the action runs: both buttons disabled, the dialog stays open. */
  busy?: boolean;
  /** Called with the reason, trimmed. */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Asks why before a destructive decision (decline, revoke): the confirm button stays off until a
 * reason is written. Every opening starts blank.
 */
export function ReasonDialog({
  open,
  title,
  message,
  label = 'Reason',
  required = false,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const formId = useId();
  const { control, handleSubmit, reset } = useForm({ defaultValues: { reason: '' } });
  const reason = useWatch({ control, name: 'reason' });
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const submit = handleSubmit((values) => {
    const trimmed = values.reason.trim();
    if (trimmed) onConfirm(trimmed);
  });
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {message ? <DialogContentText>{message}</DialogContentText> : null}
        <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
          <FormTextField
            control={control}
            name="reason"
            label={label}
            multiline
            minRows={2}
            fullWidth
            required={required}
            sx={{ mt: message ? 2 : 1 }}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          type="submit"
          form={formId}
          color="error"
          variant="contained"
          disabled={busy || !reason.trim()}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
