import {
  parameterDefaults,
  parseParameterValue,
  SYSTEM_PARAMETER_DEFAULTS,
  SYSTEM_PARAMETER_KEYS,
  type SystemParameterKey,
  type SystemParameterValues,
} from '@quadro/contract/system-parameters';
import type { Database } from '../../db/database.ts';
import { systemParameters } from './system-parameters.schema.ts';

/** How often each instance rereads the parameters: the delay before another instance's change counts. */
export const PARAMETER_POLL_MS = 1000;

export interface ParameterCache {
  /** The values in force on this instance: a synchronous read, cheap enough for every request. */
  current(): SystemParameterValues;
  /** What a key reads while no row is stored: the contract's, made safer in production. */
  defaults(): SystemParameterValues;
  /** Rereads every row (a handful) and replaces the values at once. */
  refresh(): Promise<void>;
}

function isKey(key: string): key is SystemParameterKey {
  return (SYSTEM_PARAMETER_KEYS as string[]).includes(key);
}

/**
 * Reads a stored row into its typed value; a row an older release wrote that no longer fits the
 * key's schema (or an unknown key) falls back to the default rather than break every reader.
 */
export function valuesFromRows(
  rows: { key: string; value: unknown }[],
  defaults: SystemParameterValues = SYSTEM_PARAMETER_DEFAULTS,
): SystemParameterValues {
  const values: Record<string, unknown> = { ...defaults };
  for (const row of rows) {
    if (!isKey(row.key)) continue;
    const parsed = parseParameterValue(row.key, row.value);
    if (parsed.ok) values[row.key] = parsed.value;
  }
  return Object.freeze(values) as SystemParameterValues;
}

export function createParameterCache(
  db: Database,
  options: { production: boolean },
): ParameterCache {
  const defaults = parameterDefaults(options.production);
  let values = valuesFromRows([], defaults);
  return {
    current: () => values,
    defaults: () => defaults,
    async refresh() {
      const rows = await db
        .select({ key: systemParameters.key, value: systemParameters.value })
        .from(systemParameters);
      values = valuesFromRows(
        rows.map((row) => ({ key: row.key, value: row.value.value })),
        defaults,
      );
    },
  };
}
