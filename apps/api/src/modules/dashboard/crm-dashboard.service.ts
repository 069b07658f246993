import type { CrmDashboard } from '@quadro/contract/dashboard';
import type { Actor } from '../../platform/context/actor.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { notImplemented } from './not-implemented.ts';

/** GET /api/dashboard/crm: clients and projects. */
export async function crmDashboard(_ctx: ServiceContext, _actor: Actor): Promise<CrmDashboard> {
  throw notImplemented();
}
