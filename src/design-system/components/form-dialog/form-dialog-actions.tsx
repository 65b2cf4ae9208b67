import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

export interface FormDialogActionsProps {
  /** The id of the dialog's form: the submit button submits it from outside the form element. */
  formId: string;
  onCancel: () => void;
  /** While the form is being sent, neither button can be pressed again. */
  busy?: boolean;
  cancelLabel?: string;
  submitLabel?: string;
}

/** The footer of a dialog that holds a form: cancel, then the form's submit button. */
export function FormDialogActions({
  formId,
  onCancel,
  busy = false,
  cancelLabel = 'Cancel',
  submitLabel = 'Save',
}: FormDialogActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={formId} variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
