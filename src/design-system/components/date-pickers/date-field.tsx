import type { SxProps, Theme } from '@mui/material/styles';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Ref } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { errorText, type FormFieldBaseProps } from '../form-fields/field-error.ts';

const DATE = 'YYYY-MM-DD';
const DATE_TIME = 'YYYY-MM-DDTHH:mm';

/**
 * How the fields write a date: day first with a 24-hour clock, as British English, Spanish and Arabic
 * all do (the Arabic locale's own short format mixes in right-to-left marks that jumble the field's parts).
 */
export const FIELD_FORMAT = { date: 'DD/MM/YYYY', dateTime: 'DD/MM/YYYY HH:mm' } as const;

export interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD`, or with `withTime` the wall time `YYYY-MM-DDTHH:mm`; '' when empty. */
  value: string;
  /** The new value in the same form; '' while the field is empty or not yet a whole date. */
  onChange: (value: string) => void;
  /** A date and a time (24-hour in British English) instead of a day. */
  withTime?: boolean;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  disableFuture?: boolean;
  error?: boolean;
  helperText?: string | undefined;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

const parse = (value: string): Dayjs | null => {
  if (!value) return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : null;
};

/**
 * A date (or date and time) typed or picked in the reader's date locale — dd/mm/yyyy in British
 * English — whatever the browser's own language; the value stays ISO for forms and calls. It must sit
 * under a DatePickersProvider.
 */
export function DateField({
  label,
  value,
  onChange,
  withTime = false,
  onBlur,
  inputRef,
  name,
  required,
  disabled,
  disableFuture,
  error,
  helperText,
  size,
  fullWidth,
  sx,
}: DateFieldProps) {
  const format = withTime ? DATE_TIME : DATE;
  const shared = {
    label,
    format: withTime ? FIELD_FORMAT.dateTime : FIELD_FORMAT.date,
    value: parse(value),
    onChange: (d: Dayjs | null) => onChange(d?.isValid() ? d.format(format) : ''),
    ...(inputRef ? { inputRef } : {}),
    ...(name ? { name } : {}),
    ...(disabled !== undefined ? { disabled } : {}),
    ...(disableFuture !== undefined ? { disableFuture } : {}),
    ...(sx ? { sx } : {}),
    slotProps: {
      textField: {
        required,
        error,
        helperText,
        size,
        fullWidth,
        ...(onBlur ? { onBlur } : {}),
      },
    },
  };
  return withTime ? <DateTimePicker {...shared} /> : <DatePicker {...shared} />;
}

export type FormDateFieldProps<T extends FieldValues, TOut = T> = FormFieldBaseProps<T, TOut> &
  Omit<DateFieldProps, 'label' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'name' | 'error'>;

/** A DateField bound to a react-hook-form field holding the ISO text; its zod message shows as helper text. */
export function FormDateField<T extends FieldValues, TOut = T>({
  control,
  name,
  label,
  translateError,
  helperText,
  ...rest
}: FormDateFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const message = errorText(fieldState.error?.message, translateError);
  return (
    <DateField
      {...rest}
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={field.disabled || rest.disabled}
      error={Boolean(message)}
      helperText={message ?? helperText}
    />
  );
}
