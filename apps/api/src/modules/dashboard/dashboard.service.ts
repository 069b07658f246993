import {
  DASHBOARD_WIDGET_KEYS,
  type Dashboard,
  LATEST_POSTS_COUNT,
  PENDING_KEYS,
} from '@quadro/contract/dashboard';
import { holdsAnyProfile, type Profile } from '@quadro/contract/profiles';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import type { DashboardPieces } from '../../platform/dashboard/dashboard-pieces.ts';
import { latestPostTeasers } from '../posts/posts.public.ts';
import { nextHolidays } from './next-holidays.ts';
import { whoIsAway } from './who-is-away.ts';

const byOrder =
  <K extends string>(order: readonly K[]) =>
  (a: { key: K }, b: { key: K }) =>
    order.indexOf(a.key) - order.indexOf(b.key);

/**
 * GET /api/dashboard: only the pieces the actor's profiles allow (the others are never loaded),
 * who is away, the next holidays and the newest posts, all read at once on the company's now.
 * Widgets and pending figures come in the contract's key order, whatever the modules' order.
 */
export async function dashboardOf(
  ctx: ServiceContext,
  actor: Actor,
  pieces: readonly DashboardPieces[],
): Promise<Dashboard> {
  const signedIn = requireSignedIn(actor);
  const now = companyNow(ctx);
  const held = <T extends { profiles: readonly Profile[] }>(list: readonly T[] | undefined) =>
    (list ?? []).filter((piece) => holdsAnyProfile(signedIn.profiles, piece.profiles));
  const widgetPieces = pieces.flatMap((piece) => held(piece.widgets));
  const pendingPieces = pieces.flatMap((piece) => held(piece.pending));
  const [widgets, pending, away, holidays, latestPosts] = await Promise.all([
    Promise.all(widgetPieces.map((piece) => piece.load(ctx, signedIn, now))),
    Promise.all(
      pendingPieces.map(async (piece) => ({
        key: piece.key,
        figures: await piece.load(ctx, signedIn, now),
      })),
    ),
    whoIsAway(ctx, signedIn, now.date),
    nextHolidays(ctx, now.date),
    latestPostTeasers(ctx.db, LATEST_POSTS_COUNT),
  ]);
  return {
    today: now.date,
    widgets: widgets
      .flatMap((widget) => (widget ? [widget] : []))
      .sort(byOrder(DASHBOARD_WIDGET_KEYS)),
    pending: pending.sort(byOrder(PENDING_KEYS)).flatMap((piece) => piece.figures),
    away,
    nextHolidays: holidays,
    latestPosts,
  };
}
