import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { ApiError } from '../../../api/index.ts';
import { formatAppCode, FormDialogActions, FormTextField, useToast } from '../../../design-system/index.ts';
import { useCreatePatient } from '../api/app-users.ts';
import { useDialogForm, useT } from '../../../lib/index.ts';
import { DateOfBirthField } from './date-of-birth-field.tsx';
import { NameFields } from './name-fields.tsx';
import { userForm, type UserForm } from './user-form.ts';

export interface PatientDialogProps {
  open: boolean;
  onClose: () => void;
}

/** An admin creates a child account; the server generates its six-character app code. */
export function PatientDialog({ open, onClose }: PatientDialogProps) {
  const t = useT();
  const toast = useToast();
  const { trigger: createPatient } = useCreatePatient();
  const { control, handleSubmit, formState, failure, setFailure, close } = useDialogForm<UserForm>(
    {
      resolver: zodResolver(userForm),
      defaultValues: { first_name: '', surname: '', patient_number: '', date_of_birth: '' },
    },
    onClose,
  );
  const submit = handleSubmit(async (form) => {
    setFailure(null);
    try {
      const patient = await createPatient({
        first_name: form.first_name,
        surname: form.surname,
        ...(form.patient_number && { patient_number: form.patient_number }),
        ...(form.date_of_birth && { date_of_birth: form.date_of_birth }),
      });
      toast.success(t('appUsers.patient.created', { code: formatAppCode(patient.child?.app_code ?? '') }));
      close();
    } catch (error) {
      const seats = error instanceof ApiError && error.code === 'SubscriptionLimitExceeded';
      setFailure(t(seats ? 'appUsers.invite.noSeats' : 'appUsers.patient.failed'));
    }
  });

  return (
    <Dialog open={open} onClose={formState.isSubmitting ? undefined : close} fullWidth maxWidth="sm">
      <DialogTitle>{t('appUsers.patient.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('appUsers.patient.explain')}</DialogContentText>
        <Stack component="form" id="patient-form" noValidate spacing={2} onSubmit={(e) => void submit(e)}>
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <NameFields control={control} />
          <FormTextField
            control={control}
            name="patient_number"
            label={t('appUsers.columns.patientNumber')}
            translateError={t}
            fullWidth
          />
          <DateOfBirthField control={control} />
        </Stack>
      </DialogContent>
      <FormDialogActions
        formId="patient-form"
        onCancel={close}
        busy={formState.isSubmitting}
        cancelLabel={t('appUsers.cancel')}
        submitLabel={t('appUsers.patient.create')}
      />
    </Dialog>
  );
}
