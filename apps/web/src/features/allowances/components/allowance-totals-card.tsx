import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AllowanceTotals } from '@quadro/contract/allowances';
import { totalsEntries, totalsTitle } from '../allowance-text.ts';

/**
 * Spec §3's consolidated view of the filtered plans: five labelled values; with a month chosen,
 * the amounts are what falls due in it.
 */
export function AllowanceTotalsCard({
  totals,
  month,
}: {
  totals: AllowanceTotals | undefined;
  month: number | undefined;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="allowance-totals-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Typography
        id="allowance-totals-title"
        variant="subtitle2"
        component="h2"
        sx={{ fontWeight: 600, mb: 1 }}
      >
        {totalsTitle(month)}
      </Typography>
      <Box
        component="dl"
        aria-busy={totals === undefined}
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        {totals &&
          totalsEntries(totals).map(({ label, value }) => (
            <div key={label}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0, whiteSpace: 'nowrap' }}>
                {value}
              </Typography>
            </div>
          ))}
      </Box>
    </Box>
  );
}
