/** What other modules, the seed and the benchmark may use of contracts and salaries. */

export {
  baseSalaryOn,
  dislocationAllowancesOfYear,
  insertContract,
  insertSalary,
  leftOn,
  salariesOfPeople,
  withDislocationOn,
} from './contracts.repository.ts';
export { addContract, addSalary } from './contracts.service.ts';
