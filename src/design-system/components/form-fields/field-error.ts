import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/**
 * Props every form field shares. Validation messages are locale keys (the zod schema's messages), so the
 * feature passes `translateError` (e.g. `(key) => intl.formatMessage({ id: key })`) and the field shows its text.
 */
export interface FormFieldBaseProps<T extends FieldValues, TOut = T> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  translateError?: (message: string) => string;
}

const identity = (message: string) => message;

export const errorText = (
  message: string | undefined,
  translateError: (message: string) => string = identity,
): string | undefined => (message ? translateError(message) : undefined);
