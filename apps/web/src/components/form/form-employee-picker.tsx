import type { KeyName } from '@quadro/contract/account';
import { useController, useFormContext } from 'react-hook-form';
import { EmployeePicker } from './employee-picker.tsx';

/** A person's id (`name`, '' for nobody) as a field of the surrounding form, picked by name. */
export function FormEmployeePicker({
  name,
  label,
  employees,
  loading,
}: {
  name: string;
  label: string;
  employees: readonly KeyName[];
  loading: boolean;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return (
    <EmployeePicker
      employees={employees}
      loading={loading}
      value={field.value}
      onChange={(employeeId) => field.onChange(employeeId ?? '')}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label={label}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? 'Type to search by name'}
    />
  );
}
