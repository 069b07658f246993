import { FULL_WEIGHT } from '@quadro/contract/evaluation-rules';
import { type GoalInput, goalsInputSchema } from '@quadro/contract/evaluations';
import { z } from 'zod';

/** The copy-goals form: the contract's goals (1 to 8, weights adding up to 100) under one field. */
export const teamGoalsFormSchema = z.object({ goals: goalsInputSchema });
export type TeamGoalsForm = z.infer<typeof teamGoalsFormSchema>;
export type TeamGoalsFormInput = z.input<typeof teamGoalsFormSchema>;

export const emptyGoal = (weight: number): GoalInput => ({
  title: '',
  description: '',
  target: '',
  weight,
});

/** The weights typed so far, counting what is not a number yet as nothing. */
export const weightSum = (goals: readonly { weight: unknown }[]) =>
  goals.reduce((sum, goal) => sum + (Number.isFinite(goal.weight) ? Number(goal.weight) : 0), 0);

/** 'Weights: 80 of 100' while they do not add up, 'Weights: 100 of 100' once they do. */
export const weightSumText = (sum: number) => `Weights: ${sum} of ${FULL_WEIGHT}`;
