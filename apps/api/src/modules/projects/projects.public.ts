/** What other modules, the seed and the benchmark may use of projects. */

export {
  countProjectsWithStatus,
  listProjectsEndingBetween,
  projectClients,
} from './project-dashboard.repository.ts';
export {
  insertProject,
  listProjectsOfPeriod,
  projectNamesOf,
  replaceMembers,
} from './projects.repository.ts';
