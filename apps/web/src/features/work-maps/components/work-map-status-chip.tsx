import { WORK_MAP_STATUS_LABELS, type WorkMapRowStatus } from '@quadro/contract/work-maps';
import { ApprovalStatusChip } from '../../../components/approval/approval-status-chip.tsx';

export function WorkMapStatusChip({ status }: { status: WorkMapRowStatus }) {
  return <ApprovalStatusChip status={status} labels={WORK_MAP_STATUS_LABELS} />;
}
