import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AllocationInput,
  allocationInputSchema,
  type Client,
  type ClientAllocation,
} from '@quadro/contract/clients';
import { formatCalendarDay } from '@quadro/contract/formatting';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { showServerFieldErrors } from '../../../app/api/server-field-errors.ts';
import { useCurrentAccount } from '../../../app/auth/current-account.ts';
import { FormDialog } from '../../../components/dialog/form-dialog.tsx';
import { Form } from '../../../components/form/form.tsx';
import { FormDateField } from '../../../components/form/form-date-field.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { useAddAllocation } from '../api/add-allocation.ts';
import { useClient } from '../api/get-client.ts';
import { useRemoveAllocation } from '../api/remove-allocation.ts';

const FORM_ID = 'allocation-form';
type Values = z.input<typeof allocationInputSchema>;

const allocationColumns: readonly DataColumn<ClientAllocation>[] = [
  { header: 'Employee', cell: (allocation) => allocation.employee_name },
  { header: 'From', cell: (allocation) => formatCalendarDay(allocation.started_at) },
  {
    header: 'To',
    cell: (allocation) =>
      allocation.ended_at ? formatCalendarDay(allocation.ended_at) : 'Ongoing',
  },
];

/** The employees allocated to a client, from/to; HR adds and removes allocations here. */
export function AllocationsDialog({ client, onClose }: { client: Client; onClose: () => void }) {
  const account = useCurrentAccount();
  const details = useClient(client.id);
  const allocations = details.data?.allocations;
  const add = useAddAllocation(client.id);
  const remove = useRemoveAllocation(client.id);
  const employees = (account.data?.employees ?? []).map((person) => ({
    value: String(person.key),
    label: person.name,
  }));
  const submit = (values: AllocationInput, form: UseFormReturn<Values, unknown, AllocationInput>) =>
    add.mutate(values, {
      onSuccess: () => form.reset({ employee_id: '', started_at: '', ended_at: null }),
      onError: (error) =>
        showServerFieldErrors(
          error,
          form.setError,
          ['employee_id', 'started_at', 'ended_at'],
          'employee_id',
        ),
    });
  return (
    <FormDialog
      open
      title={`Employees at ${client.name}`}
      onClose={onClose}
      large
      formId={FORM_ID}
      submitLabel="Allocate"
      cancelLabel="Close"
      pending={add.isPending}
    >
      <Stack spacing={3}>
        {allocations === undefined ? (
          <PageLoader label={`Loading the employees at ${client.name}`} />
        ) : allocations.length === 0 ? (
          <Typography>No Data</Typography>
        ) : (
          <DataTable
            label={`Allocations at ${client.name}`}
            rows={allocations}
            rowKey={(allocation) => allocation.id}
            hover={false}
            columns={[
              ...allocationColumns,
              {
                header: 'Actions',
                align: 'right',
                cell: (allocation) => (
                  <IconButton
                    size="small"
                    aria-label={`Remove ${allocation.employee_name}'s allocation`}
                    onClick={() => remove.mutate(allocation.id)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                ),
              },
            ]}
          />
        )}
        <Typography variant="subtitle2" component="h3">
          Allocate an employee
        </Typography>
        <Form
          id={FORM_ID}
          schema={allocationInputSchema}
          defaultValues={{ employee_id: '', started_at: '', ended_at: null }}
          onSubmit={submit}
          aria-label="Allocate an employee"
        >
          {() => (
            <>
              <FormSelect name="employee_id" label="Employee" options={employees} />
              <FormDateField name="started_at" label="From" />
              <FormDateField name="ended_at" label="To (optional)" />
            </>
          )}
        </Form>
      </Stack>
    </FormDialog>
  );
}
