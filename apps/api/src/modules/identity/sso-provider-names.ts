import type { ServiceContext } from '../../platform/context/service-context.ts';
import { providerIdsOfFamilies } from './sso-sessions.repository.ts';

/** A provider as people read it: its configured name, or its id once it is no longer configured. */
export function providerNameOf(ctx: ServiceContext, providerId: string): string {
  return (
    ctx.config.oidcProviders.find((provider) => provider.id === providerId)?.name ?? providerId
  );
}

/** The provider's name of each of these session families that began with single sign-on. */
export async function providerNamesOfFamilies(
  ctx: ServiceContext,
  familyIds: readonly string[],
): Promise<Map<string, string>> {
  const providerIds = await providerIdsOfFamilies(ctx.db, familyIds);
  return new Map(
    [...providerIds].map(([familyId, providerId]) => [familyId, providerNameOf(ctx, providerId)]),
  );
}
