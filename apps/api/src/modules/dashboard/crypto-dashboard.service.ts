import type { CryptoDashboard } from '@quadro/contract/dashboard';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { notImplemented } from './not-implemented.ts';

/** GET /api/dashboard/crypto: money per month against the year before. */
export async function cryptoDashboard(
  _ctx: ServiceContext,
  _actor: Actor,
  _query: { year?: number | undefined },
): Promise<CryptoDashboard> {
  throw notImplemented();
}
