import AddIcon from '@mui/icons-material/Add';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMonth } from '@quadro/contract/formatting';
import { TRAVEL_PASS_PAGE_SIZE, type TravelPass } from '@quadro/contract/travel-passes';
import { useState } from 'react';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { PageFooter } from '../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useAddTravelPass } from './api/add-travel-pass.ts';
import { useBlockNotification } from './api/block-notification.ts';
import { useMyTravelPasses } from './api/get-my-travel-passes.ts';
import { useRemoveTravelPass } from './api/remove-travel-pass.ts';
import { useSendTravelPass } from './api/send-travel-pass.ts';
import { TravelPassFormDialog } from './components/travel-pass-form-dialog.tsx';
import { RowAction, TravelPassesTable } from './components/travel-passes-table.tsx';

type Confirm = { action: 'send' | 'remove'; pass: TravelPass };

/** /app/travel-pass-history (employee, trainee): each month's pass, its receipt and its approval. */
export function TravelPassHistoryPage() {
  const { params, update } = useTableParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [filter, setFilter, appliedFilter] = useDebouncedParam(params, update, 'filter');
  const passes = useMyTravelPasses({
    page,
    pageSize: TRAVEL_PASS_PAGE_SIZE,
    filter: appliedFilter,
  });
  const [editing, setEditing] = useState<TravelPass>();
  const [confirm, setConfirm] = useState<Confirm>();
  const add = useAddTravelPass();
  const block = useBlockNotification();
  const send = useSendTravelPass();
  const remove = useRemoveTravelPass();
  const calendar = useCompanyCalendar();

  if (passes.isPending || !calendar) return <PageLoader />;
  const month = calendar.thisMonth;
  const hasThisMonth = passes.data?.items.some((pass) => pass.month === month) ?? false;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { md: 'center' } }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              My travel passes
            </Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                disabled={hasThisMonth && !appliedFilter}
                loading={add.isPending}
                onClick={() => add.mutate()}
              >
                Add {formatMonth(month)}
              </Button>
              <Button
                variant="outlined"
                startIcon={<NotificationsOffIcon />}
                disabled={passes.data?.monthBlocked}
                loading={block.isPending}
                onClick={() => block.mutate()}
              >
                {passes.data?.monthBlocked
                  ? 'Reminders off this month'
                  : 'Stop reminders this month'}
              </Button>
            </Stack>
          </Stack>
          <TextField
            size="small"
            label="Filter"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            sx={{ width: { xs: '100%', md: 320 } }}
          />
          <TravelPassesTable
            passes={passes.data?.items ?? []}
            label="My travel passes"
            actionsOf={(pass) =>
              pass.editable && (
                <>
                  <RowAction label="Edit" pass={pass} onClick={() => setEditing(pass)} />
                  <RowAction
                    label="Send to approval"
                    pass={pass}
                    variant="contained"
                    onClick={() => setConfirm({ action: 'send', pass })}
                  />
                  <RowAction
                    label="Remove"
                    pass={pass}
                    color="error"
                    onClick={() => setConfirm({ action: 'remove', pass })}
                  />
                </>
              )
            }
          />
          <PageFooter
            total={passes.data?.total}
            pageSize={TRAVEL_PASS_PAGE_SIZE}
            page={page}
            label="Travel passes pages"
            onChange={(next) => update({ page: String(next) })}
          />
        </Stack>
      </CardContent>
      {editing && <TravelPassFormDialog pass={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={confirm !== undefined}
        title={
          confirm?.action === 'remove'
            ? 'Remove this travel pass?'
            : 'Send this travel pass to approval?'
        }
        onCancel={() => setConfirm(undefined)}
        loading={send.isPending || remove.isPending}
        onSubmit={() => {
          if (!confirm) return;
          // A refusal (no value, no receipt) is told by a toast: the dialog closes either way.
          const close = { onSettled: () => setConfirm(undefined) };
          if (confirm.action === 'send') send.mutate(confirm.pass.id, close);
          else remove.mutate(confirm.pass.id, close);
        }}
      >
        {confirm && formatMonth(confirm.pass.month)}
      </ConfirmDialog>
    </Card>
  );
}
