import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { DateField } from '../../../design-system/date-pickers.ts';
import { DatePickers } from '../../../lib/date-pickers.tsx';
import { useT } from '../../../lib/index.ts';

/** Why an answer of the dialogs' calls failed, as the admin reads it (null: it did not). */
export type DialogProblem = string | null;

/**
 * An admin's review of the young person's decline: a reason (kept with the link) and, from the age
 * the young person decides, the safeguarding box without which their choice stands.
 */
export function AssentReviewDialog(props: {
  open: boolean;
  busy: boolean;
  problem: DialogProblem;
  onConfirm: (body: { reason: string; safeguarding: boolean }) => void;
  onCancel: () => void;
}) {
  // The dialog's content unmounts while closed: each opening starts empty.
  return (
    <Dialog open={props.open} onClose={props.busy ? undefined : props.onCancel} fullWidth maxWidth="sm">
      <AssentReviewForm {...props} />
    </Dialog>
  );
}

function AssentReviewForm({
  busy,
  problem,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  problem: DialogProblem;
  onConfirm: (body: { reason: string; safeguarding: boolean }) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const formId = useId();
  const [reason, setReason] = useState('');
  const [safeguarding, setSafeguarding] = useState(false);
  return (
    <>
      <DialogTitle>{t('familyAccess.admin.reviewTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('familyAccess.admin.reviewMessage')}</DialogContentText>
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        ) : null}
        <form
          id={formId}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (reason.trim()) onConfirm({ reason: reason.trim(), safeguarding });
          }}
        >
          <TextField
            label={t('families.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={safeguarding} onChange={(e) => setSafeguarding(e.target.checked)} />}
            label={t('familyAccess.admin.safeguarding')}
          />
        </form>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('appUsers.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={busy || !reason.trim()}>
          {t('familyAccess.admin.reviewConfirm')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The link's own review date: a day from today to 36 months ahead, as London counts days. */
export function ReviewDateDialog(props: {
  open: boolean;
  busy: boolean;
  problem: DialogProblem;
  /** The date the link is due for review now ('' for none). */
  initial: string;
  onConfirm: (reviewOn: string) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={props.open} onClose={props.busy ? undefined : props.onCancel} fullWidth maxWidth="xs">
      <ReviewDateForm {...props} />
    </Dialog>
  );
}

function ReviewDateForm({
  busy,
  problem,
  initial,
  onConfirm,
  onCancel,
}: {
  busy: boolean;
  problem: DialogProblem;
  initial: string;
  onConfirm: (reviewOn: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [value, setValue] = useState(initial);
  return (
    <>
      <DialogTitle>{t('familyAccess.admin.reviewDateTitle')}</DialogTitle>
      <DialogContent>
        {problem ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        ) : null}
        <DatePickers>
          <DateField
            label={t('familyAccess.admin.reviewDateLabel')}
            value={value}
            onChange={setValue}
            required
            fullWidth
            sx={{ mt: 1 }}
            helperText={t('familyAccess.admin.reviewDateHint')}
          />
        </DatePickers>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('appUsers.cancel')}
        </Button>
        <Button variant="contained" disabled={busy || !value} onClick={() => onConfirm(value)}>
          {t('familyAccess.admin.save')}
        </Button>
      </DialogActions>
    </>
  );
}
