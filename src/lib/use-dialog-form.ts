import { useState } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';

/**
 * A form in a dialog that opens blank every time: closing it (cancel, Escape or after saving)
 * clears what was typed and the last failure, so the next opening does not show them.
 */
export function useDialogForm<T extends FieldValues>(options: UseFormProps<T>, onClose: () => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<T>(options);
  const close = () => {
    setFailure(null);
    form.reset();
    onClose();
  };
  return { ...form, failure, setFailure, close };
}
