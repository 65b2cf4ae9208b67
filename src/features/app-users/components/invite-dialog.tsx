import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  inviteRequestSchema,
  type AppUser,
  type InviteRequest,
  type Relationship,
} from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import { FormDialogActions, FormTextField, PersonPicker, useToast } from '../../../design-system/index.ts';
import { useAppUserPage, useInviteAppUser } from '../api/app-users.ts';
import { RelationshipSelect, useDialogForm, useT } from '../../../lib/index.ts';
import { NameFields } from './name-fields.tsx';

export interface InviteDialogProps {
  kind: 'guardian' | 'admin' | null;
  onClose: () => void;
}

const errorKeys: Partial<Record<string, string>> = {
  Conflict: 'appUsers.invite.exists',
  SubscriptionLimitExceeded: 'appUsers.invite.noSeats',
};

type Child = AppUser & { app_code: string | null };

/**
 * Invites a guardian (a subscription, taking a seat) or an admin: both receive an activation e-mail.
 * A guardian may be invited for their child, picked among the organisation's patients: the family
 * link is active from the invitation, so the family finds their child as soon as they sign in.
 */
export function InviteDialog({ kind, onClose }: InviteDialogProps) {
  const t = useT();
  const toast = useToast();
  const { trigger: invite } = useInviteAppUser();
  const [search, setSearch] = useState('');
  const [child, setChild] = useState<Child | null>(null);
  const [relationship, setRelationship] = useState<Relationship>('parent');
  const patients = useAppUserPage(
    {
      type: 3,
      page: 1,
      size: 20,
      search,
      sort: 'first_name',
      order: 'asc',
      area: '',
    },
    kind === 'guardian',
  );
  const children = (patients.data?.data ?? []).map((u) => ({ ...u, app_code: u.child?.app_code ?? null }));
  const { control, handleSubmit, formState, failure, setFailure, close } = useDialogForm<InviteRequest>(
    {
      resolver: zodResolver(inviteRequestSchema),
      defaultValues: { email: '', first_name: '', surname: '' },
    },
    () => {
      setChild(null);
      setSearch('');
      setRelationship('parent');
      onClose();
    },
  );
  const submit = handleSubmit(async (form) => {
    if (!kind) return;
    setFailure(null);
    const body = kind === 'guardian' && child ? { ...form, patient_id: child.id, relationship } : form;
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
          {kind === 'guardian' ? (
            <>
              <PersonPicker
                label={t('appUsers.invite.child')}
                helperText={t('appUsers.invite.childHint')}
                options={children}
                loading={patients.isLoading}
                value={child}
                onChange={setChild}
                onSearch={setSearch}
                noOptionsText={t('families.noMatches')}
                loadingText={t('table.loading')}
                patientPrefix={t('appUsers.patientPrefix')}
              />
              {child ? <RelationshipSelect value={relationship} onChange={setRelationship} /> : null}
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId="invite-form"
        onCancel={close}
        busy={formState.isSubmitting}
        cancelLabel={t('appUsers.cancel')}
        submitLabel={t('appUsers.invite.send')}
      />
    </Dialog>
  );
}
