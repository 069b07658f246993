/**
 * What other modules, the seed and bench may use of travel passes: inserting them, for seeding, and
 * the company's approved totals per month (the crypto dashboard).
 */

export { approvedPassesByMonth, insertPasses } from './travel-passes.repository.ts';
export type { NewTravelPass } from './travel-passes.schema.ts';
