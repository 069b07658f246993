import assert from 'node:assert/strict';
import { globSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { is } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DOMAIN_MANIFESTS } from '../modules.ts';
import { AUDIT_ENTRIES_PERSONAL_DATA } from './audit-entries.personal-data.ts';
import { LEFT_OUT_OF_THE_EXPORT } from './personal-data-left-out.ts';

const sourceDir = fileURLToPath(new URL('../../', import.meta.url));
/** Platform tables name people without a foreign key (audit-log.schema.ts says why). */
const PERSON_NAMED = /^(userId|personId|employeeId|actorId|ownerId|authorId)$|By$/;

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const keyOf = (column: PgColumn) => `${getTableConfig(column.table).name}.${snake(column.name)}`;

/** `table.column` of every column of every *.schema.ts that names a person. */
async function personColumns(): Promise<string[]> {
  const found = new Set<string>();
  for (const file of globSync('**/*.schema.ts', { cwd: sourceDir })) {
    for (const value of Object.values(await import(`${sourceDir}${file}`))) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      for (const foreignKey of config.foreignKeys) {
        const reference = foreignKey.reference();
        if (getTableConfig(reference.foreignTable).name !== 'users') continue;
        for (const column of reference.columns) found.add(keyOf(column));
      }
      for (const column of config.columns) {
        if (column.getSQLType() === 'uuid' && PERSON_NAMED.test(column.name)) {
          found.add(keyOf(column));
        }
      }
    }
  }
  return [...found].sort();
}

describe('personal data export coverage', () => {
  const pieces = [
    ...DOMAIN_MANIFESTS.flatMap((manifest) => manifest.personalData ?? []),
    AUDIT_ENTRIES_PERSONAL_DATA,
  ];
  const covered = new Set(
    pieces.flatMap((piece) => piece.rows.flatMap((rows) => rows.covers.map(keyOf))),
  );

  it('exports by, or lists as left out, every column that names a person', async () => {
    const columns = await personColumns();
    assert.ok(columns.includes('vacations.employee_id') && columns.includes('audit_log.actor_id'));
    const missing = columns.filter(
      (column) => !covered.has(column) && !(column in LEFT_OUT_OF_THE_EXPORT),
    );
    assert.deepEqual(
      missing,
      [],
      "declare it in the module's <domain>.personal-data.ts, or say why it is left out in personal-data-left-out.ts",
    );
  });

  it('leaves out no column it exports by, and lists none that is gone', async () => {
    const columns = new Set(await personColumns());
    for (const column of Object.keys(LEFT_OUT_OF_THE_EXPORT)) {
      assert.ok(!covered.has(column), `${column} is exported and listed as left out`);
      assert.ok(columns.has(column), `${column} names no person (any more)`);
    }
  });

  it('names each JSON file and folder once', () => {
    const names = pieces.flatMap((piece) => [
      ...piece.rows.map((rows) => rows.file),
      ...(piece.files ?? []).map((files) => `files/${files.folder}/`),
    ]);
    assert.deepEqual(
      names.filter((name, index) => names.indexOf(name) !== index),
      [],
    );
  });
});
