import { loadDrizzleAsCommonJs } from '../src/drizzle-as-commonjs.ts';

// Preloaded by run-suite.ts (`--import`): the tests load drizzle-orm as the server does.
loadDrizzleAsCommonJs();
