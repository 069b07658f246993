import { EVALUATIONS_ENDPOINTS } from '@quadro/contract/evaluations.endpoints';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api/http-client.ts';
import { evaluationKeys } from './evaluation-keys.ts';

export interface MemberEvaluationsQuery {
  memberId: string;
  teamId?: string;
}

/** GET /api/evaluations/member?memberId=&teamId=: a member's evaluations the user may read. */
export function useMemberEvaluations(query: MemberEvaluationsQuery) {
  return useQuery({
    queryKey: [...evaluationKeys.member, query],
    queryFn: () => apiRequest(EVALUATIONS_ENDPOINTS.member, { query }),
    placeholderData: keepPreviousData,
  });
}
