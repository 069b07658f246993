import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { DayDistribution } from '@quadro/contract/vacations';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Approved and pending vacation days per month of a year, as stacked bars. */
export function DayDistributionChart({ months, year }: { months: DayDistribution; year: number }) {
  const total = months.reduce((sum, month) => sum + month.approved + month.pending, 0);
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={`Vacation days per month of ${year}`}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Days per month, {year}
      </Typography>
      {months.length === 0 || total === 0 ? (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>No Data</Typography>
      ) : (
        <BarChart
          height={240}
          xAxis={[{ data: months.map((month) => MONTHS[month.month - 1]), scaleType: 'band' }]}
          series={[
            {
              data: months.map((month) => month.approved),
              label: 'Approved',
              stack: 'days',
              color: '#2e7d32',
            },
            {
              data: months.map((month) => month.pending),
              label: 'Pending',
              stack: 'days',
              color: '#1565c0',
            },
          ]}
        />
      )}
    </Box>
  );
}
