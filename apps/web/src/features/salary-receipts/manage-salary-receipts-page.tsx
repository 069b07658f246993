import AddIcon from '@mui/icons-material/Add';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { SALARY_RECEIPT_PAGE_SIZE, type SalaryReceipt } from '@quadro/contract/salary-receipts';
import { useState } from 'react';
import { useCurrentAccount } from '../../app/auth/current-account.ts';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { PageFooter } from '../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { ApprovalBulkActions } from '../../components/approval/approval-bulk-actions.tsx';
import {
  ApprovalDecisionDialog,
  type QueueAction,
} from '../../components/approval/approval-decision-dialog.tsx';
import { useApprovalDecision } from '../../components/approval/use-approval-decision.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { SearchEmployeeField } from '../../components/filters/search-employee-field.tsx';
import { SelectFilter } from '../../components/filters/select-filter.tsx';
import { YearStepper } from '../../components/filters/year-stepper.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import { salaryReceiptDecisions } from './api/decide-salary-receipt.ts';
import { useManageSalaryReceipts } from './api/get-manage-salary-receipts.ts';
import type { BatchFields } from './api/open-receipt-batch.ts';
import { useRemoveSalaryReceipt } from './api/remove-salary-receipt.ts';
import { BulkUploadDialog } from './components/bulk-upload-dialog.tsx';
import { MissingReceiptsPanel } from './components/missing-receipts-panel.tsx';
import {
  AddSalaryReceiptDialog,
  EditSalaryReceiptDialog,
} from './components/salary-receipt-form-dialog.tsx';
import { receiptLabel, SalaryReceiptsTable } from './components/salary-receipts-table.tsx';
import {
  KIND_OPTIONS,
  MONTH_OPTIONS,
  missingPeriodOf,
  type Period,
  periodOf,
  readManageFilters,
  STATUS_OPTIONS,
} from './receipt-filters.ts';

const DECISION_TITLES: Partial<Record<QueueAction, string>> = {
  send: 'Send the selected receipts to approval?',
  approve: 'Approve and publish this receipt?',
  reject: 'Reject this receipt?',
};

/**
 * /app/manage-salary-receipts (financial, admin): a year's receipts (or a month's), added one by
 * one, sent to approval together, approved by someone else; and who has none yet this month.
 */
export function ManageSalaryReceiptsPage() {
  const calendar = useCompanyCalendar();
  return calendar ? <ManageSalaryReceipts today={periodOf(calendar.thisMonth)} /> : <PageLoader />;
}

function ManageSalaryReceipts({ today }: { today: Period }) {
  const { params, update } = useTableParams();
  const filters = readManageFilters(params, today);
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const receipts = useManageSalaryReceipts({ ...filters, search: appliedSearch });
  const account = useCurrentAccount();
  const decision = useApprovalDecision(salaryReceiptDecisions);
  const { selection } = decision;
  const [adding, setAdding] = useState<Period & { employeeId?: string }>();
  const [editing, setEditing] = useState<SalaryReceipt>();
  const [uploading, setUploading] = useState<BatchFields>();
  const [removing, setRemoving] = useState<SalaryReceipt>();
  const remove = useRemoveSalaryReceipt();

  const items = receipts.data?.items ?? [];
  // Only what is on the page and may still be sent goes: a receipt sent meanwhile drops out.
  const picked = items.filter((receipt) => receipt.editable && selection.selected.has(receipt.id));
  const missingPeriod = missingPeriodOf(filters, today);
  const filter = (changes: Record<string, string>) => {
    selection.clear();
    update(changes);
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
              <ApprovalBulkActions
                actions={['send']}
                count={picked.length}
                onAction={(action) => decision.ask(action, picked)}
              />
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
            <SearchEmployeeField value={search} onChange={setSearch} />
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
              selection={selection}
              onAction={(action, receipt) => {
                if (action === 'edit') setEditing(receipt);
                else if (action === 'remove') setRemoving(receipt);
                else decision.ask(action, [receipt]);
              }}
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
      <ApprovalDecisionDialog
        {...decision.dialog}
        title={(decision.deciding && DECISION_TITLES[decision.deciding.action]) ?? ''}
        rejectHint="The sender sees it with the receipt."
        subject={decision.deciding && decisionSubject(decision.deciding.rows)}
      />
      <ConfirmDialog
        open={removing !== undefined}
        title="Remove this receipt?"
        onCancel={() => setRemoving(undefined)}
        loading={remove.isPending}
        onSubmit={() =>
          removing && remove.mutate(removing.id, { onSettled: () => setRemoving(undefined) })
        }
      >
        {removing && receiptLabel(removing)}
      </ConfirmDialog>
    </Card>
  );
}

/** What the decision dialog names: the one receipt, or how many are sent. */
function decisionSubject(receipts: readonly SalaryReceipt[]): string {
  return receipts.length === 1
    ? receiptLabel(receipts[0] as SalaryReceipt)
    : `${receipts.length} receipts`;
}
