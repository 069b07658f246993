import type { KeyName } from '@quadro/contract/account';
import { useController, useFormContext } from 'react-hook-form';
import { EmployeePicker } from '../../../components/form/employee-picker.tsx';

/** The person a receipt is for (`employeeId`) as a field of the surrounding form. */
export function EmployeeField({
  employees,
  loading,
}: {
  employees: readonly KeyName[];
  loading: boolean;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'employeeId', control });
  return (
    <EmployeePicker
      employees={employees}
      loading={loading}
      value={field.value}
      onChange={(employeeId) => field.onChange(employeeId ?? '')}
      onBlur={field.onBlur}
      inputRef={field.ref}
      label="Employee"
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? 'Type to search by name'}
    />
  );
}
