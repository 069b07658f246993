import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { FormTextField } from './form-text-field.tsx';

interface FormPasswordFieldProps {
  name: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
}

export function FormPasswordField({
  name,
  label,
  autoComplete,
  autoFocus,
}: FormPasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      name={name}
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
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
