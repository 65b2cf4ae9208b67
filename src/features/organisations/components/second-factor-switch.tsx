import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useT } from '../../../lib/index.ts';
import type { OrganisationForm, OrganisationFormInput } from '../api/organisations.ts';

/** "Admins must use a second step to sign in": on by default, as information governance expects. */
export function SecondFactorSwitch({
  control,
}: {
  control: Control<OrganisationFormInput, unknown, OrganisationForm>;
}) {
  const t = useT();
  const helpId = useId();
  return (
    <FormGroup>
      <Controller
        control={control}
        name="require_admin_second_factor"
        render={({ field }) => (
          <FormControlLabel
            label={t('signInSecurity.organisation.require')}
            control={
              <Switch
                name={field.name}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { 'aria-describedby': helpId } }}
              />
            }
          />
        )}
      />
      <FormHelperText id={helpId}>{t('signInSecurity.organisation.help')}</FormHelperText>
    </FormGroup>
  );
}
