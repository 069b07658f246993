import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CONTRACT_TYPES } from '@quadro/contract/account';
import type { Contract } from '@quadro/contract/contracts';
import { formatCalendarDay, formatEuros } from '@quadro/contract/formatting';
import { useState } from 'react';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { type DataColumn, DataTable } from '../../../components/table/data-table.tsx';
import { useContracts } from '../api/get-contracts.ts';
import { useCanManagePay } from '../use-can-manage-pay.ts';
import { AddContractDialog } from './add-contract-dialog.tsx';

const typeName = (key: string) => CONTRACT_TYPES.find((type) => type.key === key)?.name ?? key;

const columns: readonly DataColumn<Contract>[] = [
  { header: 'Type', cell: (contract) => typeName(contract.type) },
  { header: 'Started', cell: (contract) => formatCalendarDay(contract.started_at) },
  {
    header: 'Ended',
    cell: (contract) => (contract.ended_at ? formatCalendarDay(contract.ended_at) : 'In force'),
  },
  { header: 'Base salary', align: 'right', cell: (contract) => formatEuros(contract.salary) },
];

/** The Contracts tab: newest first; HR adds one, which closes the one before. */
export function ContractsPanel({ personId }: { personId: string }) {
  const contracts = useContracts(personId);
  const canManage = useCanManagePay();
  const [adding, setAdding] = useState(false);
  if (contracts.isPending) return <PageLoader />;
  return (
    <Stack spacing={2}>
      {canManage && (
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setAdding(true)}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add contract
        </Button>
      )}
      <DataTable
        label="Contracts"
        rows={contracts.data ?? []}
        rowKey={(contract) => contract.id}
        columns={columns}
        hover={false}
      />
      {adding && <AddContractDialog employeeId={personId} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
