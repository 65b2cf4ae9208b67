import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { inviteRequestSchema, type InviteRequest } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import { FormTextField, useToast } from '../../../design-system/index.ts';
import { useInviteAppUser } from '../api/app-users.ts';
import { useT } from '../../../lib/index.ts';
import { NameFields } from './name-fields.tsx';
import { useDialogForm } from './use-dialog-form.ts';

export interface InviteDialogProps {
  kind: 'guardian' | 'admin' | null;
  onClose: () => void;
}

const errorKeys: Partial<Record<string, string>> = {
  Conflict: 'appUsers.invite.exists',
  SubscriptionLimitExceeded: 'appUsers.invite.noSeats',
};

/** Invites a guardian (a subscription, taking a seat) or an admin: both receive an activation e-mail. */
export function InviteDialog({ kind, onClose }: InviteDialogProps) {
  const t = useT();
  const toast = useToast();
  const { trigger: invite } = useInviteAppUser();
  const { control, handleSubmit, formState, failure, setFailure, close } = useDialogForm<InviteRequest>(
    {
      resolver: zodResolver(inviteRequestSchema),
      defaultValues: { email: '', first_name: '', surname: '' },
    },
    onClose,
  );
  const submit = handleSubmit(async (body) => {
    if (!kind) return;
    setFailure(null);
    try {
      await invite({ kind, body });
      toast.success(t('appUsers.invite.sent'));
      close();
    } catch (error) {
      setFailure(t((error instanceof ApiError && errorKeys[error.code]) || 'appUsers.invite.failed'));
    }
  });

  return (
    <Dialog open={kind !== null} onClose={formState.isSubmitting ? undefined : close} fullWidth maxWidth="sm">
      <DialogTitle>
        {t(kind === 'admin' ? 'appUsers.invite.adminTitle' : 'appUsers.invite.guardianTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('appUsers.invite.explain')}</DialogContentText>
        <Stack component="form" id="invite-form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <FormTextField
            control={control}
            name="email"
            type="email"
            label={t('appUsers.invite.email')}
            translateError={t}
            fullWidth
          />
          <NameFields control={control} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={formState.isSubmitting}>
          {t('appUsers.cancel')}
        </Button>
        <Button type="submit" form="invite-form" variant="contained" disabled={formState.isSubmitting}>
          {t('appUsers.invite.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
