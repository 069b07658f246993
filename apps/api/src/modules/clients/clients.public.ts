/** What other modules, the seed and the benchmark may use of clients. */

export {
  allocationPeriods,
  clientColleaguesOn,
  clientExists,
  clientNamesOf,
  countEmployeesWithoutClient,
  enabledPeoplePerClientOn,
  insertAllocation,
  insertClient,
  listClientNames,
  listClientsOf,
  onClientDuring,
} from './clients.repository.ts';
export { employeesWithoutClient } from './clients.service.ts';
