import { apiPhases, productionSmokePhases, runPhases } from './test-phases.ts';

/**
 * npm test: every suite, fastest first, with the time each phase took printed at the end. The
 * production smoke builds the web app the browser suite then uses; the bench smoke runs beside it.
 */
const passed = await runPhases([
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'type check', command: ['npm', 'run', 'typecheck'] },
  { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  ...(await apiPhases()),
  ...(await productionSmokePhases()),
  [
    { name: 'browser', command: ['npm', 'run', 'test:e2e'] },
    { name: 'bench smoke', command: ['npm', 'run', 'bench:smoke'] },
  ],
]);
process.exit(passed ? 0 : 1);
