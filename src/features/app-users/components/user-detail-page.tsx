import { useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/EditOutlined';
import { AccountStatus, UserType, type AppUserDetail } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import {
  ConfirmDialog,
  EmptyState,
  PageHeader,
  StatusChip,
  formatAppCode,
  formatDate,
  formatTime,
  personDisplayName,
  useToast,
} from '../../../design-system/index.ts';
import { useAreas } from '../../areas/index.ts';
import { sessionAtom } from '../../session/index.ts';
import {
  useAppUser,
  useDeactivateSubscription,
  useDeleteAppUser,
  useRenewSubscription,
  useUpdateAppUser,
} from '../api/app-users.ts';
import { EditUserDialog } from './edit-user-dialog.tsx';
import { loadErrorMessageId, useT, type Translate } from '../../../lib/index.ts';

type Action = 'deactivate' | 'renew' | 'resend' | 'delete';

/** The question each action asks before it changes anything. */
const confirmText: Record<Exclude<Action, 'resend'>, { title: string; message: string; confirm: string }> = {
  delete: { title: 'appUsers.deleteTitle', message: 'appUsers.deleteMessage', confirm: 'appUsers.delete' },
  deactivate: { title: 'userDetail.deactivateTitle', message: 'userDetail.deactivateMessage', confirm: 'userDetail.deactivate' },
  renew: { title: 'userDetail.renewTitle', message: 'userDetail.renewMessage', confirm: 'userDetail.renewConfirm' },
};

const when = (value: string | null) => (value ? `${formatDate(value)} ${formatTime(value)}` : '—');

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 150 }}>
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The areas of the user, edited in place with the organisation's areas to choose from. */
function AreasSection({ user, t }: { user: AppUserDetail; t: Translate }) {
  const organisationId = useAtomValue(sessionAtom)?.organisation?.id ?? user.organisation_id;
  const { data: areas } = useAreas(organisationId);
  const { trigger: update, isMutating: busy } = useUpdateAppUser();
  const toast = useToast();
  const [editing, setEditing] = useState<{ id: string; name: string }[] | null>(null);
  const save = async () => {
    if (!editing) return;
    try {
      await update({ id: user.id, body: { area_ids: editing.map((a) => a.id) } });
      toast.success(t('userDetail.areasSaved'));
      setEditing(null);
    } catch {
      toast.error(t('userDetail.saveFailed'));
    }
  };
  return (
    <Section
      title={t('userDetail.areas')}
      action={
        editing ? null : (
          <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(user.areas)}>
            {t('userDetail.editAreas')}
          </Button>
        )
      }
    >
      {editing ? (
        <Stack spacing={2}>
          <Autocomplete
            multiple
            options={(areas ?? []).map((a) => ({ id: a.id, name: a.name }))}
            getOptionLabel={(a) => a.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={editing}
            onChange={(_e, next) => setEditing(next)}
            renderInput={(params) => <TextField {...params} label={t('userDetail.areas')} />}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setEditing(null)} disabled={busy}>
              {t('appUsers.cancel')}
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={busy}>
              {t('userDetail.save')}
            </Button>
          </Stack>
        </Stack>
      ) : user.areas.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {user.areas.map((a) => (
            <Chip key={a.id} label={a.name} />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('userDetail.noAreas')}
        </Typography>
      )}
    </Section>
  );
}

/** /user/[userId]: one app user — profile, subscription, areas, status history and actions. */
export function UserDetailPage() {
  const t = useT();
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
    <Button component={RouterLink} to="/app-users" startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}>
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
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('userDetail.loading')}>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={160} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  }

  const name = personDisplayName({ ...user, app_code: user.child?.app_code ?? null }, t('appUsers.patientPrefix')).text;
  const seated = user.type === UserType.Guardian || user.type === UserType.Patient;
  const canDeactivate =
    seated &&
    [AccountStatus.PendingAccountActivation, AccountStatus.Active, AccountStatus.PendingAppActivation].includes(
      user.status as 3 | 4 | 7,
    );
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

  const actor = (id: string | null) => (id === null ? t('userDetail.history.self') : t('userDetail.history.admin'));

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
            {user.child ? (
              <Field label={t('appUsers.columns.appCode')} value={<bdi>{formatAppCode(user.child.app_code)}</bdi>} />
            ) : null}
            <Field label={t('appUsers.columns.created')} value={when(user.created_at)} />
            <Field label={t('appUsers.columns.activated')} value={when(user.activated_at)} />
            <Field label={t('appUsers.columns.lastActive')} value={when(user.last_active)} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title={t('userDetail.subscription')}>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <StatusChip status={user.status} labels={statusLabels} />
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
                  <Button color="warning" variant="outlined" disabled={busy} onClick={() => setConfirm('deactivate')}>
                    {t('userDetail.deactivate')}
                  </Button>
                ) : null}
              </Stack>
            </Stack>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AreasSection user={user} t={t} />
        </Grid>
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
            {user.status_history.length === 0 ? <Alert severity="info">{t('userDetail.history.none')}</Alert> : null}
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
