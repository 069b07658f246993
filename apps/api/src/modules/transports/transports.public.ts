/** What other modules, the seed and the benchmark may use of transports. */

export { insertTransportsIfAbsent } from './transports.repository.ts';
