import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RELATIONSHIPS } from '../../../api/contracts/index.ts';
import { ApiError } from '../../../api/index.ts';
import { FormSelect, FormTextField, useToast } from '../../../design-system/index.ts';
import { FormDateField } from '../../../design-system/date-pickers.ts';
import { DatePickers } from '../../../lib/date-pickers.tsx';
import { useDates, useT } from '../../../lib/index.ts';
import { useAddChild } from '../api/families.ts';
import { childFormSchema, type ChildForm, type ChildFormInput } from '../api/child-form.ts';

const EMPTY: ChildFormInput = {
  app_code: '',
  factor: 'date_of_birth',
  date_of_birth: '',
  patient_number: '',
  relationship: 'parent',
};

/** The time a locked code may be tried again, from the server's 429 message ("… (after 2026-…Z)"). */
const retryAt = (message: string) => /after (\d{4}-\d\d-\d\dT[\d:]+Z)/.exec(message)?.[1];

/**
 * "Add a child": the guardian types the app code the hospital gave and the child's date of birth
 * or patient number. The link is active at once or waits for the hospital, as the organisation chose.
 */
export function AddChildForm() {
  const t = useT();
  const dates = useDates();
  const toast = useToast();
  const { trigger, isMutating, error } = useAddChild();
  const { control, handleSubmit, setError, reset } = useForm<ChildFormInput, unknown, ChildForm>({
    resolver: zodResolver(childFormSchema),
    defaultValues: EMPTY,
  });
  const factor = useWatch({ control, name: 'factor' });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const link = await trigger({
        app_code: values.app_code,
        relationship: values.relationship,
        ...(values.factor === 'date_of_birth'
          ? { date_of_birth: values.date_of_birth }
          : { patient_number: values.patient_number }),
      });
      toast.success(t(link.status === 'active' ? 'families.child.added' : 'families.child.requested'));
      reset(EMPTY);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400 && failure.fields?.[0]?.path === 'app_code')
        setError('app_code', { message: 'families.child.noMatch' });
    }
  });
  const locked = error instanceof ApiError && error.status === 429 ? retryAt(error.message) : undefined;
  const failed = error && !(error instanceof ApiError && (error.status === 400 || error.status === 429));

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(e) => void onSubmit(e)}
      aria-label={t('families.child.title')}
    >
      {locked ? (
        <Alert severity="error">{t('families.child.locked', { time: dates.time(locked) })}</Alert>
      ) : null}
      {failed ? <Alert severity="error">{t('families.child.failed')}</Alert> : null}
      <FormTextField
        control={control}
        name="app_code"
        label={t('families.child.appCode')}
        translateError={t}
        helperText={t('families.child.appCodeHint')}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 7, autoCapitalize: 'characters', spellCheck: false } }}
        required
      />
      <FormSelect
        control={control}
        name="factor"
        label={t('families.child.factor')}
        translateError={t}
        options={[
          { value: 'date_of_birth', label: t('families.child.byBirthday') },
          { value: 'patient_number', label: t('families.child.byNumber') },
        ]}
      />
      {factor === 'date_of_birth' ? (
        <DatePickers>
          <FormDateField
            control={control}
            name="date_of_birth"
            label={t('families.child.birthday')}
            translateError={t}
            disableFuture
            required
          />
        </DatePickers>
      ) : (
        <FormTextField
          control={control}
          name="patient_number"
          label={t('families.child.number')}
          translateError={t}
          required
        />
      )}
      <FormSelect
        control={control}
        name="relationship"
        label={t('families.relationship')}
        translateError={t}
        options={RELATIONSHIPS.map((r) => ({ value: r, label: t(`families.relationships.${r}`) }))}
      />
      <Button type="submit" variant="contained" disabled={isMutating} sx={{ alignSelf: 'flex-start' }}>
        {t('families.child.submit')}
      </Button>
    </Stack>
  );
}
