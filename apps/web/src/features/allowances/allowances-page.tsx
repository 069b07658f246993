import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AllowancePlan } from '@quadro/contract/allowances';
import { formatEuros } from '@quadro/contract/formatting';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { addAllowanceHint, planTitle, sortPlans } from './allowance-text.ts';
import { useMyAllowances } from './api/get-my-allowances.ts';
import { useRemoveAllowancePlan } from './api/remove-allowance-plan.ts';
import { AddAllowanceDialog } from './components/add-allowance-dialog.tsx';
import { EditAllowanceDialog } from './components/edit-allowance-dialog.tsx';
import { MyPlanCard } from './components/my-plan-card.tsx';

const HINT_ID = 'add-allowance-hint';

/**
 * /app/payments/allowances (employee): the vacation and Christmas allowance plans, newest year
 * first, and 'Add allowance' for the target year until both are added (spec §9).
 */
export function AllowancesPage() {
  const mine = useMyAllowances();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AllowancePlan>();
  const [removing, setRemoving] = useState<AllowancePlan>();
  const remove = useRemoveAllowancePlan();

  if (mine.isPending) return <PageLoader />;
  const data = mine.data;
  const canAdd = (data?.canAdd ?? false) && (data?.available.length ?? 0) > 0;
  const plans = sortPlans(data?.plans ?? []);
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              My allowances
            </Typography>
            {data && (
              <Stack sx={{ gap: 0.5, alignItems: { sm: 'flex-end' }, maxWidth: { sm: 420 } }}>
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  disabled={!canAdd}
                  aria-describedby={HINT_ID}
                  onClick={() => setAdding(true)}
                  sx={{ alignSelf: { xs: 'flex-start', sm: 'flex-end' } }}
                >
                  Add allowance
                </Button>
                <Typography
                  id={HINT_ID}
                  variant="body2"
                  sx={{ color: 'text.secondary', textAlign: { sm: 'right' } }}
                >
                  {addAllowanceHint(data)}
                </Typography>
              </Stack>
            )}
          </Stack>
          {plans.length === 0 ? (
            <Typography variant="body2">No Data</Typography>
          ) : (
            plans.map((plan) => (
              <MyPlanCard
                key={plan.id}
                plan={plan}
                onEdit={() => setEditing(plan)}
                onRemove={() => setRemoving(plan)}
              />
            ))
          )}
        </Stack>
      </CardContent>
      {adding && data && <AddAllowanceDialog mine={data} onClose={() => setAdding(false)} />}
      {editing && <EditAllowanceDialog plan={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={removing !== undefined}
        title="Remove this allowance plan?"
        onCancel={() => setRemoving(undefined)}
        loading={remove.isPending}
        onSubmit={() =>
          removing && remove.mutate(removing.id, { onSettled: () => setRemoving(undefined) })
        }
      >
        {removing && `${planTitle(removing)}, ${formatEuros(removing.amount)}`}
      </ConfirmDialog>
    </Card>
  );
}
