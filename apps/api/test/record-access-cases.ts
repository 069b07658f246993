import { ACCOUNTS_RECORD_ACCESS } from '../src/modules/accounts/accounts.record-access.ts';
import { ALLOWANCES_RECORD_ACCESS } from '../src/modules/allowances/allowances.record-access.ts';
import { CLIENTS_RECORD_ACCESS } from '../src/modules/clients/clients.record-access.ts';
import { CONTRACTS_RECORD_ACCESS } from '../src/modules/contracts/contracts.record-access.ts';
import { HOLIDAYS_RECORD_ACCESS } from '../src/modules/holidays/holidays.record-access.ts';
import { IDENTITY_RECORD_ACCESS } from '../src/modules/identity/identity.record-access.ts';
import { PARAMETERS_RECORD_ACCESS } from '../src/modules/parameters/parameters.record-access.ts';
import { PEOPLE_RECORD_ACCESS } from '../src/modules/people/people.record-access.ts';
import { PROJECTS_RECORD_ACCESS } from '../src/modules/projects/projects.record-access.ts';
import { SALARY_RECEIPTS_RECORD_ACCESS } from '../src/modules/salary-receipts/salary-receipts.record-access.ts';
import { TRANSPORTS_RECORD_ACCESS } from '../src/modules/transports/transports.record-access.ts';
import { TRAVEL_PASSES_RECORD_ACCESS } from '../src/modules/travel-passes/travel-passes.record-access.ts';
import { VACATIONS_RECORD_ACCESS } from '../src/modules/vacations/vacations.record-access.ts';
import { WORK_MAPS_RECORD_ACCESS } from '../src/modules/work-maps/work-maps.record-access.ts';
import type { RecordAccessCase } from './record-access.ts';

/** Every module's record-access cases: a module with a route that takes an id adds its list here. */
export const RECORD_ACCESS_CASES: RecordAccessCase[] = [
  ...IDENTITY_RECORD_ACCESS,
  ...PEOPLE_RECORD_ACCESS,
  ...ACCOUNTS_RECORD_ACCESS,
  ...PARAMETERS_RECORD_ACCESS,
  ...CONTRACTS_RECORD_ACCESS,
  ...CLIENTS_RECORD_ACCESS,
  ...PROJECTS_RECORD_ACCESS,
  ...HOLIDAYS_RECORD_ACCESS,
  ...WORK_MAPS_RECORD_ACCESS,
  ...VACATIONS_RECORD_ACCESS,
  ...TRAVEL_PASSES_RECORD_ACCESS,
  ...TRANSPORTS_RECORD_ACCESS,
  ...SALARY_RECEIPTS_RECORD_ACCESS,
  ...ALLOWANCES_RECORD_ACCESS,
];
