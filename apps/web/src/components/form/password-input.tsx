import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { TextInput, type TextInputProps } from './text-input.tsx';

export type PasswordInputProps = Pick<
  TextInputProps,
  'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'autoFocus'
> & { autoComplete: 'current-password' | 'new-password' };

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({ label, ...inputProps }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...inputProps}
      label={label}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? `Hide ${label}` : `Show ${label}`}
            onClick={() => setVisible((shown) => !shown)}
            edge="end"
            size="small"
          >
            {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
