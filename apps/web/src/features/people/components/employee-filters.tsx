import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CONTRACT_TYPES } from '@quadro/contract/account';
import { EMPLOYEE_STATUSES } from '@quadro/contract/employees';
import { PROFILES } from '@quadro/contract/profiles';
import { useEffect, useState } from 'react';
import { SelectFilter } from '../../../components/filters/select-filter.tsx';
import { useClientOptions } from '../api/get-client-options.ts';

export interface FilterValues {
  search: string;
  status: string;
  profile: string;
  contract_type: string;
  client_id: string;
  start_from: string;
  start_to: string;
  two_factor: string;
}

const TWO_FACTOR_OPTIONS = [
  { value: 'on', label: 'On' },
  { value: 'off', label: 'Off' },
];

interface EmployeeFiltersProps {
  values: FilterValues;
  onChange: (changes: Partial<FilterValues>) => void;
}

const SEARCH_DELAY_MS = 300;

/** The table's filters; the search waits for a pause in typing. */
export function EmployeeFilters({ values, onChange }: EmployeeFiltersProps) {
  const clients = useClientOptions();
  const [search, setSearch] = useState(values.search);
  useEffect(() => setSearch(values.search), [values.search]);
  useEffect(() => {
    if (search === values.search) return;
    const timer = setTimeout(() => onChange({ search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, values.search, onChange]);
  return (
    <Stack
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1.5 }}
      role="search"
      aria-label="Filter employees"
    >
      <TextField
        fullWidth={false}
        size="small"
        label="Search name or e-mail"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ minWidth: 220 }}
      />
      <SelectFilter
        label="Status"
        value={values.status}
        options={EMPLOYEE_STATUSES.map((status) => ({ value: status.key, label: status.name }))}
        onChange={(status) => onChange({ status })}
      />
      <SelectFilter
        label="Profile"
        value={values.profile}
        options={PROFILES.map((profile) => ({ value: profile, label: profile }))}
        onChange={(profile) => onChange({ profile })}
      />
      <SelectFilter
        label="Two-factor"
        value={values.two_factor}
        options={TWO_FACTOR_OPTIONS}
        onChange={(two_factor) => onChange({ two_factor })}
      />
      <SelectFilter
        label="Contract type"
        value={values.contract_type}
        options={CONTRACT_TYPES.map((type) => ({ value: type.key, label: type.name }))}
        onChange={(contract_type) => onChange({ contract_type })}
      />
      <SelectFilter
        label="Client"
        value={values.client_id}
        options={clients.data ?? []}
        onChange={(client_id) => onChange({ client_id })}
      />
      <TextField
        fullWidth={false}
        size="small"
        type="date"
        label="Started from"
        value={values.start_from}
        onChange={(event) => onChange({ start_from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        fullWidth={false}
        size="small"
        type="date"
        label="Started until"
        value={values.start_to}
        onChange={(event) => onChange({ start_to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Stack>
  );
}
