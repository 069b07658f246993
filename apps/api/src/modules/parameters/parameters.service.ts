import {
  type CompanyToday,
  parseParameterValue,
  SYSTEM_PARAMETER_KEYS,
  type SystemParameter,
  type SystemParameterKey,
  type UpdateSystemParameter,
} from '@quadro/contract/system-parameters';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { forbidden, invalidField } from '../../platform/errors/app-error.ts';
import { canManageParameters } from './parameters.policy.ts';
import * as repository from './parameters.repository.ts';

function toView(
  key: SystemParameterKey,
  parameters: ServiceContext['parameters'],
  stored: repository.StoredParameter | undefined,
): SystemParameter {
  return {
    key,
    value: parameters.current()[key],
    default_value: parameters.defaults()[key],
    updated_at: stored?.updatedAt.toISOString() ?? null,
    updated_by:
      stored?.updatedById && stored.updatedByName
        ? { id: stored.updatedById, name: stored.updatedByName }
        : null,
  };
}

/** Every parameter in the contract's order, with its value in force and who changed it last. */
export async function listSystemParameters(
  ctx: ServiceContext,
  actor: Actor,
): Promise<SystemParameter[]> {
  if (!canManageParameters(actor)) throw forbidden();
  const stored = await repository.listStoredParameters(ctx.db);
  const byKey = new Map(stored.map((row) => [row.key, row]));
  await ctx.parameters.refresh();
  return SYSTEM_PARAMETER_KEYS.map((key) => toView(key, ctx.parameters, byKey.get(key)));
}

/**
 * Checks the value against its key's own schema, stores it and its audit entry in one
 * transaction, then refreshes this instance's cache so the change counts here at once (the other
 * instances read it within PARAMETER_POLL_MS).
 */
export async function updateSystemParameter(
  ctx: ServiceContext,
  actor: Actor,
  input: { key: SystemParameterKey } & UpdateSystemParameter,
): Promise<SystemParameter> {
  if (!canManageParameters(actor)) throw forbidden();
  const signedIn = requireSignedIn(actor);
  const parsed = parseParameterValue(input.key, input.value);
  if (!parsed.ok) throw invalidField('value', parsed.message);
  await withTransaction(ctx, async (tx) => {
    const before = await repository.lockStoredValue(tx.db, input.key);
    await repository.storeParameter(tx.db, {
      key: input.key,
      value: parsed.value,
      updatedBy: signedIn.userId,
      now: tx.clock.now(),
    });
    await tx.audit({
      actor,
      action: 'system-parameter.update',
      entityType: 'system_parameters',
      entityId: input.key,
      before: { value: before ? before.value : ctx.parameters.defaults()[input.key] },
      after: { value: parsed.value },
    });
  });
  const [view] = (await listSystemParameters(ctx, actor)).filter((item) => item.key === input.key);
  if (!view) throw new Error(`system parameter ${input.key} vanished`);
  return view;
}

/** GET /api/company-today: any signed-in person's pages read "today" and "this year" from it. */
export function companyToday(ctx: ServiceContext, actor: Actor): CompanyToday {
  requireSignedIn(actor);
  return { today: companyNow(ctx).date, timeZone: ctx.parameters.current().companyTimeZone };
}
