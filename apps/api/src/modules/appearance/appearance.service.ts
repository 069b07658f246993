import {
  type Appearance,
  type AppearanceSettings,
  appearanceSettingsSchema,
} from '@quadro/contract/appearance';
import type { Actor } from '../../platform/context/actor.ts';
import { requireSignedIn } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import * as repository from './appearance.repository.ts';

type Row = Awaited<ReturnType<typeof repository.findAppearance>>;

/** A saved row read through the contract's schema: a missing or later-added field takes its default. */
function answerOf(row: Row): Appearance {
  const parsed = appearanceSettingsSchema.safeParse(row?.settings ?? {});
  return {
    settings: parsed.success ? parsed.data : appearanceSettingsSchema.parse({}),
    guideSeen: row?.guideSeenAt != null,
  };
}

export async function getAppearance(ctx: ServiceContext, actor: Actor): Promise<Appearance> {
  const { userId } = requireSignedIn(actor);
  return answerOf(await repository.findAppearance(ctx.db, userId));
}

export async function updateAppearance(
  ctx: ServiceContext,
  actor: Actor,
  settings: AppearanceSettings,
): Promise<Appearance> {
  const { userId } = requireSignedIn(actor);
  return answerOf(await repository.saveAppearance(ctx.db, userId, settings, ctx.clock.now()));
}

export async function markGuideSeen(ctx: ServiceContext, actor: Actor): Promise<Appearance> {
  const { userId } = requireSignedIn(actor);
  return answerOf(await repository.markGuideSeen(ctx.db, userId, ctx.clock.now()));
}
