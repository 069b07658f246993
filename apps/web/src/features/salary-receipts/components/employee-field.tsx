import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { KeyName } from '@quadro/contract/account';
import { useController, useFormContext } from 'react-hook-form';

/**
 * The person a receipt is for (`employeeId`), picked by name from the directory the account
 * carries (GET /api/accounts, as the projects' team editor does).
 */
export function EmployeeField({
  employees,
  loading,
}: {
  employees: readonly KeyName[];
  loading: boolean;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'employeeId', control });
  const value = employees.find((person) => String(person.key) === field.value) ?? null;
  return (
    <Autocomplete
      options={employees}
      value={value}
      onChange={(_event, person) => field.onChange(person ? String(person.key) : '')}
      onBlur={field.onBlur}
      getOptionLabel={(person) => person.name}
      getOptionKey={(person) => String(person.key)}
      isOptionEqualToValue={(option, picked) => option.key === picked.key}
      loading={loading}
      loadingText="Loading…"
      noOptionsText="No Data"
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label="Employee"
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? 'Type to search by name'}
        />
      )}
    />
  );
}
