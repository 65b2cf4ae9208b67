import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { UserType, type AppUserDetail } from '../../../api/contracts/index.ts';
import { FormDialogActions, FormTextField, useToast } from '../../../design-system/index.ts';
import { useUpdateAppUser } from '../api/app-users.ts';
import { useT } from '../../../lib/index.ts';
import { DateOfBirthField } from './date-of-birth-field.tsx';
import { NameFields } from './name-fields.tsx';
import { userForm, type UserForm } from './user-form.ts';

/** An admin corrects a user's names (and a patient's hospital number). */
export function EditUserDialog({ user, onClose }: { user: AppUserDetail | null; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const { trigger: update } = useUpdateAppUser();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<UserForm>({ resolver: zodResolver(userForm) });
  useEffect(() => {
    if (user)
      reset({
        first_name: user.first_name,
        surname: user.surname,
        patient_number: user.patient_number ?? '',
        date_of_birth: user.date_of_birth ?? '',
      });
  }, [user, reset]);
  const patient = user?.type === UserType.Patient;
  const submit = handleSubmit(async (form) => {
    if (!user) return;
    setFailure(null);
    try {
      await update({
        id: user.id,
        body: {
          ...(form.first_name && { first_name: form.first_name }),
          ...(form.surname && { surname: form.surname }),
          ...(patient && {
            patient_number: form.patient_number || null,
            date_of_birth: form.date_of_birth || null,
          }),
        },
      });
      toast.success(t('userDetail.saved'));
      onClose();
    } catch {
      setFailure(t('userDetail.saveFailed'));
    }
  });
  return (
    <Dialog
      open={user !== null}
      onClose={formState.isSubmitting ? undefined : onClose}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle>{t('userDetail.editTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="edit-user-form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => void submit(e)}
        >
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <NameFields control={control} />
          {patient ? (
            <FormTextField
              control={control}
              name="patient_number"
              label={t('appUsers.columns.patientNumber')}
              translateError={t}
              fullWidth
            />
          ) : null}
          {patient ? <DateOfBirthField control={control} /> : null}
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId="edit-user-form"
        onCancel={onClose}
        busy={formState.isSubmitting}
        cancelLabel={t('appUsers.cancel')}
        submitLabel={t('userDetail.save')}
      />
    </Dialog>
  );
}
