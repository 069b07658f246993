import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatCalendarDay } from '@quadro/contract/formatting';
import type { VacationBalance } from '@quadro/contract/vacations';
import { dayCounter } from './day-count.ts';

/** A year's balance, explained: what was earned, carried over, used, pending and what is left. */
export function VacationBalanceCard({
  balance,
  title = `Balance ${balance.year}`,
}: {
  balance: VacationBalance;
  title?: string;
}) {
  const lines: Array<[string, string, string?]> = [
    ['Entitlement', dayCounter(balance.entitlement), 'Working days earned this year'],
    [
      'Carried over',
      dayCounter(balance.carriedOver),
      `From last year, usable until ${formatCalendarDay(balance.carriedOverUntil)}`,
    ],
    ['Used', dayCounter(balance.used), 'Approved'],
    ['Pending', dayCounter(balance.pending), 'Asked, not yet approved'],
  ];
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' },
            gap: 2,
            my: 1,
          }}
        >
          {lines.map(([label, value, hint]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <Typography variant="h6" component="span" sx={{ display: 'block' }}>
                  {value}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {hint}
                </Typography>
              </Box>
            </Box>
          ))}
          <Box>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              Days left
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <Typography
                variant="h6"
                component="span"
                sx={{ display: 'block', color: 'success.dark' }}
              >
                {dayCounter(balance.left)}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {balance.employeeFullMonths} full months of contract
              </Typography>
            </Box>
          </Box>
        </Box>
        {balance.usableFrom && (
          <Alert severity="info">
            Your first vacation days can be taken from {formatCalendarDay(balance.usableFrom)} on.
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
