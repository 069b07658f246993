import AutorenewIcon from '@mui/icons-material/Autorenew';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ALLOWANCE_PAGE_SIZE, type AllowancePlan } from '@quadro/contract/allowances';
import { useState } from 'react';
import { useCompanyCalendar } from '../../app/dates/company-today.ts';
import { PageFooter } from '../../app/pagination/page-footer.tsx';
import { useDebouncedParam } from '../../app/routes/use-debounced-param.ts';
import { useTableParams } from '../../app/routes/use-table-params.ts';
import { ApprovalBulkActions } from '../../components/approval/approval-bulk-actions.tsx';
import { ApprovalDecisionDialog } from '../../components/approval/approval-decision-dialog.tsx';
import {
  type Deciding,
  useApprovalDecision,
} from '../../components/approval/use-approval-decision.ts';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog.tsx';
import { SearchEmployeeField } from '../../components/filters/search-employee-field.tsx';
import { SelectFilter } from '../../components/filters/select-filter.tsx';
import { PageLoader } from '../../components/layout/page-loader.tsx';
import {
  ALLOWANCE_OPTIONS,
  generationRefusal,
  generationYear,
  MONTH_OPTIONS,
  readAllowanceFilters,
  STATUS_OPTIONS,
  yearOptions,
} from './allowance-filters.ts';
import { planCount, planLabel } from './allowance-text.ts';
import { allowancePlanDecisions } from './api/decide-allowance-plans.ts';
import { type ExportFormat, useExportAllowancePlans } from './api/export-allowance-plans.ts';
import { useGenerateAllowancePlans } from './api/generate-allowance-plans.ts';
import { useAllowancePlans } from './api/get-allowance-plans.ts';
import { useAllowanceTotals } from './api/get-allowance-totals.ts';
import { useRemoveAllowancePlan } from './api/remove-allowance-plan.ts';
import { AllowancePlansTable } from './components/allowance-plans-table.tsx';
import { AllowanceTotalsCard } from './components/allowance-totals-card.tsx';
import { ManagePlanDialog } from './components/manage-plan-dialog.tsx';
import { pickedPlans } from './plan-selection.ts';

/** What the confirm dialog asks about: one row's plan, or the year's plans. */
type Confirm = { action: 'remove'; plan: AllowancePlan } | { action: 'generate'; year: number };

function decisionTitle({ action, rows: plans }: Deciding<AllowancePlan>): string {
  const what = plans.length === 1 ? 'this plan' : planCount(plans.length);
  if (action === 'send') return `Send ${what} to approval?`;
  return `${action === 'approve' ? 'Approve' : 'Reject'} ${what}?`;
}

const plansText = (plans: readonly AllowancePlan[]) =>
  plans.length === 1 ? planLabel(plans[0] as AllowancePlan) : planCount(plans.length);

function confirmTitle(confirm: Confirm): string {
  if (confirm.action === 'remove') return 'Remove this allowance plan?';
  return `Generate plans for ${confirm.year}?`;
}

function confirmText(confirm: Confirm): string {
  if (confirm.action === 'remove') return planLabel(confirm.plan);
  return `Every employee without a Vacations or Christmas plan for ${confirm.year} gets one, paid in full in its usual month.`;
}

/**
 * /app/payments/manage-allowances (admin, financial): the plans filtered by allowance, year, month
 * and status (all in the URL), their totals, sending to approval, decisions with four eyes, the
 * exports and the yearly default plans.
 */
export function ManageAllowancesPage() {
  const today = useCompanyCalendar()?.today;
  return today ? <ManageAllowances today={today} /> : <PageLoader />;
}

function ManageAllowances({ today }: { today: string }) {
  const thisYear = Number(today.slice(0, 4));
  const { params, update } = useTableParams();
  const [search, setSearch, appliedSearch] = useDebouncedParam(params, update, 'search');
  const filters = { ...readAllowanceFilters(params), search: appliedSearch };
  const { page, ...totalsFilters } = filters;
  const plans = useAllowancePlans(filters);
  const totals = useAllowanceTotals(totalsFilters);
  const exporting = useExportAllowancePlans();
  const decision = useApprovalDecision(allowancePlanDecisions);
  const { selection } = decision;
  const [editing, setEditing] = useState<AllowancePlan>();
  const [confirm, setConfirm] = useState<Confirm>();
  const close = () => setConfirm(undefined);
  const generate = useGenerateAllowancePlans(close);
  const remove = useRemoveAllowancePlan();

  const items = plans.data?.items ?? [];
  const { sendable, decidable } = pickedPlans(items, selection.selected);
  const year = generationYear(filters, thisYear);
  const refusal = generationRefusal(year, today);
  const filter = (changes: Record<string, string>) => {
    selection.clear();
    update(changes);
  };
  const submit = () => {
    if (!confirm) return;
    const settle = { onSettled: close };
    if (confirm.action === 'generate') return generate.mutate(confirm.year, settle);
    remove.mutate(confirm.plan.id, settle);
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
            <SearchEmployeeField
              value={search}
              onChange={(next) => {
                selection.clear();
                setSearch(next);
              }}
            />
          </Stack>
          <AllowanceTotalsCard totals={totals.data} month={filters.month} />
          <Stack
            direction={{ xs: 'column', lg: 'row' }}
            sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { lg: 'center' } }}
          >
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ApprovalBulkActions
                actions={['send']}
                count={sendable.length}
                onAction={(action) => decision.ask(action, sendable)}
              />
              <ApprovalBulkActions
                actions={['approve', 'reject']}
                count={decidable.length}
                onAction={(action) => decision.ask(action, decidable)}
              />
            </Stack>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<AutorenewIcon />}
                disabled={refusal !== undefined}
                aria-describedby={refusal ? 'generate-plans-refusal' : undefined}
                onClick={() => setConfirm({ action: 'generate', year })}
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
          {refusal && (
            <Typography id="generate-plans-refusal" variant="body2" color="text.secondary">
              {refusal}
            </Typography>
          )}
          {plans.isPending ? (
            <PageLoader />
          ) : (
            <AllowancePlansTable
              plans={items}
              month={filters.month}
              selection={selection}
              onAction={(action, plan) => {
                if (action === 'edit') setEditing(plan);
                else if (action === 'remove') setConfirm({ action, plan });
                else decision.ask(action, [plan]);
              }}
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
      <ApprovalDecisionDialog
        {...decision.dialog}
        title={decision.deciding ? decisionTitle(decision.deciding) : ''}
        rejectHint="The employee sees it with the plan."
        subject={decision.deciding && plansText(decision.deciding.rows)}
      />
      <ConfirmDialog
        open={confirm !== undefined}
        title={confirm ? confirmTitle(confirm) : ''}
        onCancel={close}
        loading={generate.isPending || remove.isPending}
        onSubmit={submit}
      >
        {confirm && confirmText(confirm)}
      </ConfirmDialog>
    </Card>
  );
}
