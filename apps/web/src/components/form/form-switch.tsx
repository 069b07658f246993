import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useController, useFormContext } from 'react-hook-form';

export function FormSwitch({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={field.name}
          slotProps={{ input: { ref: field.ref } }}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
        />
      }
    />
  );
}
