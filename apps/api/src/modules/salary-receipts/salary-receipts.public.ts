/** What other modules, the seed and bench may use of salary receipts: the table, for seeding. */

export { salaryReceipts } from './salary-receipts.schema.ts';
