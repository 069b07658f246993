import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { myVacationsQuery } from '../api/get-my-vacations.ts';
import { dayCount } from '../components/day-count.ts';

/** The employee's year: days approved, pending and left (spec §1 dashboard widget). */
export function MyVacationsWidget() {
  const year = new Date().getFullYear();
  const mine = useQuery(myVacationsQuery(year));
  const balance = mine.data?.balance;
  return (
    <Card component="section" aria-labelledby="my-vacations-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography
          id="my-vacations-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600 }}
        >
          My vacations {year}
        </Typography>
        {balance && (
          <Stack component="dl" direction="row" sx={{ gap: 3, my: 1, flexWrap: 'wrap' }}>
            {(
              [
                ['Approved', balance.used],
                ['Pending', balance.pending],
                ['Days left', balance.left],
              ] as const
            ).map(([label, days]) => (
              <div key={label}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                  {dayCount(days)}
                </Typography>
              </div>
            ))}
          </Stack>
        )}
        <Link component={RouterLink} to="/app/vacations" variant="body2">
          Open my vacations
        </Link>
      </CardContent>
    </Card>
  );
}
