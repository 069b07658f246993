/** What other modules, the seed and the benchmark may use of projects. */
export { projectMembers, projects } from './projects.schema.ts';
