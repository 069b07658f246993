import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatEuros } from '@quadro/contract/formatting';
import type { TravelState } from '@quadro/contract/travels';

/** The year's figures as label and value pairs. */
function figuresOf(state: TravelState): { label: string; value: string }[] {
  return [
    { label: 'Dislocation to receive', value: formatEuros(state.dislocationToReceive) },
    { label: 'Dislocation left', value: formatEuros(state.dislocationLeft) },
    { label: 'Available', value: formatEuros(state.available) },
    { label: 'Max per month', value: formatEuros(state.max) },
    { label: 'Months to plan', value: String(state.numberOfMonthsToPlan) },
    { label: 'Pending', value: String(state.pendingNumber) },
    { label: 'Requires attention', value: String(state.requiresAttentionNumber) },
  ];
}

/** Spec §3 travel state: what the year brings, what is left to claim and what waits. */
export function TravelSummary({ state }: { state: TravelState }) {
  return (
    <Box
      component="dl"
      aria-label={`Travels of ${state.year}`}
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(7, 1fr)' },
      }}
    >
      {figuresOf(state).map((figure) => (
        <Box
          key={figure.label}
          sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}
        >
          <Typography component="dt" variant="caption" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0, whiteSpace: 'nowrap' }}>
            {figure.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
