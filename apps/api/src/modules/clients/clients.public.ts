/** What other modules, the seed and the benchmark may use of clients. */

export {
  clientColleaguesOn,
  clientExists,
  clientNamesOf,
  insertAllocation,
  insertClient,
  listClientNames,
  listClientsOf,
  onClientDuring,
} from './clients.repository.ts';
export { employeesWithoutClient } from './clients.service.ts';
