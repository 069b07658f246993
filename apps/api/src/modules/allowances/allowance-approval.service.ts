import { ALLOWANCE_MESSAGES, type AllowanceApproval } from '@quadro/contract/allowances';
import { toCents } from '@quadro/contract/money';
import { decideSelected } from '../../platform/approvals/decide-selected.ts';
import { countPending } from '../../platform/approvals/pending-count.ts';
import { sendSelected } from '../../platform/approvals/send-selected.ts';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { conflict } from '../../platform/errors/app-error.ts';
import { allowancePlanApproval } from './allowance-plan.approvable.ts';
import { assertEditable, assertManager } from './allowances.policy.ts';

/**
 * Sends the selected plans to approval (spec §4: each becomes PENDING_APPROVAL): all move or none.
 * One already pending is left as it is, so a double send changes nothing; the sender is kept
 * (four eyes).
 */
export async function sendToApproval(
  ctx: ServiceContext,
  actor: Actor,
  input: { ids: readonly string[] },
): Promise<{ message: string; sent: number }> {
  assertManager(actor);
  const { userId } = requireSignedIn(actor);
  const sent = await sendSelected(ctx, actor, allowancePlanApproval, {
    ids: input.ids,
    check: (row) => {
      assertEditable(row);
      if (toCents(row.amount) <= 0n) throw conflict(ALLOWANCE_MESSAGES.amountMissing);
    },
    alsoSet: { sentBy: userId },
  });
  return { message: ALLOWANCE_MESSAGES.sent(sent.length), sent: sent.length };
}

/**
 * Approves, or rejects with a reason, the selected plans: all or none. Four eyes: nobody decides a
 * plan they sent or their own (403). Each employee whose plan moved is mailed once.
 */
export async function decidePlans(
  ctx: ServiceContext,
  actor: Actor,
  input: AllowanceApproval,
): Promise<{ message: string; decided: number }> {
  assertManager(actor);
  const decided = await decideSelected(ctx, actor, allowancePlanApproval, input);
  const count = new Set(input.ids).size;
  return {
    message:
      input.decision === 'approve'
        ? ALLOWANCE_MESSAGES.approved(count)
        : ALLOWANCE_MESSAGES.rejected(count),
    decided: decided.filter((result) => result.moved).length,
  };
}

/** How many plans wait for a decision (the menu badge). */
export async function pendingNumber(ctx: ServiceContext, actor: Actor): Promise<number> {
  assertManager(actor);
  return countPending(ctx, actor, allowancePlanApproval);
}
