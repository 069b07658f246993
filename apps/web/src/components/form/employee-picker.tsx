import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { KeyName } from '@quadro/contract/account';
import { type Ref, useMemo } from 'react';

const SUGGESTED = 'Possible matches';
const EVERYONE = 'Everyone else';
const NO_ONE: ReadonlyArray<{ id: string; name: string }> = [];

interface EmployeePickerProps {
  employees: readonly KeyName[];
  loading: boolean;
  /** The picked person's id, or '' / null for nobody. */
  value: string | null;
  onChange: (employeeId: string | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  /** The label names the input for screen readers only (a table's column says it already). */
  hideLabel?: boolean;
  helperText?: string | undefined;
  error?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** People offered first, under 'Possible matches' (an ambiguous match's candidates). */
  suggested?: ReadonlyArray<{ id: string; name: string }>;
}

/**
 * A person picked by name from the directory the account carries (GET /api/accounts, as the
 * projects' team editor does), with any suggested people listed first. Salary receipts, the
 * evaluations' teams and the audit filters pick people with it; `FormEmployeePicker` is it as a
 * form's field (a receipt's employee, a feedback request's colleague).
 */
export function EmployeePicker({
  employees,
  loading,
  value,
  onChange,
  onBlur,
  inputRef,
  label,
  hideLabel = false,
  helperText,
  error = false,
  disabled = false,
  size = 'medium',
  suggested = NO_ONE,
}: EmployeePickerProps) {
  const { first, options } = useMemo(() => {
    const first = new Set(suggested.map((person) => person.id));
    const options: readonly KeyName[] =
      first.size === 0
        ? employees
        : [
            ...suggested.map((person) => ({ key: person.id, name: person.name })),
            ...employees.filter((person) => !first.has(String(person.key))),
          ];
    return { first, options };
  }, [employees, suggested]);
  const picked = options.find((person) => String(person.key) === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={picked}
      onChange={(_event, person) => onChange(person ? String(person.key) : null)}
      onBlur={onBlur}
      groupBy={
        first.size === 0
          ? undefined
          : (person) => (first.has(String(person.key)) ? SUGGESTED : EVERYONE)
      }
      getOptionLabel={(person) => person.name}
      getOptionKey={(person) => String(person.key)}
      isOptionEqualToValue={(option, current) => option.key === current.key}
      loading={loading}
      loadingText="Loading…"
      noOptionsText="No Data"
      disabled={disabled}
      size={size}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label={hideLabel ? undefined : label}
          placeholder={hideLabel ? 'Type a name' : undefined}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            htmlInput: {
              ...params.slotProps.htmlInput,
              ...(hideLabel ? { 'aria-label': label } : {}),
            },
          }}
        />
      )}
    />
  );
}
