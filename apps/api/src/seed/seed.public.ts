/** The seed's entry point for other workspaces (`@quadro/api/seed`): the benchmark fills its databases with it. */
export { hashPassword } from '../modules/identity/identity.public.ts';
export type { NewPerson } from '../modules/people/people.public.ts';
export { seedDemoParameters } from './demo-parameters.ts';
export { DEMO_PASSWORD } from './demo-people.ts';
export { demoUserValues, insertPeopleWithPassword } from './demo-seed.ts';
export { SCALE_ALLOWANCE_YEAR, seedScaleAllowances } from './scale-allowances.ts';
export { seedScalePayAndClients } from './scale-pay-and-clients.ts';
export { seedScaleProjects } from './scale-projects.ts';
export { SCALE_SALARY_RECEIPT_MONTH, seedScaleSalaryReceipts } from './scale-salary-receipts.ts';
export { SCALE_TRAVEL_PASS_MONTH, seedScaleTravelPasses } from './scale-travel-passes.ts';
export { SCALE_VACATION_MONTH, seedScaleVacations } from './scale-vacations.ts';
export { SCALE_WORK_MAP_MONTH, seedScaleWorkMaps } from './scale-work-maps.ts';
