import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SecondFactor } from '../../../api/contracts/index.ts';
import { UserText, useToast } from '../../../design-system/index.ts';
import { LoadError, useDates, useT } from '../../../lib/index.ts';
// auth: the enrolment steps and the recovery codes, the same as at sign-in.
import { Enrolment, RecoveryCodes } from '../../auth/index.ts';
import {
  refreshSecondFactors,
  useRegenerateRecoveryCodes,
  useRemoveSecondFactor,
  useSecondFactors,
} from '../api/second-factors.ts';
import { PasswordConfirmDialog } from './password-confirm-dialog.tsx';

/** /account's "Sign-in security": the second factors, adding and removing them, the recovery codes. */
export function SignInSecurity() {
  const t = useT();
  const dates = useDates();
  const toast = useToast();
  const headingId = useId();
  const { data, error, isLoading, mutate } = useSecondFactors();
  const { trigger: remove } = useRemoveSecondFactor();
  const { trigger: regenerate } = useRegenerateRecoveryCodes();
  const [adding, setAdding] = useState(false);
  // A new factor asks for the password first, as removal does (a session alone adds none).
  const [confirmingAdd, setConfirmingAdd] = useState(false);
  const [password, setPassword] = useState<string | undefined>(undefined);
  const [removing, setRemoving] = useState<SecondFactor | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  const status = !data
    ? null
    : data.required
      ? 'signInSecurity.required'
      : data.factors.length > 0
        ? 'signInSecurity.on'
        : 'signInSecurity.off';

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 3, mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('signInSecurity.title')}
      </Typography>
      {isLoading ? (
        <Stack role="status" aria-busy="true" aria-label={t('signInSecurity.loading')} spacing={1}>
          <Skeleton width="70%" />
          <Skeleton width="50%" />
        </Stack>
      ) : null}
      {error ? (
        <LoadError title="signInSecurity.loadFailed" error={error} onRetry={() => void mutate()} />
      ) : null}
      {data && status ? (
        <Stack spacing={2}>
          <Alert severity={data.required && data.factors.length === 0 ? 'warning' : 'info'}>
            {t(status)}
          </Alert>
          {data.factors.length > 0 ? (
            <List aria-label={t('signInSecurity.factors')} disablePadding>
              {data.factors.map((factor) => (
                <ListItem
                  key={factor.id}
                  divider
                  disableGutters
                  secondaryAction={
                    <Button
                      color="error"
                      aria-label={t('signInSecurity.removeNamed', { label: factor.label })}
                      onClick={() => setRemoving(factor)}
                    >
                      {t('signInSecurity.remove')}
                    </Button>
                  }
                  sx={{ pe: 12 }}
                >
                  <ListItemText
                    primary={
                      <>
                        {t(`signInSecurity.kinds.${factor.kind}`)}: <UserText>{factor.label}</UserText>
                      </>
                    }
                    secondary={t('signInSecurity.usage', {
                      added: dates.date(factor.created_at),
                      used: factor.last_used_at
                        ? dates.dateTime(factor.last_used_at)
                        : t('signInSecurity.never'),
                    })}
                  />
                </ListItem>
              ))}
            </List>
          ) : null}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={() => setConfirmingAdd(true)}>
              {t(data.factors.length ? 'signInSecurity.add' : 'signInSecurity.turnOn')}
            </Button>
            {data.factors.length > 0 ? (
              <Button variant="outlined" onClick={() => setRenewing(true)}>
                {t('signInSecurity.newCodes')}
              </Button>
            ) : null}
          </Stack>
          {data.factors.length > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('signInSecurity.codesLeft', { count: data.recovery_codes_left })}
            </Typography>
          ) : null}
        </Stack>
      ) : null}
      <Dialog open={adding} onClose={() => setAdding(false)} fullWidth maxWidth="sm">
        <DialogTitle>{t('signInSecurity.addTitle')}</DialogTitle>
        <DialogContent>
          {adding ? (
            <Enrolment
              password={password}
              after={refreshSecondFactors}
              onFinished={() => {
                setAdding(false);
                toast.success(t('signInSecurity.added'));
              }}
              onCancel={() => setAdding(false)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <PasswordConfirmDialog
        open={confirmingAdd}
        title={t('signInSecurity.addTitle')}
        message={t('signInSecurity.addPasswordMessage')}
        confirmLabel={t('signInSecurity.continue')}
        onCancel={() => setConfirmingAdd(false)}
        onConfirm={async (given) => {
          setPassword(given);
          setConfirmingAdd(false);
          setAdding(true);
        }}
      />
      <PasswordConfirmDialog
        open={removing !== null}
        title={t('signInSecurity.removeTitle')}
        message={t('signInSecurity.removeMessage', { label: removing?.label ?? '' })}
        confirmLabel={t('signInSecurity.remove')}
        onCancel={() => setRemoving(null)}
        onConfirm={async (password) => {
          if (!removing) return;
          await remove({ id: removing.id, password });
          setRemoving(null);
          toast.success(t('signInSecurity.removed'));
        }}
      />
      <PasswordConfirmDialog
        open={renewing}
        title={t('signInSecurity.newCodesTitle')}
        message={t('signInSecurity.newCodesMessage')}
        confirmLabel={t('signInSecurity.newCodes')}
        onCancel={() => setRenewing(false)}
        onConfirm={async (password) => {
          const answer = await regenerate(password);
          setRenewing(false);
          setCodes(answer.recovery_codes);
        }}
      />
      {/* The name on the paper, which is the element with role="dialog" (on the Dialog it lands on the backdrop's root). */}
      <Dialog
        open={codes !== null}
        fullWidth
        maxWidth="sm"
        slotProps={{ paper: { 'aria-label': t('auth.recovery.title') } }}
      >
        <DialogContent>
          {codes ? (
            <RecoveryCodes
              codes={codes}
              onConfirmed={() => setCodes(null)}
              confirmLabel={t('signInSecurity.done')}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </Paper>
  );
}
