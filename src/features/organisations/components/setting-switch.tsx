import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { OrganisationForm, OrganisationFormInput } from '../api/organisations.ts';

/**
 * One on/off setting of the organisation dialog, with its help below: "admins must use a second
 * step" (on by default, as information governance expects), "captions before publishing" (off).
 */
export function SettingSwitch({
  control,
  name,
  label,
  help,
}: {
  control: Control<OrganisationFormInput, unknown, OrganisationForm>;
  name: 'require_admin_second_factor' | 'require_captions';
  label: string;
  help: string;
}) {
  const helpId = useId();
  return (
    <FormGroup>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <FormControlLabel
            label={label}
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
      <FormHelperText id={helpId}>{help}</FormHelperText>
    </FormGroup>
  );
}
