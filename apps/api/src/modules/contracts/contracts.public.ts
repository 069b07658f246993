/** What other modules, the seed and the benchmark may use of contracts and salaries. */
export { contracts, salaries } from './contracts.schema.ts';
