import type { Dashboard } from '@quadro/contract/dashboard';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import type { DashboardPieces } from '../../platform/dashboard/dashboard-pieces.ts';
import { notImplemented } from './not-implemented.ts';

/** GET /api/dashboard: the pieces the actor's profiles allow, who is away, the next holidays, posts. */
export async function dashboardOf(
  _ctx: ServiceContext,
  _actor: Actor,
  _pieces: readonly DashboardPieces[],
): Promise<Dashboard> {
  throw notImplemented();
}
