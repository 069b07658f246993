import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { envExample, readmeWithSettingsTable, SETTINGS_DOCS_COMMAND } from './settings-docs.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

it('.env.example is the settings schema as generated', () => {
  assert.ok(
    read('.env.example') === envExample(),
    `.env.example differs from the settings schema: run ${SETTINGS_DOCS_COMMAND}`,
  );
});

it("README's settings table is the settings schema as generated", () => {
  const readme = read('README.md');
  assert.ok(
    readme === readmeWithSettingsTable(readme),
    `README.md's settings table differs from the settings schema: run ${SETTINGS_DOCS_COMMAND}`,
  );
});
