import { useState, type Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TextInput, type TextInputProps } from '../text-input/text-input.tsx';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'endAdornment'> {
  /** Accessible names of the toggle; translated by the feature. */
  showLabel?: string;
  hideLabel?: string;
}

/** A password field with a button that shows what was typed (and hides it again). */
export function PasswordInput({
  showLabel = 'Show password',
  hideLabel = 'Hide password',
  ref,
  ...props
}: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      ref={ref}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={shown ? hideLabel : showLabel}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
            edge="end"
          >
            {shown ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
