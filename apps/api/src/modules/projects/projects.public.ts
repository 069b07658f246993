/** What other modules, the seed and the benchmark may use of projects. */
export {
  insertProject,
  listProjectsOfPeriod,
  projectNamesOf,
  replaceMembers,
} from './projects.repository.ts';
