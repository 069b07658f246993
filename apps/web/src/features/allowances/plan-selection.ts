import type { AllowancePlan } from '@quadro/contract/allowances';

type Selectable = Pick<AllowancePlan, 'id' | 'status' | 'editable'>;

/** A plan still to send (editable) or waiting for a decision can be picked. */
export const isSelectable = (plan: Selectable) =>
  plan.editable || plan.status === 'PENDING_APPROVAL';

/**
 * What the bulk bar acts on among the picked plans shown: those it may send, and those waiting for
 * a decision. A plan that moved on meanwhile drops out by itself.
 */
export function pickedPlans<Plan extends Selectable>(
  plans: readonly Plan[],
  selected: ReadonlySet<string>,
): { sendable: Plan[]; decidable: Plan[] } {
  const picked = plans.filter((plan) => selected.has(plan.id));
  return {
    sendable: picked.filter((plan) => plan.editable),
    decidable: picked.filter((plan) => plan.status === 'PENDING_APPROVAL'),
  };
}
