import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { webcalOf, type CalendarSubscriptionCreated } from '../../../api/contracts/index.ts';
import { ConfirmDialog, useToast } from '../../../design-system/index.ts';
import { LoadError, useDates, useT } from '../../../lib/index.ts';
import {
  useCalendarSubscription,
  useCreateSubscription,
  useRevokeSubscription,
} from '../api/subscription.ts';

/**
 * "Subscribe in your phone's calendar": the guardian makes a private address (shown this once, with
 * Copy and a webcal: link that opens the phone's calendar app), makes a new one, or stops it.
 */
export function SubscribePanel() {
  const t = useT();
  const dates = useDates();
  const toast = useToast();
  const state = useCalendarSubscription(true);
  const create = useCreateSubscription();
  const revoke = useRevokeSubscription();
  const [made, setMade] = useState<CalendarSubscriptionCreated | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [copied, setCopied] = useState(false);

  const make = async () => {
    try {
      setMade(await create.trigger());
      setCopied(false);
    } catch {
      toast.error(t('calendar.ics.subscribe.createFailed'));
    }
  };
  const stop = async () => {
    try {
      await revoke.trigger();
      setMade(null);
      setConfirming(false);
      toast.success(t('calendar.ics.subscribe.revoked'));
    } catch {
      setConfirming(false);
      toast.error(t('calendar.ics.subscribe.revokeFailed'));
    }
  };
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };

  const active = made !== null || state.data?.active === true;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="calendar-subscribe-title"
      sx={{ p: 2, minWidth: 0 }}
    >
      <Stack spacing={1.5}>
        <Typography id="calendar-subscribe-title" variant="h6" component="h2">
          {t('calendar.ics.subscribe.title')}
        </Typography>
        <Typography color="text.secondary">{t('calendar.ics.subscribe.description')}</Typography>
        {state.error ? (
          <LoadError
            title="calendar.ics.subscribe.loadFailed"
            error={state.error}
            onRetry={() => void state.mutate()}
          />
        ) : null}
        {state.isLoading ? (
          <LinearProgress role="status" aria-busy="true" aria-label={t('shell.loading')} />
        ) : null}
        {made ? (
          <Stack spacing={1}>
            <Alert severity="warning">{t('calendar.ics.subscribe.created')}</Alert>
            <TextField
              label={t('calendar.ics.subscribe.addressLabel')}
              value={made.url}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, dir: 'ltr' } }}
            />
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(made.url)}>
                {t(copied ? 'calendar.ics.subscribe.copied' : 'calendar.ics.subscribe.copy')}
              </Button>
              <Button variant="contained" startIcon={<PhoneIphoneIcon />} href={webcalOf(made.url)}>
                {t('calendar.ics.subscribe.open')}
              </Button>
            </Stack>
          </Stack>
        ) : null}
        {!made && state.data?.active && state.data.created_at ? (
          <Typography>
            {t('calendar.ics.subscribe.active', { date: dates.longDate(state.data.created_at) })}
          </Typography>
        ) : null}
        {state.data && !active ? <Typography>{t('calendar.ics.subscribe.none')}</Typography> : null}
        {state.data ? (
          <>
            <Alert severity="info">{t('calendar.ics.subscribe.private')}</Alert>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant={active ? 'outlined' : 'contained'}
                disabled={create.isMutating}
                onClick={() => void make()}
              >
                {t(active ? 'calendar.ics.subscribe.replace' : 'calendar.ics.subscribe.create')}
              </Button>
              {active ? (
                <Button color="error" onClick={() => setConfirming(true)}>
                  {t('calendar.ics.subscribe.revoke')}
                </Button>
              ) : null}
            </Stack>
          </>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirming}
        destructive
        title={t('calendar.ics.subscribe.revokeTitle')}
        message={t('calendar.ics.subscribe.revokeText')}
        confirmLabel={t('calendar.ics.subscribe.revokeConfirm')}
        cancelLabel={t('calendar.ics.subscribe.cancel')}
        busy={revoke.isMutating}
        busyLabel={t('calendar.ics.subscribe.working')}
        onConfirm={() => void stop()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
