import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMonth } from '@quadro/contract/formatting';
import { useState } from 'react';
import { useParams } from 'react-router';
import { readUserId } from '../../app/auth/session.ts';
import { RejectionBlock } from '../../components/approval/rejection-block.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useWorkMap } from './api/get-work-map.ts';
import { useSendToApproval } from './api/send-to-approval.ts';
import { WorkMapBoard } from './components/work-map-board.tsx';
import { WorkMapStatusChip } from './components/work-map-status-chip.tsx';
import { WorkMapTotalsCard } from './components/work-map-totals-card.tsx';

/** /app/work-map-history/details/:id (employee): the month's calendar, totals and sending it. */
export function WorkMapDetailsPage() {
  const { id = '' } = useParams();
  const map = useWorkMap(id);
  const userId = readUserId();
  const [confirming, setConfirming] = useState(false);
  const send = useSendToApproval(id);
  if (map.isPending) return <PageLoader />;
  if (!map.data) return <Typography>No Data</Typography>;
  const canEdit = map.data.editable && map.data.employee.id === userId;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
                {formatMonth(map.data.month)}
              </Typography>
              <WorkMapStatusChip status={map.data.status} />
            </Stack>
            {canEdit && (
              <Button
                variant="contained"
                startIcon={<SendIcon />}
                onClick={() => setConfirming(true)}
              >
                Send to approval
              </Button>
            )}
          </Stack>
          {map.data.status === 'Rejected' && map.data.rejectionReason && (
            <RejectionBlock
              reason={map.data.rejectionReason}
              description="Fix what the reason names, then send the work map to approval again."
            />
          )}
          {map.data.status === 'InModification' && (
            <Alert severity="warning">
              HR reopened this work map: change what is needed and send it to approval again.
            </Alert>
          )}
          <WorkMapTotalsCard totals={map.data.totals} />
          <WorkMapBoard map={map.data} canEdit={canEdit} />
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title="Send to approval?"
        onCancel={() => setConfirming(false)}
        loading={send.isPending}
        onSubmit={() => send.mutate(undefined, { onSettled: () => setConfirming(false) })}
      >
        HR will review the work map of {formatMonth(map.data.month)}. You cannot change it while it
        waits for approval.
      </ConfirmDialog>
    </Card>
  );
}
