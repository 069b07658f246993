/** What other modules, the seed and the benchmark may use of projects. */

export {
  countProjectsWithStatus,
  listProjectsEndingBetween,
  projectClients,
} from './project-dashboard.repository.ts';
export {
  findProject,
  findProjectByCode,
  insertProject,
  listProjectsOfPeriod,
  listProjectsToPick,
  membersOf,
  projectNamesOf,
  replaceMembers,
  setProjectBudget,
} from './projects.repository.ts';
