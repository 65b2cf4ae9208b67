import {
  useId,
  type ChangeEventHandler,
  type FocusEventHandler,
  type HTMLInputTypeAttribute,
  type ReactNode,
  type Ref,
} from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface TextInputProps {
  name?: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  required?: boolean;
  fullWidth?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** For a controlled field; a registered one leaves it out. */
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Something at the field's end, inside its border (a button that shows a password). */
  endAdornment?: ReactNode;
}

/**
 * An outlined text field with its label and helper text: the same markup as MUI's TextField,
 * without it. TextField imports Select (and with it Menu, Popover, Modal, focus trap and
 * transitions) for its `select` prop, about 20 kB of the sign-in pages' first load.
 * Spreads react-hook-form's `register()` result directly.
 */
export function TextInput({
  name,
  label,
  type,
  autoComplete,
  error,
  helperText,
  disabled,
  required,
  fullWidth,
  inputRef,
  value,
  onChange,
  onBlur,
  endAdornment,
  ref,
}: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl error={error} disabled={disabled} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        label={label}
        inputRef={inputRef ?? ref}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        aria-describedby={helperId}
        endAdornment={endAdornment}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
