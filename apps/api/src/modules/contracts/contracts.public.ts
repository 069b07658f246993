/** What other modules, the seed and the benchmark may use of contracts and salaries. */

export {
  baseSalaryOn,
  insertContract,
  insertSalary,
  leftOn,
} from './contracts.repository.ts';
export { seedScaleContracts } from './contracts.scale-seed.ts';
export { addContract, addSalary } from './contracts.service.ts';
