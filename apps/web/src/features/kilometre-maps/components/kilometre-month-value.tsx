import TextField from '@mui/material/TextField';
import { formatEuros } from '@quadro/contract/formatting';
import type { KilometreMapMonth } from '@quadro/contract/kilometre-maps';
import { useController, useFormContext } from 'react-hook-form';

/** A month's value: an input while its owner may change it, the amount otherwise. */
export function KilometreMonthValue({
  month,
  index,
  name,
}: {
  month: KilometreMapMonth;
  index: number;
  /** 'March 2026', which names the input. */
  name: string;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: `months.${index}.value` });
  if (!month.editable) return formatEuros(month.value);
  return (
    <TextField
      size="small"
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value)}
      placeholder="0,00"
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message}
      slotProps={{
        htmlInput: { 'aria-label': `Value of ${name} (€)`, inputMode: 'decimal' },
        formHelperText: { sx: { mx: 0, maxWidth: 220 } },
      }}
      sx={{ width: 140 }}
    />
  );
}
