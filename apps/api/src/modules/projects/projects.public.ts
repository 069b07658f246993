/** What other modules, the seed and the benchmark may use of projects. */
export {
  findProject,
  insertProject,
  listProjectsOfPeriod,
  membersOf,
  projectNamesOf,
  replaceMembers,
} from './projects.repository.ts';
