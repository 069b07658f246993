/** What other modules, the seed and bench may use of salary receipts: inserting them, for seeding. */

export { insertReceipt } from './salary-receipts.repository.ts';
