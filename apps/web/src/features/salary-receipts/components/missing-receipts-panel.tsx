import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useMissingSalaryReceipts } from '../api/get-missing-salary-receipts.ts';
import { type Period, periodText } from '../receipt-filters.ts';

/** How many names show before 'Show all': a company of thousands stays one short panel. */
const FIRST_NAMES = { phone: 6, wide: 24 } as const;

/**
 * 'Without a salary receipt' for a month: the employees with neither a salary receipt nor a
 * correction yet. Picking a name opens the add form for them and that month.
 */
export function MissingReceiptsPanel({
  period,
  onPick,
}: {
  period: Period;
  onPick: (employee: { id: string; name: string }) => void;
}) {
  const headingId = useId();
  const missing = useMissingSalaryReceipts(period);
  const [showAll, setShowAll] = useState(false);
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const first = phone ? FIRST_NAMES.phone : FIRST_NAMES.wide;
  const employees = missing.data?.employees ?? [];
  const shown = showAll ? employees : employees.slice(0, first);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="subtitle2" component="h2">
          Without a salary receipt, {periodText(period)}
        </Typography>
        {missing.data && (
          <Chip
            size="small"
            color={missing.data.total > 0 ? 'default' : 'success'}
            label={`${missing.data.total} ${missing.data.total === 1 ? 'employee' : 'employees'}`}
          />
        )}
      </Stack>
      {missing.isPending && (
        <Typography variant="body2" color="text.secondary">
          Loading…
        </Typography>
      )}
      {missing.data?.total === 0 && (
        <Typography variant="body2" color="text.secondary">
          Every employee has a salary receipt for {periodText(period)}.
        </Typography>
      )}
      {employees.length > 0 && (
        <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', alignItems: 'center' }}>
          {shown.map((employee) => (
            <Chip
              key={employee.id}
              size="small"
              variant="outlined"
              label={employee.name}
              onClick={() => onPick(employee)}
              aria-label={`Add a receipt for ${employee.name}`}
            />
          ))}
          {employees.length > first && (
            <Button size="small" onClick={() => setShowAll((value) => !value)}>
              {showAll ? 'Show fewer' : `Show all ${employees.length}`}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
