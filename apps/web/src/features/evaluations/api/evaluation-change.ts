import type { EvaluationResult } from '@quadro/contract/evaluation-calls';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useAppMutation } from '../../../app/api/use-app-mutation.ts';
import { toastAnswer } from '../../../app/notifications/notification-store.ts';
import { evaluationKeys } from './evaluation-keys.ts';
import { manageEvaluationKeys } from './manage-evaluation-keys.ts';

/** What a change to one evaluation moves beyond its detail, which its answer carries whole. */
export const evaluationListKeys = [
  evaluationKeys.mine,
  evaluationKeys.member,
  manageEvaluationKeys.manage,
  manageEvaluationKeys.teams,
  manageEvaluationKeys.cycle,
  manageEvaluationKeys.teamReport,
];

export function putEvaluation(queryClient: QueryClient, { evaluation }: EvaluationResult): void {
  queryClient.setQueryData([...evaluationKeys.detail, evaluation.id], evaluation);
}

/**
 * A write to one evaluation (self-assessment, assessment, goals, acknowledgement): its answer
 * replaces the detail read, the lists are read again; refusals go under their fields.
 */
export function useEvaluationChange<Variables>(
  call: (variables: Variables) => Promise<EvaluationResult>,
) {
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: call,
    invalidates: evaluationListKeys,
    inlineError: true,
    onSuccess: (result) => {
      putEvaluation(queryClient, result);
      toastAnswer(result);
    },
  });
}
