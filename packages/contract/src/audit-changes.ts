import type { AuditChange } from './audit-trail.ts';

type Flat = Map<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a reader sees it: text as is, anything else as JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    }
  } else if (value !== undefined && (prefix || value !== null)) {
    into.set(prefix || 'value', shown(value));
  }
  return into;
}

/**
 * What an entry changed, field by field: nested snapshots become dotted paths (`period.from`),
 * fields with the same value before and after are left out, and a field one side lacks is null
 * there. A creation (no before) lists every field it set; a sign-in's details read the same way.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const old = flatten(before, '', new Map());
  const now = flatten(after, '', new Map());
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  return fields
    .filter((field) => old.get(field) !== now.get(field))
    .map((field) => ({ field, before: old.get(field) ?? null, after: now.get(field) ?? null }));
}
