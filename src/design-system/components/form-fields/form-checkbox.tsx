import { useId } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useController, type FieldValues } from 'react-hook-form';
import { errorText, type FormFieldBaseProps } from './field-error.ts';

export type FormCheckboxProps<T extends FieldValues, TOut = T> = FormFieldBaseProps<T, TOut> & {
  helperText?: string;
  disabled?: boolean;
};

/** A boolean checkbox (e.g. accepting terms) bound to a react-hook-form field. */
export function FormCheckbox<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  translateError,
  helperText,
  disabled,
}: FormCheckboxProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const message = errorText(fieldState.error?.message, translateError);
  const helperId = useId();
  const describedBy = message || helperText ? helperId : undefined;
  return (
    <FormControl error={Boolean(message)} disabled={field.disabled || disabled}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{
              input: { ref: field.ref, 'aria-describedby': describedBy, 'aria-invalid': Boolean(message) },
            }}
          />
        }
      />
      {describedBy ? <FormHelperText id={helperId}>{message ?? helperText}</FormHelperText> : null}
    </FormControl>
  );
}
