import type {
  DashboardFigure,
  DashboardWidget,
  DashboardWidgetKey,
  PendingKey,
} from '@quadro/contract/dashboard';
import type { Profile } from '@quadro/contract/profiles';
import type { SignedInActor } from '../context/actor.ts';
import type { WallClockTime } from '../context/company-time.ts';
import type { ServiceContext } from '../context/service-context.ts';

/**
 * A widget a module lends GET /api/dashboard for the holders of `profiles`: loaded only for them,
 * with the company's now (`today.date`, this month), answering null when it has nothing to show.
 */
export interface DashboardWidgetPiece {
  key: DashboardWidgetKey;
  profiles: readonly Profile[];
  load(
    ctx: ServiceContext,
    actor: SignedInActor,
    now: WallClockTime,
  ): Promise<DashboardWidget | null>;
}

/**
 * An approvable kind's waiting count a module lends the dashboard for its deciders (`profiles`):
 * the figures count only what this actor may decide now, each linking to its filtered list.
 */
export interface DashboardPendingPiece {
  key: PendingKey;
  profiles: readonly Profile[];
  load(ctx: ServiceContext, actor: SignedInActor, now: WallClockTime): Promise<DashboardFigure[]>;
}

/** What a module's manifest lends the dashboard. */
export interface DashboardPieces {
  widgets?: readonly DashboardWidgetPiece[];
  pending?: readonly DashboardPendingPiece[];
}
