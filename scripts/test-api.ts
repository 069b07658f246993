import { apiPhases, runPhases } from './test-phases.ts';

/** npm run test:api: the API suite on embedded PGlite, then on the PostgreSQL of TEST_DATABASE_URL. */
process.exit((await runPhases(await apiPhases())) ? 0 : 1);
