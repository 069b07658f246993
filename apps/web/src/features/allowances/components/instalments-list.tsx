import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AllowancePlan } from '@quadro/contract/allowances';
import { formatEuros } from '@quadro/contract/formatting';
import { instalmentLabel, planTitle } from '../allowance-text.ts';

/** When a plan pays what: month → amount, as a compact grid of terms (twelve for twelfths). */
export function InstalmentsList({ plan }: { plan: AllowancePlan }) {
  return (
    <Box
      component="dl"
      aria-label={`Instalments of ${planTitle(plan)}`}
      sx={{
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: {
          xs: 'repeat(3, minmax(0, 1fr))',
          sm: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {plan.instalments.map((instalment) => (
        <Box
          key={`${instalment.month}-${instalment.part}`}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: { xs: 0.75, sm: 1 },
            py: 0.5,
          }}
        >
          <Typography component="dt" variant="caption" sx={{ color: 'text.secondary' }}>
            {instalmentLabel(instalment, plan)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
            {formatEuros(instalment.amount)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
