import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useT } from '../../../lib/index.ts';
import type { OrganisationForm, OrganisationFormInput } from '../api/organisations.ts';

/** "Publish a video only with captions in the organisation's language": off by default. */
export function CaptionsRequiredSwitch({
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
        name="require_captions"
        render={({ field }) => (
          <FormControlLabel
            label={t('captions.require')}
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
      <FormHelperText id={helpId}>{t('captions.requireHelp')}</FormHelperText>
    </FormGroup>
  );
}
