/** What other modules, the seed and bench may use of travel passes: inserting them, for seeding. */

export { insertPasses } from './travel-passes.repository.ts';
export { SCALE_TRAVEL_PASS_MONTH, seedScaleTravelPasses } from './travel-passes.scale-seed.ts';
export type { NewTravelPass } from './travel-passes.schema.ts';
