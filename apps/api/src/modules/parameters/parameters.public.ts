/**
 * What other modules, the seed and the benchmark may use of system parameters. Services read the
 * values from `ctx.parameters.current()`; changing one goes through this service (audited).
 */

export { storeParameter } from './parameters.repository.ts';
export { updateSystemParameter } from './parameters.service.ts';
