/** The seed's entry point for other workspaces (`@quadro/api/seed`): the benchmark fills its databases with it. */
export { hashPassword } from '../modules/identity/identity.public.ts';
export type { NewPerson } from '../modules/people/people.public.ts';
export { markDemoInstallation } from '../platform/installation/installation.ts';
export { DEMO_PASSWORD } from './demo-people.ts';
export { demoUserValues, insertPeopleWithPassword } from './demo-people-rows.ts';
export {
  SCALE_ALLOWANCE_YEAR,
  SCALE_EVALUATION_TEAM,
  SCALE_EVALUATION_YEAR,
  SCALE_KILOMETRE_MAP_MONTH,
  SCALE_ROAD_TRIP_MONTH,
  SCALE_SALARY_RECEIPT_MONTH,
  SCALE_SUMMARY_PROJECT,
  SCALE_TRAVEL_PASS_MONTH,
  SCALE_VACATION_MONTH,
  SCALE_WORK_MAP_MONTH,
} from './scale-months.ts';
export { seedScaleData } from './scale-seed.ts';
