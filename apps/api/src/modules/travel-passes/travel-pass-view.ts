import type { ApprovalStatus } from '@quadro/contract/approval';
import { isApprovalEditable } from '@quadro/contract/approval';
import { endpointUrl } from '@quadro/contract/endpoint';
import type { TravelPass } from '@quadro/contract/travel-passes';
import { TRAVEL_PASSES_ENDPOINTS } from '@quadro/contract/travel-passes.endpoints';
import type { TravelPassRow } from './travel-passes.schema.ts';

export const attachmentPath = (id: string) =>
  endpointUrl(TRAVEL_PASSES_ENDPOINTS.attachmentOf, { params: { id } });

export function toTravelPass(row: {
  pass: TravelPassRow;
  employeeName: string;
  attachmentName: string | null;
}): TravelPass {
  const { pass } = row;
  return {
    id: pass.id,
    employee: { id: pass.employeeId, name: row.employeeName },
    month: pass.month.slice(0, 7),
    value: pass.value,
    attachment: pass.attachmentFileId ? attachmentPath(pass.id) : null,
    attachmentName: pass.attachmentFileId ? row.attachmentName : null,
    status: pass.status as ApprovalStatus,
    rejectionReason: pass.rejectionReason,
    editable: isApprovalEditable(pass.status),
    createdAt: pass.createdAt.toISOString(),
  };
}
