import AutorenewIcon from '@mui/icons-material/Autorenew';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ALLOWANCE_PAGE_SIZE, type AllowancePlan } from '@quadro/contract/allowances';
import { useState } from 'react';
import { PageFooter } from '../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { RejectionReasonField } from '../../components/approval/rejection-reason-field.tsx';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { SelectFilter } from '../../components/filters/select-filter.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import {
  ALLOWANCE_OPTIONS,
  generationYear,
  MONTH_OPTIONS,
  readAllowanceFilters,
  STATUS_OPTIONS,
  yearOptions,
} from './allowance-filters.ts';
import { planCount, planLabel } from './allowance-text.ts';
import { useDecideAllowancePlans } from './api/decide-allowance-plans.ts';
import { type ExportFormat, useExportAllowancePlans } from './api/export-allowance-plans.ts';
import { useGenerateAllowancePlans } from './api/generate-allowance-plans.ts';
import { useAllowancePlans } from './api/get-allowance-plans.ts';
import { useAllowanceTotals } from './api/get-allowance-totals.ts';
import { useRemoveAllowancePlan } from './api/remove-allowance-plan.ts';
import { useSendAllowancePlans } from './api/send-allowance-plans.ts';
import { AllowancePlansTable, RowAction } from './components/allowance-plans-table.tsx';
import { AllowanceTotalsCard } from './components/allowance-totals-card.tsx';
import { ManagePlanDialog } from './components/manage-plan-dialog.tsx';
import { pickedPlans, togglePicked, withCount } from './plan-selection.ts';

/** What the confirm dialog asks about: the picked plans, one row's plan, or the year's plans. */
type Confirm =
  | { action: 'send' | 'approve' | 'reject'; plans: AllowancePlan[] }
  | { action: 'remove'; plans: [AllowancePlan] }
  | { action: 'generate'; year: number };

function confirmTitle(confirm: Confirm): string {
  if (confirm.action === 'generate') return `Generate plans for ${confirm.year}?`;
  const what = confirm.plans.length === 1 ? 'this plan' : planCount(confirm.plans.length);
  if (confirm.action === 'send') return `Send ${what} to approval?`;
  if (confirm.action === 'approve') return `Approve ${what}?`;
  if (confirm.action === 'reject') return `Reject ${what}?`;
  return 'Remove this allowance plan?';
}

function confirmText(confirm: Confirm): string {
  if (confirm.action === 'generate') {
    return `Every employee without a Vacations or Christmas plan for ${confirm.year} gets one, paid in full in its usual month.`;
  }
  return confirm.plans.length === 1
    ? planLabel(confirm.plans[0] as AllowancePlan)
    : planCount(confirm.plans.length);
}

/**
 * /app/payments/manage-allowances (admin, financial): the plans filtered by allowance, year, month
 * and status (all in the URL), their totals, sending to approval, decisions with four eyes, the
 * exports and the yearly default plans.
 */
export function ManageAllowancesPage() {
  const thisYear = new Date().getFullYear();
  const { params, update } = useTableParams();
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const filters = { ...readAllowanceFilters(params), search: appliedSearch };
  const { page, ...totalsFilters } = filters;
  const plans = useAllowancePlans(filters);
  const totals = useAllowanceTotals(totalsFilters);
  const exporting = useExportAllowancePlans();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<AllowancePlan>();
  const [confirm, setConfirm] = useState<Confirm>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const close = () => setConfirm(undefined);
  const unpick = () => setSelected(new Set());
  const send = useSendAllowancePlans(unpick);
  const decide = useDecideAllowancePlans(unpick);
  const generate = useGenerateAllowancePlans(close);
  const remove = useRemoveAllowancePlan();

  const items = plans.data?.items ?? [];
  const { sendable, decidable } = pickedPlans(items, selected);
  const year = generationYear(filters, thisYear);
  const filter = (changes: Record<string, string>) => {
    unpick();
    update(changes);
  };
  const ask = (next: Confirm) => {
    setReason('');
    setReasonError(undefined);
    setConfirm(next);
  };
  const submit = () => {
    if (!confirm) return;
    // A refusal (one's own plan, one that moved on) is the server's toast; the dialog closes too.
    const settle = { onSettled: close };
    if (confirm.action === 'generate') return generate.mutate(confirm.year, settle);
    const ids = confirm.plans.map((plan) => plan.id);
    if (confirm.action === 'send') return send.mutate(ids, settle);
    if (confirm.action === 'remove') return remove.mutate(ids[0] as string, settle);
    if (confirm.action === 'approve') return decide.mutate({ ids, decision: 'approve' }, settle);
    if (reason.trim() === '') return setReasonError('Required');
    decide.mutate({ ids, decision: 'reject', reason: reason.trim() }, settle);
  };
  const exportAs = (format: ExportFormat) => exporting.mutate({ filters: totalsFilters, format });

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            <SelectFilter
              label="Allowance"
              value={filters.allowance}
              options={ALLOWANCE_OPTIONS}
              onChange={(value) => filter({ allowance: value })}
            />
            <SelectFilter
              label="Year"
              value={filters.year === undefined ? '' : String(filters.year)}
              options={yearOptions(thisYear, filters.year)}
              onChange={(value) => filter({ year: value })}
            />
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
            <TextField
              size="small"
              label="Search employee"
              value={search}
              onChange={(event) => {
                unpick();
                setSearch(event.target.value);
              }}
              sx={{ width: { xs: '100%', md: 260 } }}
            />
          </Stack>
          <AllowanceTotalsCard totals={totals.data} month={filters.month} />
          <Stack
            direction={{ xs: 'column', lg: 'row' }}
            sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { lg: 'center' } }}
          >
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<SendIcon />}
                disabled={sendable.length === 0}
                onClick={() => ask({ action: 'send', plans: sendable })}
              >
                {withCount('Send to approval', sendable.length)}
              </Button>
              <Button
                variant="contained"
                disabled={decidable.length === 0}
                onClick={() => ask({ action: 'approve', plans: decidable })}
              >
                {withCount('Approve', decidable.length)}
              </Button>
              <Button
                variant="outlined"
                color="error"
                disabled={decidable.length === 0}
                onClick={() => ask({ action: 'reject', plans: decidable })}
              >
                {withCount('Reject', decidable.length)}
              </Button>
            </Stack>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<AutorenewIcon />}
                onClick={() => ask({ action: 'generate', year })}
              >
                Generate plans for {year}
              </Button>
              {(['csv', 'xlsx'] as const).map((format) => (
                <Button
                  key={format}
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  disabled={exporting.isPending}
                  onClick={() => exportAs(format)}
                >
                  Export {format.toUpperCase()}
                </Button>
              ))}
            </Stack>
          </Stack>
          {plans.isPending ? (
            <PageLoader />
          ) : (
            <AllowancePlansTable
              plans={items}
              month={filters.month}
              selected={selected}
              onSelect={(ids, picked) => setSelected((now) => togglePicked(now, ids, picked))}
              actionsOf={(plan) => (
                <>
                  {plan.status === 'PENDING_APPROVAL' && (
                    <>
                      <RowAction
                        label="Approve"
                        plan={plan}
                        variant="contained"
                        onClick={() => ask({ action: 'approve', plans: [plan] })}
                      />
                      <RowAction
                        label="Reject"
                        plan={plan}
                        color="error"
                        onClick={() => ask({ action: 'reject', plans: [plan] })}
                      />
                    </>
                  )}
                  {plan.editable && (
                    <>
                      <RowAction label="Edit" plan={plan} onClick={() => setEditing(plan)} />
                      <RowAction
                        label="Remove"
                        plan={plan}
                        color="error"
                        onClick={() => ask({ action: 'remove', plans: [plan] })}
                      />
                    </>
                  )}
                </>
              )}
            />
          )}
          <PageFooter
            total={plans.data?.total}
            pageSize={ALLOWANCE_PAGE_SIZE}
            page={page}
            label="Allowance plans pages"
            onChange={(next) => update({ page: String(next) })}
          />
        </Stack>
      </CardContent>
      {editing && <ManagePlanDialog plan={editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={confirm !== undefined}
        title={confirm ? confirmTitle(confirm) : ''}
        onCancel={close}
        loading={send.isPending || decide.isPending || generate.isPending || remove.isPending}
        onSubmit={submit}
      >
        {confirm && confirmText(confirm)}
        {confirm?.action === 'reject' && (
          <RejectionReasonField
            value={reason}
            onChange={(value) => {
              setReason(value);
              setReasonError(undefined);
            }}
            error={reasonError}
            hint="The employee sees it with the plan."
          />
        )}
      </ConfirmDialog>
    </Card>
  );
}
