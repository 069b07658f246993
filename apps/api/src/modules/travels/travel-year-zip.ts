import type { Readable } from 'node:stream';
import { TRAVEL_MESSAGES, type TravelYearZipQuery } from '@quadro/contract/travels';
import { type Actor, requireSignedIn } from '../../platform/context/actor.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import type { ServiceContext } from '../../platform/context/service-context.ts';
import { AppError, forbidden } from '../../platform/errors/app-error.ts';
import { zipStream } from '../../platform/files/zip-stream.ts';
import { hasTravels } from '../kilometre-maps/kilometre-maps.public.ts';
import { approvedMonthsOfEmployee } from './travel-zip.repository.ts';
import { travelZipEntries } from './travel-zip.ts';

/**
 * GET /api/travels/zip-download/year?year=: the signed-in employee's own approved months of a year
 * (this year by default), each printed map and its receipts. A year with nothing approved (the
 * travel state's canDownload is false) answers 404 with the reason.
 */
export async function travelYearZip(
  ctx: ServiceContext,
  actor: Actor,
  query: TravelYearZipQuery,
): Promise<{ fileName: string; body: Readable }> {
  const { userId } = requireSignedIn(actor);
  if (!hasTravels(actor)) throw forbidden();
  const year = query.year ?? Number(companyNow(ctx).date.slice(0, 4));
  const months = await approvedMonthsOfEmployee(ctx.db, userId, year);
  if (months.length === 0) {
    throw new AppError('not_found', TRAVEL_MESSAGES.nothingToDownload(year));
  }
  return {
    fileName: `travels-${year}.zip`,
    body: zipStream(travelZipEntries(ctx, [months])),
  };
}
