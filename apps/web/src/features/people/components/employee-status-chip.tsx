import Chip from '@mui/material/Chip';
import { EMPLOYEE_STATUSES, type EmployeeStatus } from '@quadro/contract/employees';

const COLOURS = { active: 'success', inactive: 'default', pending: 'warning' } as const;

export function EmployeeStatusChip({ status }: { status: EmployeeStatus }) {
  const label = EMPLOYEE_STATUSES.find((item) => item.key === status)?.name ?? status;
  return <Chip size="small" label={label} color={COLOURS[status]} variant="outlined" />;
}
