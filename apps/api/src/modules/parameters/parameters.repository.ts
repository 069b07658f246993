import type { SystemParameterKey } from '@quadro/contract/system-parameters';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { systemParameters } from '../../platform/parameters/system-parameters.schema.ts';
import { namesOfPeople } from '../people/people.public.ts';

export interface StoredParameter {
  key: string;
  value: unknown;
  updatedAt: Date;
  updatedById: string | null;
  updatedByName: string | null;
}

/** Every stored parameter with the name of whoever changed it last. */
export async function listStoredParameters(db: Executor): Promise<StoredParameter[]> {
  const rows = await db
    .select({
      key: systemParameters.key,
      stored: systemParameters.value,
      updatedAt: systemParameters.updatedAt,
      updatedById: systemParameters.updatedBy,
    })
    .from(systemParameters);
  const names = await namesOfPeople(
    db,
    rows.flatMap((row) => (row.updatedById ? [row.updatedById] : [])),
  );
  return rows.map(({ stored, ...row }) => ({
    ...row,
    value: stored.value,
    updatedByName: (row.updatedById && names.get(row.updatedById)) ?? null,
  }));
}

/** The stored value, locked until the transaction ends, so two changes of one key take turns. */
export async function lockStoredValue(
  db: Executor,
  key: SystemParameterKey,
): Promise<{ value: unknown } | undefined> {
  const [row] = await db
    .select({ stored: systemParameters.value })
    .from(systemParameters)
    .where(eq(systemParameters.key, key))
    .for('update');
  return row && { value: row.stored.value };
}

export async function storeParameter(
  db: Executor,
  change: { key: SystemParameterKey; value: unknown; updatedBy: string; now: Date },
): Promise<void> {
  const value = { value: change.value };
  await db
    .insert(systemParameters)
    .values({ key: change.key, value, updatedAt: change.now, updatedBy: change.updatedBy })
    .onConflictDoUpdate({
      target: systemParameters.key,
      set: { value, updatedAt: change.now, updatedBy: change.updatedBy },
    });
}
