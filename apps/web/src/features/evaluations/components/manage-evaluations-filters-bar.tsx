import Stack from '@mui/material/Stack';
import type { EvaluationStateCounts } from '@quadro/contract/evaluation-calls';
import type { TeamSummary } from '@quadro/contract/evaluations';
import { SearchEmployeeField } from '../../../components/filters/search-employee-field.tsx';
import { SelectFilter } from '../../../components/filters/select-filter.tsx';
import { YearStepper } from '../../../components/filters/year-stepper.tsx';
import { stateOptions } from '../manage-evaluations-filters.ts';

/** The year, the team, the state (with its count) and a name search above the evaluations. */
export function ManageEvaluationsFiltersBar({
  year,
  teamId,
  state,
  teams,
  counts,
  search,
  onFilter,
  onSearch,
}: {
  year: number;
  teamId: string | undefined;
  state: string | undefined;
  teams: readonly TeamSummary[];
  counts: EvaluationStateCounts | undefined;
  search: string;
  onFilter: (changes: Record<string, string>) => void;
  onSearch: (search: string) => void;
}) {
  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <YearStepper year={year} onChange={(next) => onFilter({ year: String(next), teamId: '' })} />
      <SelectFilter
        label="Team"
        value={teams.some((team) => team.id === teamId) ? (teamId ?? '') : ''}
        options={teams.map((team) => ({ value: team.id, label: team.name }))}
        onChange={(value) => onFilter({ teamId: value })}
      />
      <SelectFilter
        label="State"
        value={state ?? ''}
        options={stateOptions(counts)}
        onChange={(value) => onFilter({ state: value })}
      />
      <SearchEmployeeField value={search} onChange={onSearch} />
    </Stack>
  );
}
