import { toCents } from './money.ts';
import type { BudgetStatus } from './project-summary.ts';

/** Used ÷ budget to four decimals ('0.9012'), or null without a budget (null or zero). */
export function budgetShare(used: string, budget: string | null): string | null {
  if (budget === null || toCents(budget) === 0n) return null;
  const tenThousandths = (toCents(used) * 10000n * 2n + toCents(budget)) / (2n * toCents(budget));
  return `${tenThousandths / 10000n}.${(tenThousandths % 10000n).toString().padStart(4, '0')}`;
}

/**
 * A project's budget status from each budget it has (hours, euros) and what was used of it: Over
 * budget when any use exceeds its budget, At risk when any reaches 90 %, else On track; null when
 * the project has no budget at all. Exact: compared in cents, never as floats.
 */
export function budgetStatus(
  budgets: readonly { used: string; budget: string | null }[],
): BudgetStatus | null {
  const set = budgets.filter(
    (entry): entry is { used: string; budget: string } =>
      entry.budget !== null && toCents(entry.budget) > 0n,
  );
  if (set.length === 0) return null;
  if (set.some(({ used, budget }) => toCents(used) > toCents(budget))) return 'OverBudget';
  if (set.some(({ used, budget }) => toCents(used) * 10n >= toCents(budget) * 9n)) return 'AtRisk';
  return 'OnTrack';
}
