import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, lastDayOf, monthOf, previousMonth } from '@quadro/contract/calendar-days';
import { formatMonth } from '@quadro/contract/formatting';

const nextMonth = (month: string) => monthOf(addDays(lastDayOf(month), 1));

/** ‹ November 2026 ›: the month a table shows, never past `last`. */
export function MonthStepper({
  month,
  last,
  onChange,
}: {
  month: string;
  last: string;
  onChange: (month: string) => void;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <IconButton aria-label="Previous month" onClick={() => onChange(previousMonth(month))}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography variant="h6" component="h2" noWrap sx={{ minWidth: 170, textAlign: 'center' }}>
        {formatMonth(month)}
      </Typography>
      <IconButton
        aria-label="Next month"
        disabled={month >= last}
        onClick={() => onChange(nextMonth(month))}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
