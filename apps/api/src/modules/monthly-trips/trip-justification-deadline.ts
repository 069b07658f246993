import type { ServiceContext } from '../../platform/context/service-context.ts';

/**
 * The day of the next month a month's trips are justified by: the kilometre map's deadline day
 * (`kilometreMapDeadlineDay`, the 15th), so both deadlines move together when HR changes it.
 */
export const justificationDeadlineDay = (ctx: Pick<ServiceContext, 'parameters'>) =>
  ctx.parameters.current().kilometreMapDeadlineDay;
