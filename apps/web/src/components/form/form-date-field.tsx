import { formatPickerDate } from '@quadro/contract/formatting';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormTextField } from './form-text-field.tsx';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar-day input that reads the chosen day back as spec §5 writes it: 'November 22nd, 2026'. */
export function FormDateField({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const value: unknown = useWatch({ control, name });
  const hint =
    typeof value === 'string' && CALENDAR_DAY.test(value) ? formatPickerDate(value) : undefined;
  return (
    <FormTextField name={name} label={label} type="date" emptyAsNull shrinkLabel hint={hint} />
  );
}
