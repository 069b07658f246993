import type { EvaluationState } from '@quadro/contract/evaluation-rules';

const SELF_SUBMITTED: readonly EvaluationState[] = ['EvaluatorAssessment', 'Published'];

/** An evaluation's state as far as what it shows depends on it. */
export interface EvaluationStage {
  state: EvaluationState;
  suspendedFrom: EvaluationState | null;
}

/** The self-assessment was sent: the evaluation is past it (or was suspended past it). */
export const selfAssessmentSubmitted = ({ state, suspendedFrom }: EvaluationStage) =>
  SELF_SUBMITTED.includes(state) ||
  (state === 'Suspended' && suspendedFrom !== null && SELF_SUBMITTED.includes(suspendedFrom));

/**
 * Which parts of an evaluation its viewer reads, on every route that shows one: the member the
 * evaluator's parts (scores, comments, final score) only once published, whatever else they are
 * to the team (a co-evaluator, the CTO); managers the self parts once sent. The self score is the
 * member's own sum of them, shown to anybody only once sent.
 */
export function partsShownTo(evaluation: EvaluationStage, viewer: { own: boolean }) {
  return {
    self: viewer.own || selfAssessmentSubmitted(evaluation),
    selfScore: selfAssessmentSubmitted(evaluation),
    evaluator: !viewer.own || evaluation.state === 'Published',
  };
}
