import type { ProjectExecutiveSummary } from '@quadro/contract/project-summary';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { AppError } from '../../platform/errors/app-error.ts';

/** GET /api/projects/:id/summary-executive. */
export async function executiveSummary(
  _ctx: ServiceContext,
  _actor: Actor,
  _id: string,
): Promise<ProjectExecutiveSummary> {
  throw new AppError('conflict', 'Not built yet');
}
