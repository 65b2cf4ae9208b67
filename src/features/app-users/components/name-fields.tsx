import type { Control, FieldValues, Path } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { FormTextField } from '../../../design-system/index.ts';
import { useT } from '../../../lib/index.ts';

interface Names extends FieldValues {
  first_name: string;
  surname: string;
}

/** A person's first name and surname side by side (stacked on a phone), as every user form asks them. */
export function NameFields<T extends Names>({ control }: { control: Control<T> }) {
  const t = useT();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormTextField
        control={control}
        name={'first_name' as Path<T>}
        label={t('appUsers.invite.firstName')}
        translateError={t}
        fullWidth
      />
      <FormTextField
        control={control}
        name={'surname' as Path<T>}
        label={t('appUsers.invite.surname')}
        translateError={t}
        fullWidth
      />
    </Stack>
  );
}
