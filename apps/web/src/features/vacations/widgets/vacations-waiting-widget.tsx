import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { vacationPendingQuery } from '../api/get-vacation-pending-number.ts';

/** hr, admin and cto: requests and cancellations waiting for a decision, each a filtered link. */
export function VacationsWaitingWidget() {
  const pending = useQuery(vacationPendingQuery);
  return (
    <Card component="section" aria-labelledby="vacations-waiting-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography
          id="vacations-waiting-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600 }}
        >
          Vacations waiting for a decision
        </Typography>
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          <Link
            component={RouterLink}
            to="/app/manage-vacations?status=PendingApproval&kind=Request"
            variant="body2"
          >
            {pending.data?.requests ?? 0} vacation requests
          </Link>
          <Link
            component={RouterLink}
            to="/app/manage-vacations?status=PendingApproval&kind=Cancellation"
            variant="body2"
          >
            {pending.data?.cancellations ?? 0} cancellations
          </Link>
          <Link component={RouterLink} to="/app/manage-vacations-calendar" variant="body2">
            Who is away: the team calendar
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}
