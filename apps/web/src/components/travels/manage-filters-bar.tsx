import Stack from '@mui/material/Stack';
import type { ManageKilometreMapsQuery } from '@quadro/contract/kilometre-maps';
import { SearchEmployeeField } from '../filters/search-employee-field.tsx';
import { SelectFilter } from '../filters/select-filter.tsx';
import { YearStepper } from '../filters/year-stepper.tsx';
import { MONTH_OPTIONS, STATUS_OPTIONS } from './manage-filters.ts';

/** Finance's year, month, state and employee search above a travels queue. */
export function ManageFiltersBar({
  filters,
  search,
  onFilter,
  onSearch,
}: {
  filters: Pick<ManageKilometreMapsQuery, 'year' | 'month' | 'status'>;
  search: string;
  onFilter: (changes: Record<string, string>) => void;
  onSearch: (search: string) => void;
}) {
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <YearStepper year={filters.year} onChange={(year) => onFilter({ year: String(year) })} />
      <SelectFilter
        label="Month"
        value={filters.month === undefined ? '' : String(filters.month)}
        options={MONTH_OPTIONS}
        onChange={(value) => onFilter({ month: value })}
      />
      <SelectFilter
        label="Status"
        value={filters.status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(value) => onFilter({ status: value })}
      />
      <SearchEmployeeField value={search} onChange={onSearch} />
    </Stack>
  );
}
