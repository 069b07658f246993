import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { envExample, readmeWithSettingsTable } from './settings-docs.ts';

/** npm run settings:docs: writes .env.example and the README's settings table from the schema. */
const root = path.resolve(import.meta.dirname, '../../../../..');
writeFileSync(path.join(root, '.env.example'), envExample());
const readme = path.join(root, 'README.md');
writeFileSync(readme, readmeWithSettingsTable(readFileSync(readme, 'utf8')));
console.log('Wrote .env.example and the settings table of README.md.');
