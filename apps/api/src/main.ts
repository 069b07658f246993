import { loadDrizzleAsCommonJs } from './drizzle-as-commonjs.ts';

// Before anything imports drizzle-orm: server.ts and all it imports load after this line.
loadDrizzleAsCommonJs();
await import('./server.ts');
