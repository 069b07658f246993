import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Vacation } from '@quadro/contract/vacations';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentAccount } from '../../app/auth/current-account.ts';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { YearStepper } from '../../components/filters/year-stepper.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useDayDistribution } from './api/get-day-distribution.ts';
import { myVacationsQuery } from './api/get-my-vacations.ts';
import { useRemoveVacation } from './api/remove-vacation.ts';
import { useRequestCancellation } from './api/request-cancellation.ts';
import { useSendVacation } from './api/send-vacation.ts';
import { CalendarFeedCard } from './components/calendar-feed-card.tsx';
import { DayDistributionChart } from './components/day-distribution-chart.tsx';
import { MyVacationsTable, type VacationAction } from './components/my-vacations-table.tsx';
import { VacationBalanceCard } from './components/vacation-balance-card.tsx';
import { VacationFormDialog } from './components/vacation-form-dialog.tsx';
import { periodText } from './components/vacation-period.ts';

type Open = { action: VacationAction | 'new'; vacation?: Vacation };

const CONFIRM_TITLES = {
  remove: 'Remove this request?',
  send: 'Send this request to approval?',
  cancel: 'Ask to cancel this vacation?',
} as const;

/** /app/vacations (employee): the year's balance, requests, days per month and calendar feed. */
export function VacationsPage() {
  const calendar = useCompanyCalendar();
  return calendar ? <VacationsOfYear thisYear={calendar.thisYear} /> : <PageLoader />;
}

function VacationsOfYear({ thisYear }: { thisYear: number }) {
  const [params, setParams] = useSearchParams();
  const year = Number(params.get('year')) || thisYear;
  const account = useCurrentAccount();
  const mine = useQuery(myVacationsQuery(year));
  const distribution = useDayDistribution(account.data?.id, year);
  const [open, setOpen] = useState<Open>();
  const [reason, setReason] = useState('');
  const close = () => setOpen(undefined);
  const remove = useRemoveVacation(close);
  const send = useSendVacation(close);
  const cancel = useRequestCancellation(close);

  if (mine.isPending) return <PageLoader />;
  const confirm = open && open.action !== 'new' && open.action !== 'edit' ? open : undefined;
  const submitConfirm = () => {
    const id = confirm?.vacation?.id;
    if (!id) return;
    if (confirm.action === 'remove') remove.mutate(id);
    if (confirm.action === 'send') send.mutate(id);
    if (confirm.action === 'cancel') cancel.mutate({ id, reason });
  };
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                My vacations
              </Typography>
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <YearStepper
                  year={year}
                  onChange={(next) => setParams({ year: String(next) }, { replace: true })}
                />
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  onClick={() => setOpen({ action: 'new' })}
                >
                  Request vacation
                </Button>
              </Stack>
            </Stack>
            {mine.data && <VacationBalanceCard balance={mine.data.balance} />}
            <MyVacationsTable
              vacations={mine.data?.requests ?? []}
              onAction={(vacation, action) => {
                setReason('');
                setOpen({ action, vacation });
              }}
            />
          </Stack>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <DayDistributionChart months={distribution.data ?? []} year={year} />
        </CardContent>
      </Card>
      <CalendarFeedCard show="mine" />
      {(open?.action === 'new' || open?.action === 'edit') && (
        <VacationFormDialog vacation={open.vacation} onClose={close} />
      )}
      <ConfirmDialog
        open={confirm !== undefined}
        title={confirm ? CONFIRM_TITLES[confirm.action as keyof typeof CONFIRM_TITLES] : ''}
        onCancel={close}
        onSubmit={submitConfirm}
        loading={remove.isPending || send.isPending || cancel.isPending}
      >
        {confirm?.vacation && periodText(confirm.vacation)}
        {confirm?.action === 'cancel' && (
          <TextField
            fullWidth
            multiline
            minRows={2}
            label="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            sx={{ mt: 2 }}
          />
        )}
      </ConfirmDialog>
    </Stack>
  );
}
