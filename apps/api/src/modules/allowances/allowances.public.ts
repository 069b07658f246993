/**
 * What other modules, the seed and bench may use of allowances: the terms, the seeding and the
 * approved instalments per month (the crypto dashboard).
 */

export { planTerms, salaryDayOf } from './allowance-plan-terms.ts';
export {
  approvedInstalmentsByMonth,
  employmentOf,
  insertInstalments,
  insertPlans,
} from './allowances.repository.ts';
