import type { Control } from 'react-hook-form';
import { FormDateField } from '../../../design-system/date-pickers.ts';
import { DatePickers } from '../../../lib/date-pickers.tsx';
import { useT } from '../../../lib/index.ts';
import type { UserForm } from './user-form.ts';

/** A child account's date of birth, optional: with the app code, the family adds the child with it. */
export function DateOfBirthField({ control }: { control: Control<UserForm> }) {
  const t = useT();
  return (
    <DatePickers>
      <FormDateField
        control={control}
        name="date_of_birth"
        label={t('families.dateOfBirth')}
        translateError={t}
        helperText={t('appUsers.patient.dateOfBirthHint')}
        disableFuture
        fullWidth
      />
    </DatePickers>
  );
}
