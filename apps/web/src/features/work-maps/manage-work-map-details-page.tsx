import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMonth } from '@quadro/contract/formatting';
import { useParams } from 'react-router';
import {
  ApprovalDecisionDialog,
  type QueueAction,
} from '../../components/approval/approval-decision-dialog.tsx';
import { RejectionBlock } from '../../components/approval/rejection-block.tsx';
import { useApprovalDecision } from '../../components/approval/use-approval-decision.ts';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { workMapDecisions } from './api/decide-work-map.ts';
import { useWorkMap } from './api/get-work-map.ts';
import { WorkMapBoard } from './components/work-map-board.tsx';
import { WorkMapStatusChip } from './components/work-map-status-chip.tsx';
import { WorkMapTotalsCard } from './components/work-map-totals-card.tsx';

type Decision = Exclude<QueueAction, 'send'>;

const DECISIONS: Record<Decision, { label: string; title: string }> = {
  approve: { label: 'Approve', title: 'Approve this work map?' },
  reject: { label: 'Reject', title: 'Reject this work map?' },
  modify: { label: 'In Modification', title: 'Reopen this work map for changes?' },
};

/** /app/manage-work-map/details/:id (hr, admin): the map read-only, and the decision on it. */
export function ManageWorkMapDetailsPage() {
  const { id = '' } = useParams();
  const map = useWorkMap(id);
  const decide = useApprovalDecision(workMapDecisions);
  if (map.isPending) return <PageLoader />;
  if (!map.data) return <Typography>No Data</Typography>;
  const { status } = map.data;
  const available: Decision[] =
    status === 'PendingApproval'
      ? ['approve', 'reject', 'modify']
      : status === 'Approved'
        ? ['modify']
        : [];
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
                {map.data.employee.name} · {formatMonth(map.data.month)}
              </Typography>
              <WorkMapStatusChip status={status} />
            </Stack>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {available.map((decision) => (
                <Button
                  key={decision}
                  variant={decision === 'approve' ? 'contained' : 'outlined'}
                  color={decision === 'reject' ? 'error' : 'primary'}
                  onClick={() => map.data && decide.ask(decision, [map.data])}
                >
                  {DECISIONS[decision].label}
                </Button>
              ))}
            </Stack>
          </Stack>
          {status === 'Rejected' && map.data.rejectionReason && (
            <RejectionBlock
              reason={map.data.rejectionReason}
              description="The employee is fixing this work map and will send it again."
            />
          )}
          {status === 'PendingSubmission' && (
            <Alert severity="info">The employee has not sent this work map to approval yet.</Alert>
          )}
          <WorkMapTotalsCard totals={map.data.totals} />
          <WorkMapBoard map={map.data} canEdit={false} />
        </Stack>
      </CardContent>
      <ApprovalDecisionDialog
        {...decide.dialog}
        title={decide.deciding ? DECISIONS[decide.deciding.action as Decision].title : ''}
        rejectHint="The employee sees it on the work map."
      >
        {`${map.data.employee.name}'s work map of ${formatMonth(map.data.month)}.`}
      </ApprovalDecisionDialog>
    </Card>
  );
}
