import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Salary } from '@quadro/contract/contracts';
import { formatCalendarDay, formatEuros } from '@quadro/contract/formatting';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { useSalaries } from '../api/get-salaries.ts';
import { useSalaryHistory } from '../api/get-salary-history.ts';
import { useRemoveSalary } from '../api/remove-salary.ts';
import { useCanManagePay } from '../use-can-manage-pay.ts';
import { AddSalaryDialog } from './add-salary-dialog.tsx';
import { SalaryTimeline } from './salary-timeline.tsx';

const columns: readonly DataColumn<Salary>[] = [
  { header: 'Effective date', cell: (salary) => formatCalendarDay(salary.effective_date) },
  { header: 'Base salary', align: 'right', cell: (salary) => formatEuros(salary.base_salary) },
  { header: 'Dislocation', align: 'right', cell: (salary) => formatEuros(salary.dislocation) },
];

/** The Salary tab of the employee page: the salaries (HR adds and removes) and their history. */
export function SalaryPanel({ personId }: { personId: string }) {
  const salaries = useSalaries(personId);
  const history = useSalaryHistory(personId);
  const canManage = useCanManagePay();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Salary | null>(null);
  const remove = useRemoveSalary(personId, () => setRemoving(null));
  if (salaries.isPending || history.isPending) return <PageLoader />;
  const removeColumn: DataColumn<Salary> = {
    header: 'Actions',
    align: 'right',
    cell: (salary) => (
      <IconButton
        aria-label={`Remove the salary of ${formatCalendarDay(salary.effective_date)}`}
        onClick={() => setRemoving(salary)}
        size="small"
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    ),
  };
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Stack spacing={2}>
          {canManage && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setAdding(true)}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add salary
            </Button>
          )}
          <DataTable
            label="Salaries"
            rows={salaries.data ?? []}
            rowKey={(salary) => salary.id}
            columns={canManage ? [...columns, removeColumn] : columns}
            hover={false}
          />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
          Salary history
        </Typography>
        <SalaryTimeline entries={history.data ?? []} />
      </Grid>
      {adding && <AddSalaryDialog employeeId={personId} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={removing !== null}
        title="Remove this salary?"
        onCancel={() => setRemoving(null)}
        onSubmit={() => removing && remove.mutate(removing.id)}
        loading={remove.isPending}
      >
        The salary from {removing ? formatCalendarDay(removing.effective_date) : ''} goes, and the
        history with it.
      </ConfirmDialog>
    </Grid>
  );
}
