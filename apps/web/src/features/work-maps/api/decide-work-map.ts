import { WORK_MAP_MESSAGES, type WorkMapDetails } from '@quadro/contract/work-maps';
import { WORK_MAPS_ENDPOINTS } from '@quadro/contract/work-maps.endpoints';
import { apiRequest } from '../../../app/api/http-client.ts';
import type { QueueAction } from '../../../components/approval/approval-decision-dialog.tsx';
import type { ApprovalDecisions } from '../../../components/approval/use-approval-decision.ts';
import { mapListKeys } from './work-map-change.ts';
import { workMapKeys } from './work-map-keys.ts';

const DONE: Partial<Record<QueueAction, string>> = {
  approve: WORK_MAP_MESSAGES.approved,
  reject: WORK_MAP_MESSAGES.rejected,
  modify: WORK_MAP_MESSAGES.inModification,
};

/** One map approved, rejected with a reason or reopened; the answer is the whole map. */
export const workMapDecisions: ApprovalDecisions<WorkMapDetails, WorkMapDetails> = {
  call: (action, [map], reason) => {
    const params = { id: (map as WorkMapDetails).id };
    if (action === 'reject') {
      return apiRequest(WORK_MAPS_ENDPOINTS.rejectWorkMap, { params, body: { reason } });
    }
    return apiRequest(
      action === 'approve' ? WORK_MAPS_ENDPOINTS.approveWorkMap : WORK_MAPS_ENDPOINTS.reopenWorkMap,
      { params },
    );
  },
  invalidates: mapListKeys,
  answered: (queryClient, map) => queryClient.setQueryData(workMapKeys.one(map.id), map),
  successText: (_map, action) => DONE[action] ?? '',
  keepsDialogOnRefusal: true,
};
