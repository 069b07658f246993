/** The database's entry point for other workspaces (`@quadro/api/database`). */
export { type DatabaseHandle, openDatabase } from './database.ts';
export { migrateDatabase } from './migrate.ts';
