import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VACATION_ITEM_KIND_LABELS, type VacationRow } from '@quadro/contract/vacations';
import { ApprovalLevelsLine } from '../../../components/approval/approval-levels-line.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { useDayDistribution } from '../api/get-day-distribution.ts';
import { useEmployeeBalance } from '../api/get-employee-balance.ts';
import { dayCount } from './day-count.ts';
import { DayDistributionChart } from './day-distribution-chart.tsx';
import { VacationBalanceCard } from './vacation-balance-card.tsx';
import { periodText } from './vacation-period.ts';

/** What an approver weighs before deciding: the person's balance and days per month that year. */
export function RequestDetailsDialog({ row, onClose }: { row: VacationRow; onClose: () => void }) {
  const year = Number(row.start.slice(0, 4));
  const balance = useEmployeeBalance(row.employee.id, year);
  const distribution = useDayDistribution(row.employee.id, year);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>
        {row.employee.name}: {VACATION_ITEM_KIND_LABELS[row.kind]} {periodText(row)}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            {dayCount(row.days)}
            {row.note ? ` · ${row.note}` : ''}
          </Typography>
          <ApprovalLevelsLine levels={row.approvalLevels} />
          {balance.data ? (
            <VacationBalanceCard
              balance={balance.data}
              title={`${row.employee.name}'s balance ${year}`}
            />
          ) : (
            <PageLoader />
          )}
          <DayDistributionChart months={distribution.data ?? []} year={year} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
