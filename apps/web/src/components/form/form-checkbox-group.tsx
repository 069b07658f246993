import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController, useFormContext } from 'react-hook-form';

interface Option<Value> {
  value: Value;
  label: string;
}

interface FormCheckboxGroupProps<Value extends string | number> {
  name: string;
  label: string;
  options: readonly Option<Value>[];
}

/** A list field picked with one checkbox per option, kept in the options' order. */
export function FormCheckboxGroup<Value extends string | number>({
  name,
  label,
  options,
}: FormCheckboxGroupProps<Value>) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const picked = new Set<Value>(Array.isArray(field.value) ? field.value : []);
  const toggle = (value: Value, checked: boolean) => {
    const next = new Set(picked);
    if (checked) next.add(value);
    else next.delete(value);
    field.onChange(options.map((option) => option.value).filter((option) => next.has(option)));
  };
  return (
    <FormControl component="fieldset" error={fieldState.error !== undefined}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                checked={picked.has(option.value)}
                onBlur={field.onBlur}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
