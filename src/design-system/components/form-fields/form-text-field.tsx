import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type FieldValues } from 'react-hook-form';
import { errorText, type FormFieldBaseProps } from './field-error.ts';

export type FormTextFieldProps<T extends FieldValues, TOut = T> = FormFieldBaseProps<T, TOut> &
  Omit<TextFieldProps, 'name' | 'label' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>;

/** A text input bound to a react-hook-form field; its zod message (translated) shows as helper text. */
export function FormTextField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  translateError,
  helperText,
  ...rest
}: FormTextFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const message = errorText(fieldState.error?.message, translateError);
  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={field.disabled || rest.disabled}
      label={label}
      error={Boolean(message)}
      helperText={message ?? helperText}
    />
  );
}
