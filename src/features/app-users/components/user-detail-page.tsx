import { Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/EditOutlined';
import { AccountStatus, UserType } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import {
  ConfirmDialog,
  EmptyState,
  PageHeader,
  formatAppCode,
  personDisplayName,
  useToast,
} from '../../../design-system/index.ts';
import {
  useAppUser,
  useDeactivateSubscription,
  useDeleteAppUser,
  useRenewSubscription,
} from '../api/app-users.ts';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { AccountStatusChip } from './account-status-chip.tsx';
import { Field, Section } from './detail-section.tsx';
import { AreasSection } from './user-areas-section.tsx';
import { SecondFactorReset } from './second-factor-reset.tsx';
import { AppCodeRenewal } from './app-code-renewal.tsx';
// families: a patient's guardians, a guardian's children.
import { FamilySection } from '../../families/index.ts';
import { PatientScores } from '../../questionnaires/index.ts';
import { loadErrorMessageId, Loading, useDates, useT } from '../../../lib/index.ts';

type Action = 'deactivate' | 'renew' | 'resend' | 'delete';

/** The question each action asks before it changes anything. */
const confirmText: Record<Exclude<Action, 'resend'>, { title: string; message: string; confirm: string }> = {
  delete: { title: 'appUsers.deleteTitle', message: 'appUsers.deleteMessage', confirm: 'appUsers.delete' },
  deactivate: {
    title: 'userDetail.deactivateTitle',
    message: 'userDetail.deactivateMessage',
    confirm: 'userDetail.deactivate',
  },
  renew: {
    title: 'userDetail.renewTitle',
    message: 'userDetail.renewMessage',
    confirm: 'userDetail.renewConfirm',
  },
};

/** /user/[userId]: one app user — profile, subscription, areas, status history and actions. */
export function UserDetailPage() {
  const t = useT();
  const dates = useDates();
  const when = (value: string | null) => (value ? dates.dateTime(value) : '—');
  const { userId } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { trigger: deactivate } = useDeactivateSubscription();
  const { trigger: renew } = useRenewSubscription();
  const { trigger: remove } = useDeleteAppUser();
  const { data: user, error, isLoading, mutate } = useAppUser(userId);
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<Exclude<Action, 'resend'> | null>(null);
  const [busy, setBusy] = useState(false);
  const statusLabels = Object.fromEntries([1, 2, 3, 4, 7].map((s) => [s, t(`appUsers.status.${s}`)]));
  const back = (
    <Button
      component={RouterLink}
      to="/app-users"
      startIcon={
        <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
      }
    >
      {t('userDetail.back')}
    </Button>
  );

  if (error) {
    const gone = error instanceof ApiError && error.status === 404;
    return (
      <>
        <PageHeader title={t('userDetail.title')} actions={back} />
        <EmptyState
          title={t(gone ? 'userDetail.notFound' : 'userDetail.loadFailed')}
          description={t(gone ? 'userDetail.notFoundHint' : loadErrorMessageId(error))}
          action={gone ? undefined : <Button onClick={() => void mutate()}>{t('table.retry')}</Button>}
        />
      </>
    );
  }
  if (isLoading || !user) {
    return <Loading heights={[48, 160, 160]} gap={2} label="userDetail.loading" />;
  }

  const name = personDisplayName(
    { ...user, app_code: user.child?.app_code ?? null },
    t('appUsers.patientPrefix'),
  ).text;
  const seated = user.type === UserType.Guardian || user.type === UserType.Patient;
  const canDeactivate =
    seated &&
    [
      AccountStatus.PendingAccountActivation,
      AccountStatus.Active,
      AccountStatus.PendingAppActivation,
    ].includes(user.status as 3 | 4 | 7);
  // Renewing applies to a deactivated guardian only; one awaiting activation may get a new e-mail.
  // An active one is left alone: renewing would send the family back to pending activation.
  const canRenew = user.type === UserType.Guardian && user.status === AccountStatus.Pending;
  const canResend = user.type === UserType.Guardian && user.status === AccountStatus.PendingAccountActivation;

  const act = async (what: Action) => {
    setBusy(true);
    try {
      if (what === 'deactivate') await deactivate(user.id);
      if (what === 'renew' || what === 'resend') await renew(user.id);
      if (what === 'delete') await remove(user.id);
      toast.success(t(`userDetail.done.${what === 'resend' ? 'renew' : what}`));
      if (what === 'delete') void navigate('/app-users');
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : null;
      toast.error(
        t(
          code === 'SubscriptionLimitExceeded'
            ? 'appUsers.invite.noSeats'
            : code === 'Conflict'
              ? 'userDetail.changedMeanwhile'
              : 'userDetail.saveFailed',
        ),
      );
      // The status shown was out of date: show the one the server holds.
      if (code === 'Conflict') void mutate();
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  const actor = (id: string | null) =>
    id === null ? t('userDetail.history.self') : t('userDetail.history.admin');

  return (
    <>
      <PageHeader
        title={name}
        description={t(`userDetail.types.${user.type}`)}
        actions={
          <Stack direction="row" spacing={1}>
            {back}
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              {t('userDetail.edit')}
            </Button>
            <Button color="error" variant="outlined" onClick={() => setConfirm('delete')}>
              {t('appUsers.delete')}
            </Button>
          </Stack>
        }
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('userDetail.profile')}>
            {user.full_name ? <Field label={t('appUsers.columns.name')} value={user.full_name} /> : null}
            {/* A patient known by a full name alone has no separate first name and surname to show. */}
            {user.first_name || user.surname || !user.full_name ? (
              <>
                <Field label={t('appUsers.invite.firstName')} value={user.first_name || '—'} />
                <Field label={t('appUsers.invite.surname')} value={user.surname || '—'} />
              </>
            ) : null}
            {user.email ? <Field label={t('appUsers.columns.email')} value={user.email} /> : null}
            {user.type === UserType.Patient ? (
              <Field label={t('appUsers.columns.patientNumber')} value={user.patient_number ?? '—'} />
            ) : null}
            {(user.child ?? user.app_code) ? (
              <Field
                label={t('appUsers.columns.appCode')}
                value={<bdi>{formatAppCode(user.child?.app_code ?? user.app_code ?? '')}</bdi>}
              />
            ) : null}
            {user.type === UserType.Patient ? (
              <Field
                label={t('families.dateOfBirth')}
                value={user.date_of_birth ? dates.date(`${user.date_of_birth}T12:00:00Z`) : '—'}
              />
            ) : null}
            <Field label={t('appUsers.columns.created')} value={when(user.created_at)} />
            <Field label={t('appUsers.columns.activated')} value={when(user.activated_at)} />
            <Field label={t('appUsers.columns.lastActive')} value={when(user.last_active)} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('userDetail.subscription')}>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <AccountStatusChip status={user.status} />
              {seated ? null : (
                <Typography variant="body2" color="text.secondary">
                  {t('userDetail.noSubscription')}
                </Typography>
              )}
              <Stack direction="row" spacing={1}>
                {canRenew ? (
                  <Button variant="contained" disabled={busy} onClick={() => setConfirm('renew')}>
                    {t('userDetail.renew')}
                  </Button>
                ) : null}
                {canResend ? (
                  <Button variant="contained" disabled={busy} onClick={() => void act('resend')}>
                    {t('userDetail.resend')}
                  </Button>
                ) : null}
                {canDeactivate ? (
                  <Button
                    color="warning"
                    variant="outlined"
                    disabled={busy}
                    onClick={() => setConfirm('deactivate')}
                  >
                    {t('userDetail.deactivate')}
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          {/* The column's cards stack, the last one filling what the row's height leaves. */}
          <Stack
            spacing={2}
            sx={{
              height: '100%',
              '& > .MuiCard-root': { height: 'auto' },
              '& > .MuiCard-root:last-child': { flexGrow: 1 },
            }}
          >
            <AreasSection user={user} t={t} />
            <SecondFactorReset user={user} name={name} />
            <AppCodeRenewal user={user} name={name} />
          </Stack>
        </Grid>
        {user.type === UserType.Guardian || user.type === UserType.Patient ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <FamilySection user={user} />
          </Grid>
        ) : null}
        {user.type === UserType.Patient ? (
          <Grid size={{ xs: 12 }}>
            <Suspense fallback={null}>
              <PatientScores patientId={user.id} name={name} />
            </Suspense>
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('userDetail.history.title')}>
            <List dense disablePadding aria-label={t('userDetail.history.title')}>
              {[...user.status_history].reverse().map((h, i) => (
                <ListItem key={`${h.at}-${i}`} disableGutters divider>
                  <ListItemText
                    primary={
                      h.from === null
                        ? t('userDetail.history.created', { to: statusLabels[h.to] ?? String(h.to) })
                        : t('userDetail.history.moved', {
                            from: statusLabels[h.from] ?? String(h.from),
                            to: statusLabels[h.to] ?? String(h.to),
                          })
                    }
                    secondary={`${when(h.at)} · ${actor(h.actor_id)}${h.reason ? ` · ${h.reason}` : ''}`}
                  />
                </ListItem>
              ))}
            </List>
            {user.status_history.length === 0 ? (
              <Alert severity="info">{t('userDetail.history.none')}</Alert>
            ) : null}
          </Section>
        </Grid>
      </Grid>
      <EditUserDialog user={editing ? user : null} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={confirm !== null}
        destructive={confirm !== 'renew'}
        busy={busy}
        title={t(confirmText[confirm ?? 'delete'].title)}
        message={t(confirmText[confirm ?? 'delete'].message)}
        confirmLabel={t(confirmText[confirm ?? 'delete'].confirm)}
        cancelLabel={t('appUsers.cancel')}
        onConfirm={() => void act(confirm ?? 'delete')}
        onCancel={() => setConfirm(null)}
      />
    </>
  );
}
