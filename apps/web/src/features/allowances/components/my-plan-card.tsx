import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ALLOWANCE_SCHEDULE_LABELS, type AllowancePlan } from '@quadro/contract/allowances';
import { formatEuros } from '@quadro/contract/formatting';
import { useId } from 'react';
import { RejectionBlock } from '../../../components/approval/rejection-block.tsx';
import { basisText, planTitle } from '../allowance-text.ts';
import { AllowanceStatusChip } from './allowance-status-chip.tsx';
import { InstalmentsList } from './instalments-list.tsx';

/** One of the employee's plans: what, how much, how it is paid, its state and what it allows. */
export function MyPlanCard({
  plan,
  onEdit,
  onRemove,
}: {
  plan: AllowancePlan;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const titleId = useId();
  const title = planTitle(plan);
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2 } }}
    >
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 1, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {title}
              </Typography>
              <AllowanceStatusChip status={plan.status} />
            </Stack>
            <Typography variant="body2">
              {ALLOWANCE_SCHEDULE_LABELS[plan.schedule]}:{' '}
              <strong>{formatEuros(plan.amount)}</strong>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {basisText(plan)}
            </Typography>
          </Box>
          {plan.editable && (
            <Stack direction="row" sx={{ gap: 1, flexShrink: 0 }}>
              <Button size="small" variant="outlined" aria-label={`Edit ${title}`} onClick={onEdit}>
                Edit
              </Button>
              <Button size="small" color="error" aria-label={`Remove ${title}`} onClick={onRemove}>
                Remove
              </Button>
            </Stack>
          )}
        </Stack>
        {plan.status === 'REJECTED' && plan.rejectionReason && (
          <RejectionBlock
            reason={plan.rejectionReason}
            description="Change the plan if needed; finance sends it to approval again."
          />
        )}
        <InstalmentsList plan={plan} />
      </Stack>
    </Box>
  );
}
