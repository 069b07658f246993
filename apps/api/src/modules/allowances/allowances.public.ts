/** What other modules, the seed and bench may use of allowances: the tables and the terms, for seeding. */

export { planTerms, salaryDayOf } from './allowance-plan-terms.ts';
export { employmentOf, insertInstalments, insertPlans } from './allowances.repository.ts';
export { allowanceInstalments, allowancePlans } from './allowances.schema.ts';
