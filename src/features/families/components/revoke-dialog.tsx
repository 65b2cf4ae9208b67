import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useT } from '../../../lib/index.ts';

/** Asks for the reason before a link is revoked; the reason stays with the link. */
export function RevokeDialog({
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onCancel();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="sm">
      <DialogTitle>{t('families.revokeTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('families.revokeMessage')}</DialogContentText>
        <TextField
          label={t('families.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          required
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('appUsers.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy || !reason.trim()}
          onClick={() => {
            onConfirm(reason.trim());
            setReason('');
          }}
        >
          {t('families.revoke')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
