/** The seed's entry point for other workspaces (`@quadro/api/seed`): the benchmark fills its databases with it. */

export {
  SCALE_ALLOWANCE_YEAR,
  seedScaleAllowances,
} from '../modules/allowances/allowances.public.ts';
export { hashPassword } from '../modules/identity/identity.public.ts';
export type { NewPerson } from '../modules/people/people.public.ts';
export {
  SCALE_SALARY_RECEIPT_MONTH,
  seedScaleSalaryReceipts,
} from '../modules/salary-receipts/salary-receipts.public.ts';
export {
  SCALE_TRAVEL_PASS_MONTH,
  seedScaleTravelPasses,
} from '../modules/travel-passes/travel-passes.public.ts';
export { SCALE_VACATION_MONTH, seedScaleVacations } from '../modules/vacations/vacations.public.ts';
export { SCALE_WORK_MAP_MONTH, seedScaleWorkMaps } from '../modules/work-maps/work-maps.public.ts';
export { seedDemoParameters } from './demo-parameters.ts';
export { DEMO_PASSWORD } from './demo-people.ts';
export { demoUserValues, insertPeopleWithPassword } from './demo-seed.ts';
export { seedScalePayAndClients } from './scale-pay-and-clients.ts';
export { seedScaleProjects } from './scale-projects.ts';
