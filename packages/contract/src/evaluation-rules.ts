/**
 * The yearly evaluation's rules (issue 23; docs/evaluations.md): the cycle's states and moves, the
 * goals' weights, the scores and the final score, who manages whom, the cycle's default dates.
 */

export const EVALUATION_STATES = [
  'GoalSetting',
  'SelfAssessment',
  'EvaluatorAssessment',
  'Published',
  'Suspended',
] as const;
export type EvaluationState = (typeof EVALUATION_STATES)[number];

export const EVALUATION_STATE_LABELS: Record<EvaluationState, string> = {
  GoalSetting: 'Goal Setting',
  SelfAssessment: 'Self-Assessment',
  EvaluatorAssessment: 'Evaluator Assessment',
  Published: 'Published',
  Suspended: 'Suspended',
};

export const EVALUATION_ACTIONS = [
  'startSelfAssessment',
  'submitSelfAssessment',
  'publish',
  'unpublish',
  'suspend',
  'resume',
] as const;
export type EvaluationAction = (typeof EVALUATION_ACTIONS)[number];

/** Who may take a move: the evaluated employee, or whoever manages them (evaluator or CTO). */
export type EvaluationActor = 'employee' | 'manager';

interface EvaluationMove {
  from: readonly EvaluationState[];
  /** Null: back to the state the evaluation was suspended in. */
  to: EvaluationState | null;
  by: EvaluationActor;
  /** A reason is required and kept (suspend, unpublish). */
  reason: boolean;
}

const UNPUBLISHED = ['GoalSetting', 'SelfAssessment', 'EvaluatorAssessment'] as const;

/** The transition table: every move, from where, to where, by whom. */
export const EVALUATION_WORKFLOW: Record<EvaluationAction, EvaluationMove> = {
  startSelfAssessment: {
    from: ['GoalSetting'],
    to: 'SelfAssessment',
    by: 'manager',
    reason: false,
  },
  submitSelfAssessment: {
    from: ['SelfAssessment'],
    to: 'EvaluatorAssessment',
    by: 'employee',
    reason: false,
  },
  publish: { from: ['EvaluatorAssessment'], to: 'Published', by: 'manager', reason: false },
  unpublish: { from: ['Published'], to: 'EvaluatorAssessment', by: 'manager', reason: true },
  suspend: { from: UNPUBLISHED, to: 'Suspended', by: 'manager', reason: true },
  resume: { from: ['Suspended'], to: null, by: 'manager', reason: false },
};

/**
 * Where `action` takes an evaluation in `state` (`suspendedFrom`: where a suspended one resumes);
 * undefined when the move is not allowed from there.
 */
export function nextEvaluationState(
  state: EvaluationState,
  action: EvaluationAction,
  suspendedFrom?: EvaluationState | null,
): EvaluationState | undefined {
  const move = EVALUATION_WORKFLOW[action];
  if (!move.from.includes(state)) return undefined;
  return move.to ?? suspendedFrom ?? undefined;
}

/** Taking the same move again where it already led changes nothing (idempotent, no error). */
export function isAlreadyDone(state: EvaluationState, action: EvaluationAction): boolean {
  const move = EVALUATION_WORKFLOW[action];
  return move.to === state && !move.from.includes(state);
}

export const MIN_GOALS = 1;
export const MAX_GOALS = 8;
export const FULL_WEIGHT = 100;

export const EVALUATION_SCORES = [1, 2, 3, 4, 5] as const;
export type EvaluationScore = (typeof EVALUATION_SCORES)[number];

export const SCORE_LABELS: Record<EvaluationScore, string> = {
  1: 'Insufficient',
  2: 'Needs improvement',
  3: 'Meets expectations',
  4: 'Exceeds expectations',
  5: 'Outstanding',
};

/** The lowest and highest scores must be explained. */
export const needsComment = (score: number) => score === 1 || score === 5;

/** A goal scored at least 'Meets expectations' counts as achieved in the team report. */
export const isGoalAchieved = (score: number) => score >= 3;

/** Whole percentages adding up to exactly 100, over 1 to 8 goals. */
export function weightsAddUp(weights: readonly number[]): boolean {
  return (
    weights.length >= MIN_GOALS &&
    weights.length <= MAX_GOALS &&
    weights.every((weight) => Number.isInteger(weight) && weight > 0) &&
    weights.reduce((sum, weight) => sum + weight, 0) === FULL_WEIGHT
  );
}

/** Hundredths as a decimal string: 345 → '3.45'. */
export const fromHundredths = (hundredths: number) =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/**
 * Σ(weight × score) ÷ 100 with two decimals, rounded half up: whole weights and scores make the
 * sum whole hundredths, so it is exact. Null while a goal has no score.
 */
export function finalScore(
  goals: readonly { weight: number; score: number | null | undefined }[],
): string | null {
  if (goals.length === 0 || goals.some((goal) => goal.score == null)) return null;
  return fromHundredths(goals.reduce((sum, goal) => sum + goal.weight * (goal.score ?? 0), 0));
}

/** The mean of decimal scores ('3.45'), two decimals rounded half up; null of none. */
export function averageScore(scores: readonly string[]): string | null {
  if (scores.length === 0) return null;
  const total = scores.reduce((sum, score) => sum + Math.round(Number(score) * 100), 0);
  return fromHundredths(Math.floor((2 * total + scores.length) / (2 * scores.length)));
}

/** A score as people read it: '3,45'. */
export const formatScore = (score: string) => score.replace('.', ',');

/**
 * hasPermissionToManageMember: the CTO manages everyone, an evaluator the members of the teams they
 * evaluate that year; nobody manages their own evaluation.
 */
export function hasPermissionToManageMember(input: {
  actorId: string;
  isCto: boolean;
  memberId: string;
  /** The member's team's evaluators in the evaluation's year. */
  evaluatorIds: readonly string[];
}): boolean {
  if (input.actorId === input.memberId) return false;
  return input.isCto || input.evaluatorIds.includes(input.actorId);
}

/** A cycle's closing dates: goals by 31 March, self-assessment in December, evaluator by 31 January. */
export interface EvaluationCycleDates {
  goalsBy: string;
  selfAssessmentFrom: string;
  selfAssessmentBy: string;
  evaluatorAssessmentBy: string;
}

export function defaultCycleDates(year: number): EvaluationCycleDates {
  return {
    goalsBy: `${year}-03-31`,
    selfAssessmentFrom: `${year}-12-01`,
    selfAssessmentBy: `${year}-12-31`,
    evaluatorAssessmentBy: `${year + 1}-01-31`,
  };
}

/** The dates must come in the cycle's order: goals, then self-assessment, then evaluator. */
export function cycleDatesInOrder(dates: EvaluationCycleDates): boolean {
  return (
    dates.goalsBy < dates.selfAssessmentFrom &&
    dates.selfAssessmentFrom <= dates.selfAssessmentBy &&
    dates.selfAssessmentBy < dates.evaluatorAssessmentBy
  );
}

/** Most colleagues an evaluator may ask for feedback on one member, and how many anonymous answers show. */
export const MAX_FEEDBACK_REQUESTS = 5;
export const MIN_ANONYMOUS_ANSWERS_SHOWN = 2;

/** Anonymous answers show only once enough have arrived that none can be told apart. */
export const anonymousAnswersVisible = (answered: number) =>
  answered >= MIN_ANONYMOUS_ANSWERS_SHOWN;

export type EvaluationStage = 'goals' | 'self' | 'evaluator' | 'closed';

/**
 * Which stage of a cycle runs on `today` (YYYY-MM-DD): goals until their closing day, the
 * self-assessment over its days, then the evaluator's until theirs; closed in between and after.
 */
export function evaluationStageOn(dates: EvaluationCycleDates, today: string): EvaluationStage {
  if (today <= dates.goalsBy) return 'goals';
  if (today < dates.selfAssessmentFrom) return 'closed';
  if (today <= dates.selfAssessmentBy) return 'self';
  if (today <= dates.evaluatorAssessmentBy) return 'evaluator';
  return 'closed';
}
