import type { GoalView } from '@quadro/contract/evaluation-calls';
import { FULL_WEIGHT } from '@quadro/contract/evaluation-rules';
import type { GoalInput } from '@quadro/contract/evaluations';

export interface GoalRows {
  goals: GoalInput[];
}

export const emptyGoal = (weight: number): GoalInput => ({
  title: '',
  description: '',
  target: '',
  weight,
});

/** The goals as the editor starts: the saved ones, or one goal weighing everything. */
export function goalRowsOf(goals: readonly GoalView[]): GoalRows {
  if (goals.length === 0) return { goals: [emptyGoal(FULL_WEIGHT)] };
  return {
    goals: goals.map(({ title, description, target, weight }) => ({
      title,
      description,
      target,
      weight,
    })),
  };
}

/** The weights typed so far, added up; a weight not yet typed as a number counts nothing. */
export function weightsSum(weights: readonly unknown[]): number {
  return weights.reduce<number>(
    (sum, weight) => sum + (typeof weight === 'number' && Number.isFinite(weight) ? weight : 0),
    0,
  );
}

/** What is left to reach 100, the weight a new goal starts with (none when nothing is left). */
export const remainingWeight = (weights: readonly unknown[]) =>
  Math.max(FULL_WEIGHT - weightsSum(weights), 0);
