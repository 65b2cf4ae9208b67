import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldValues } from 'react-hook-form';
import { errorText, type FormFieldBaseProps } from './field-error.ts';

export interface SelectOption {
  value: string | number;
  label: string;
}

export type FormSelectProps<T extends FieldValues, TOut = T> = FormFieldBaseProps<T, TOut> &
  Omit<
    TextFieldProps,
    'name' | 'label' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'select'
  > & {
    options: readonly SelectOption[];
  };

/** A single-choice select bound to a react-hook-form field. */
export function FormSelect<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  translateError,
  options,
  helperText,
  ...rest
}: FormSelectProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const message = errorText(fieldState.error?.message, translateError);
  return (
    <TextField
      {...rest}
      select
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={field.disabled || rest.disabled}
      label={label}
      error={Boolean(message)}
      helperText={message ?? helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
