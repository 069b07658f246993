import { type AllowanceStatus, storedAllowanceStatus } from '@quadro/contract/allowances';
import { ApprovalStatusChip } from '../../../components/approval/approval-status-chip.tsx';

/** A plan's wire status as the shared approval chip ('Pending Approval' in its colour). */
export function AllowanceStatusChip({ status }: { status: AllowanceStatus }) {
  return <ApprovalStatusChip status={storedAllowanceStatus(status)} />;
}
