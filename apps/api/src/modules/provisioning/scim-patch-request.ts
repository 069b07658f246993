import { ScimError, type ScimPatchOperation, scimPatch } from 'scim-patch';
import { z } from 'zod';
import { invalidValue, SCIM_SCHEMAS, ScimFailure, type ScimType } from './scim-protocol.ts';

const patchSchema = z.looseObject({
  schemas: z.array(z.string()).refine((schemas) => schemas.includes(SCIM_SCHEMAS.patchOp), {
    message: `must list ${SCIM_SCHEMAS.patchOp}`,
  }),
  Operations: z
    .array(
      z.looseObject({
        op: z.string().regex(/^(add|remove|replace)$/i, 'must be add, remove or replace'),
        path: z.string().optional(),
        value: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(1000),
});

type Operation = { op: string; path?: string | undefined; value?: unknown };

/**
 * Entra ID removes members as `{ op: 'Remove', path: 'members', value: [{ value: id }] }`, which
 * names the members by value only: each becomes a removal of `members[value eq "id"]`.
 */
export function removalsByValue(attribute: string) {
  return (operation: Operation): Operation[] => {
    const values = Array.isArray(operation.value) ? operation.value : [];
    const ids = values.map((entry) => (entry as { value?: unknown } | null)?.value);
    const removesByValue =
      operation.op === 'remove' &&
      operation.path?.toLowerCase() === attribute.toLowerCase() &&
      ids.length > 0 &&
      ids.every((id) => typeof id === 'string' && !id.includes('"'));
    if (!removesByValue) return [operation];
    return ids.map((id) => ({ op: 'remove', path: `${attribute}[value eq "${id}"]` }));
  };
}

/**
 * RFC 7644 §3.5.2: the operations applied with scim-patch to the resource as SCIM shows it; the
 * caller saves the differences. A path that leads nowhere is 400 with the library's scimType.
 */
export function applyPatch<T extends object>(
  resource: T,
  body: unknown,
  rewrite: (operation: Operation) => Operation[] = (operation) => [operation],
): T {
  const parsed = patchSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ScimFailure(
      400,
      `${issue?.path.join('.') || 'The PatchOp'}: ${issue?.message ?? 'not valid'}`,
      'invalidSyntax',
    );
  }
  const operations = parsed.data.Operations.flatMap((operation) =>
    rewrite({ ...operation, op: operation.op.toLowerCase() }),
  ) as ScimPatchOperation[];
  try {
    return scimPatch(resource as never, operations, {
      mutateDocument: false,
      treatMissingAsAdd: true,
    }) as T;
  } catch (error) {
    if (error instanceof ScimError)
      throw new ScimFailure(400, error.message, (error.scimCode as ScimType) ?? 'invalidValue');
    throw invalidValue(`The patch could not be applied: ${(error as Error).message}`);
  }
}
