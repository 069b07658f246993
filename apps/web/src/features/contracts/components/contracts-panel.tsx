import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { CONTRACT_TYPES } from '@quadro/contract/account';
import { formatCalendarDay, formatEuros } from '@quadro/contract/formatting';
import { useState } from 'react';
import { PageLoader } from '../../../components/layout/page-loader.tsx';
import { useContracts } from '../api/get-contracts.ts';
import { useCanManagePay } from '../use-can-manage-pay.ts';
import { AddContractDialog } from './add-contract-dialog.tsx';

const typeName = (key: string) => CONTRACT_TYPES.find((type) => type.key === key)?.name ?? key;

/** The Contracts tab: newest first; HR adds one, which closes the one before. */
export function ContractsPanel({ personId }: { personId: string }) {
  const contracts = useContracts(personId);
  const canManage = useCanManagePay();
  const [adding, setAdding] = useState(false);
  if (contracts.isPending) return <PageLoader />;
  const rows = contracts.data ?? [];
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
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Contracts">
          <TableHead>
            <TableRow>
              <TableCell>Type</TableCell>
              <TableCell>Started</TableCell>
              <TableCell>Ended</TableCell>
              <TableCell align="right">Base salary</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>No Data</TableCell>
              </TableRow>
            )}
            {rows.map((contract) => (
              <TableRow key={contract.id}>
                <TableCell>{typeName(contract.type)}</TableCell>
                <TableCell>{formatCalendarDay(contract.started_at)}</TableCell>
                <TableCell>
                  {contract.ended_at ? formatCalendarDay(contract.ended_at) : 'In force'}
                </TableCell>
                <TableCell align="right">{formatEuros(contract.salary)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {adding && <AddContractDialog employeeId={personId} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
