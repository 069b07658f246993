/** What other modules, the seed and the benchmark may use of system parameters. */
export { systemParameters } from './parameters.schema.ts';
