import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** ‹ 2026 ›: the year a page shows, never past `last` when given. */
export function YearStepper({
  year,
  last,
  onChange,
}: {
  year: number;
  last?: number;
  onChange: (year: number) => void;
}) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <IconButton aria-label="Previous year" onClick={() => onChange(year - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography variant="h6" component="p" sx={{ minWidth: 56, textAlign: 'center' }}>
        {year}
      </Typography>
      <IconButton
        aria-label="Next year"
        disabled={last !== undefined && year >= last}
        onClick={() => onChange(year + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
