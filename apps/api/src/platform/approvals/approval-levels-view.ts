import type { ApprovalDecision, ApprovalLevels } from '@quadro/contract/approval';
import type { ServiceContext } from '../context/service-context.ts';
import type { ApprovableKind } from './approvable-kind.ts';
import type { ApprovableTable } from './approvable-table.ts';
import { approvedLevels, currentDecisions } from './approval-decisions.ts';
import { levelsOf } from './approval-levels.ts';

/**
 * Each item's levels as shown on it: the decisions of its round and the level it waits for. Only
 * while the kind has more than one level (none otherwise: the state says it all, and the list
 * costs no query); a one-level item's decision stays in the audit log (approvalHistory).
 */
export async function approvalLevelsOf<T extends ApprovableTable, F>(
  ctx: ServiceContext,
  kind: ApprovableKind<T, F>,
  items: readonly { id: string; status: string }[],
): Promise<Map<string, ApprovalLevels>> {
  const count = levelsOf(ctx, kind).length;
  if (count < 2) return new Map();
  const rounds = await currentDecisions(
    ctx.db,
    kind.kind,
    items.map((item) => item.id),
  );
  const deciders = new Set([...rounds.values()].flat().map((decision) => decision.decidedBy));
  const people = await kind.directory.peopleByIds(ctx.db, [...deciders]);
  return new Map(
    items.map((item) => {
      const round = rounds.get(item.id) ?? [];
      return [
        item.id,
        {
          count,
          waitingFor:
            item.status === 'PendingApproval' ? Math.min(approvedLevels(round) + 1, count) : null,
          decisions: round.map((decision) => ({
            level: decision.level,
            decision: decision.decision as ApprovalDecision,
            reason: decision.reason,
            decidedBy: {
              id: decision.decidedBy,
              name: people.get(decision.decidedBy)?.name ?? '',
            },
            decidedAt: decision.decidedAt.toISOString(),
          })),
        },
      ];
    }),
  );
}
