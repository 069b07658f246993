/** What other modules, the seed and the benchmark may use of projects. */
export {
  findProject,
  findProjectByCode,
  insertProject,
  listProjectsOfPeriod,
  membersOf,
  projectNamesOf,
  replaceMembers,
  setProjectBudget,
} from './projects.repository.ts';
