/** What other modules, the seed and bench may use of allowances: the terms and the seeding. */

export { planTerms, salaryDayOf } from './allowance-plan-terms.ts';
export { employmentOf, insertInstalments, insertPlans } from './allowances.repository.ts';
