/** What other modules, the seed and bench may use of travel passes: inserting them, for seeding. */

export { insertPasses } from './travel-passes.repository.ts';
export type { NewTravelPass } from './travel-passes.schema.ts';
