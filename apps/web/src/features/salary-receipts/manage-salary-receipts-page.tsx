import AddIcon from '@mui/icons-material/Add';
import SendIcon from '@mui/icons-material/Send';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SALARY_RECEIPT_PAGE_SIZE, type SalaryReceipt } from '@quadro/contract/salary-receipts';
import { useState } from 'react';
import { useCurrentAccount } from '../../app/auth/current-account.ts';
import { PageFooter } from '../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { RejectionReasonField } from '../../components/approval/rejection-reason-field.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { SelectFilter } from '../../components/filters/select-filter.tsx';
import { YearStepper } from '../../components/filters/year-stepper.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { useDecideSalaryReceipt } from './api/decide-salary-receipt.ts';
import { useManageSalaryReceipts } from './api/get-manage-salary-receipts.ts';
import type { BatchFields } from './api/open-receipt-batch.ts';
import { useRemoveSalaryReceipt } from './api/remove-salary-receipt.ts';
import { useSendSalaryReceipts } from './api/send-salary-receipts.ts';
import { BulkUploadDialog } from './components/bulk-upload-dialog.tsx';
import { MissingReceiptsPanel } from './components/missing-receipts-panel.tsx';
import {
  AddSalaryReceiptDialog,
  EditSalaryReceiptDialog,
} from './components/salary-receipt-form-dialog.tsx';
import {
  RowAction,
  receiptLabel,
  SalaryReceiptsTable,
} from './components/salary-receipts-table.tsx';
import {
  KIND_OPTIONS,
  MONTH_OPTIONS,
  missingPeriodOf,
  type Period,
  readManageFilters,
  STATUS_OPTIONS,
} from './receipt-filters.ts';

type Confirm =
  | { action: 'send' }
  | { action: 'remove' | 'approve' | 'reject'; receipt: SalaryReceipt };

const CONFIRM_TITLES = {
  send: 'Send the selected receipts to approval?',
  remove: 'Remove this receipt?',
  approve: 'Approve and publish this receipt?',
  reject: 'Reject this receipt?',
} as const;

/**
 * /app/manage-salary-receipts (financial, admin): a year's receipts (or a month's), added one by
 * one, sent to approval together, approved by someone else; and who has none yet this month.
 */
export function ManageSalaryReceiptsPage() {
  const now = new Date();
  const today: Period = { year: now.getFullYear(), month: now.getMonth() + 1 };
  const { params, update } = useTableParams();
  const filters = readManageFilters(params, today);
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const receipts = useManageSalaryReceipts({ ...filters, search: appliedSearch });
  const account = useCurrentAccount();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState<Period & { employeeId?: string }>();
  const [editing, setEditing] = useState<SalaryReceipt>();
  const [uploading, setUploading] = useState<BatchFields>();
  const [confirm, setConfirm] = useState<Confirm>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const close = () => setConfirm(undefined);
  const send = useSendSalaryReceipts(() => setSelected(new Set()));
  const decide = useDecideSalaryReceipt();
  const remove = useRemoveSalaryReceipt();

  const items = receipts.data?.items ?? [];
  // Only what is on the page and may still be sent goes: a receipt sent meanwhile drops out.
  const picked = items.filter((receipt) => receipt.editable && selected.has(receipt.id));
  const missingPeriod = missingPeriodOf(filters, today);
  const pick = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const filter = (changes: Record<string, string>) => {
    setSelected(new Set());
    update(changes);
  };
  const submit = () => {
    if (!confirm) return;
    // A refusal (your own receipt, one already published) is the server's toast; it closes too.
    const settle = { onSettled: close };
    if (confirm.action === 'send') {
      send.mutate(
        picked.map((receipt) => receipt.id),
        settle,
      );
      return;
    }
    const { receipt } = confirm;
    if (confirm.action === 'remove') remove.mutate(receipt.id, settle);
    if (confirm.action === 'approve')
      decide.mutate({ id: receipt.id, decision: 'approve' }, settle);
    if (confirm.action === 'reject') {
      if (reason.trim() === '') {
        setReasonError('Required');
        return;
      }
      decide.mutate({ id: receipt.id, decision: 'reject', reason }, settle);
    }
  };

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { md: 'center' } }}
          >
            <YearStepper
              year={filters.year}
              last={today.year}
              onChange={(next) => filter({ year: String(next) })}
            />
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<SendIcon />}
                disabled={picked.length === 0}
                onClick={() => setConfirm({ action: 'send' })}
              >
                Send to approval{picked.length > 0 ? ` (${picked.length})` : ''}
              </Button>
              <Button
                variant="outlined"
                startIcon={<UploadFileIcon />}
                onClick={() =>
                  setUploading({
                    year: filters.year,
                    month: filters.month ?? today.month,
                    kind: filters.kind || 'salary',
                  })
                }
              >
                Upload many
              </Button>
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() =>
                  setAdding({ year: filters.year, month: filters.month ?? today.month })
                }
              >
                Add receipt
              </Button>
            </Stack>
          </Stack>
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <SelectFilter
              label="Month"
              value={filters.month === undefined ? '' : String(filters.month)}
              options={MONTH_OPTIONS}
              onChange={(value) => filter({ month: value })}
            />
            <SelectFilter
              label="Status"
              value={filters.status}
              options={STATUS_OPTIONS}
              onChange={(value) => filter({ status: value })}
            />
            <SelectFilter
              label="Kind"
              value={filters.kind}
              options={KIND_OPTIONS}
              onChange={(value) => filter({ kind: value })}
            />
            <TextField
              size="small"
              label="Search employee"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              sx={{ width: { xs: '100%', md: 260 } }}
            />
          </Stack>
          <MissingReceiptsPanel
            period={missingPeriod}
            onPick={(employee) => setAdding({ ...missingPeriod, employeeId: employee.id })}
          />
          {receipts.isPending ? (
            <PageLoader />
          ) : (
            <SalaryReceiptsTable
              receipts={items}
              selected={selected}
              onSelect={pick}
              actionsOf={(receipt) => (
                <>
                  {receipt.editable && (
                    <RowAction label="Edit" receipt={receipt} onClick={() => setEditing(receipt)} />
                  )}
                  {receipt.status === 'PendingApproval' && (
                    <>
                      <RowAction
                        label="Approve"
                        receipt={receipt}
                        variant="contained"
                        onClick={() => setConfirm({ action: 'approve', receipt })}
                      />
                      <RowAction
                        label="Reject"
                        receipt={receipt}
                        color="error"
                        onClick={() => {
                          setReason('');
                          setReasonError(undefined);
                          setConfirm({ action: 'reject', receipt });
                        }}
                      />
                    </>
                  )}
                  {receipt.status !== 'Approved' && (
                    <RowAction
                      label="Remove"
                      receipt={receipt}
                      color="error"
                      onClick={() => setConfirm({ action: 'remove', receipt })}
                    />
                  )}
                </>
              )}
            />
          )}
          <PageFooter
            total={receipts.data?.total}
            pageSize={SALARY_RECEIPT_PAGE_SIZE}
            page={filters.page}
            label="Salary receipts pages"
            onChange={(next) => update({ page: String(next) })}
          />
        </Stack>
      </CardContent>
      {adding && (
        <AddSalaryReceiptDialog
          initial={adding}
          employees={account.data?.employees ?? []}
          employeesLoading={account.isPending}
          onClose={() => setAdding(undefined)}
        />
      )}
      {uploading && (
        <BulkUploadDialog
          initial={uploading}
          employees={account.data?.employees ?? []}
          employeesLoading={account.isPending}
          onClose={() => setUploading(undefined)}
          onCreated={(period) => {
            // The new receipts show: the page moves to their month unless it shows it already.
            const shown =
              filters.year === period.year &&
              (filters.month === undefined || filters.month === period.month);
            if (!shown) filter({ year: String(period.year), month: String(period.month) });
          }}
        />
      )}
      {editing && (
        <EditSalaryReceiptDialog receipt={editing} onClose={() => setEditing(undefined)} />
      )}
      <ConfirmDialog
        open={confirm !== undefined}
        title={confirm ? CONFIRM_TITLES[confirm.action] : ''}
        onCancel={close}
        loading={send.isPending || decide.isPending || remove.isPending}
        onSubmit={submit}
      >
        {confirm?.action === 'send' &&
          (picked.length === 1
            ? receiptLabel(picked[0] as SalaryReceipt)
            : `${picked.length} receipts`)}
        {confirm && confirm.action !== 'send' && receiptLabel(confirm.receipt)}
        {confirm?.action === 'reject' && (
          <RejectionReasonField
            value={reason}
            onChange={(value) => {
              setReason(value);
              setReasonError(undefined);
            }}
            error={reasonError}
            hint="The sender sees it with the receipt."
          />
        )}
      </ConfirmDialog>
    </Card>
  );
}
