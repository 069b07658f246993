import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SearchEmployeeField } from '../filters/search-employee-field.tsx';
import { YearStepper } from '../filters/year-stepper.tsx';

export type ExportFormat = 'csv' | 'xlsx';

/** Above a year's totals: the year, the CSV and XLSX exports, and the employee search. */
export function YearTotalsToolbar({
  year,
  thisYear,
  onYear,
  onExport,
  exporting,
  search,
  onSearch,
}: {
  year: number;
  thisYear: number;
  onYear: (year: number) => void;
  onExport: (format: ExportFormat) => void;
  exporting: boolean;
  search: string;
  onSearch: (search: string) => void;
}) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { md: 'center' } }}
    >
      <YearStepper year={year} last={thisYear} onChange={onYear} />
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            disabled={exporting}
            onClick={() => onExport(format)}
          >
            Export {format.toUpperCase()}
          </Button>
        ))}
        <SearchEmployeeField value={search} onChange={onSearch} />
      </Stack>
    </Stack>
  );
}
