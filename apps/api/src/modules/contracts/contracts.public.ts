/** What other modules, the seed and the benchmark may use of contracts and salaries. */

export {
  baseSalaryOn,
  dislocationAllowancesOfYear,
  insertContract,
  insertSalary,
  leftOn,
  withDislocationOn,
} from './contracts.repository.ts';
/** The salaries table, for the project summary's salary in force on a day. */
export { salaries } from './contracts.schema.ts';
export { addContract, addSalary } from './contracts.service.ts';
