/** What other modules, the seed and bench may use of travel passes: the tables, for seeding. */

export { travelPassBlockCodes, travelPassBlocks, travelPasses } from './travel-passes.schema.ts';
