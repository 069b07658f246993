import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { ALLOWANCE_TYPE_LABELS } from '@quadro/contract/allowances';
import { formatEuros } from '@quadro/contract/formatting';
import { Link as RouterLink } from 'react-router';
import { sortPlans } from '../allowance-text.ts';
import { useMyAllowances } from '../api/get-my-allowances.ts';
import { AllowanceStatusChip } from '../components/allowance-status-chip.tsx';

/** The employee's plans of the target year on the dashboard, or what is still to add. */
export function MyAllowancesWidget() {
  const mine = useMyAllowances();
  const data = mine.data;
  const plans = sortPlans(data?.plans.filter((plan) => plan.year === data.targetYear) ?? []);
  return (
    <Card component="section" aria-labelledby="my-allowances-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography
          id="my-allowances-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600 }}
        >
          My allowances{data ? ` ${data.targetYear}` : ''}
        </Typography>
        {data && plans.length === 0 && (
          <Typography variant="body2" sx={{ my: 1 }}>
            No allowance plan added for {data.targetYear} yet.
          </Typography>
        )}
        {plans.length > 0 && (
          <List dense disablePadding sx={{ my: 1 }}>
            {plans.map((plan) => (
              <ListItem key={plan.id} disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {ALLOWANCE_TYPE_LABELS[plan.allowance]}
                </Typography>
                <Typography variant="body2">{formatEuros(plan.amount)}</Typography>
                <AllowanceStatusChip status={plan.status} />
              </ListItem>
            ))}
          </List>
        )}
        <Link component={RouterLink} to="/app/payments/allowances" variant="body2">
          Open my allowances
        </Link>
      </CardContent>
    </Card>
  );
}
