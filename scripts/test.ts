import { apiPhases, runPhases } from './test-phases.ts';

/**
 * npm test: every suite, fastest first, with the time each phase took printed at the end. The web
 * is built once before the two phases that use it; the bench smoke runs beside the browser suite.
 */
const passed = await runPhases([
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'type check', command: ['npm', 'run', 'typecheck'] },
  { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  ...(await apiPhases()),
  { name: 'web build', command: ['npm', 'run', 'build'] },
  [
    { name: 'browser', command: ['npm', 'run', 'test:e2e'] },
    { name: 'bench smoke', command: ['npm', 'run', 'bench:smoke'] },
  ],
]);
process.exit(passed ? 0 : 1);
