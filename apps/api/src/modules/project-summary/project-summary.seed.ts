import { fromCents, toCents } from '@quadro/contract/money';
import type { Executor } from '../../db/database.ts';
import { findProjectByCode, setProjectBudget } from '../projects/projects.public.ts';
import { projectHoursByEmployeeMonth } from '../work-maps/work-maps.public.ts';

/**
 * The demo projects' hour budgets, sized from the hours their approved demo work maps book (those
 * follow the demo's day), so the executive summary shows each budget status: Core Banking at 60 %
 * (On track), Claims Portal at 95 % (At risk), Fleet Tracking at 120 % (Over budget). The other
 * demo projects keep no budget.
 */
const DEMO_BUDGET_SHARES: ReadonlyArray<[code: string, percent: bigint]> = [
  ['BA-CORE', 60n],
  ['LS-CLAIMS', 95n],
  ['TP-FLEET', 120n],
];

export async function seedDemoBudgets(db: Executor): Promise<void> {
  for (const [code, percent] of DEMO_BUDGET_SHARES) {
    const project = await findProjectByCode(db, code);
    if (!project) continue;
    const used = (await projectHoursByEmployeeMonth(db, project.id))
      .filter((row) => row.approved)
      .reduce((total, row) => total + toCents(row.hours), 0n);
    if (used === 0n) continue;
    // Whole hours = used hours ÷ (percent ÷ 100) = used cents ÷ percent: rounded up below 100 % (the
    // share stays at or under the percentage), down above it (the share stays over).
    const whole = percent > 100n ? used / percent : (used + percent - 1n) / percent;
    await setProjectBudget(db, project.id, {
      budgetHours: fromCents(whole * 100n),
      budgetAmount: null,
    });
  }
}
