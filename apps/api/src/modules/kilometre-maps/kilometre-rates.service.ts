import type {
  KilometreRateList,
  KilometreRateView,
  NewKilometreRate,
} from '@quadro/contract/kilometre-maps';
import { TRAVEL_MESSAGES } from '@quadro/contract/travels';
import type { Actor } from '../../platform/context/actor.ts';
import { type ServiceContext, withTransaction } from '../../platform/context/service-context.ts';
import { AppError, forbidden } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/database-errors.ts';
import { isTravelApprover } from './kilometre-maps.policy.ts';
import * as repository from './kilometre-maps.repository.ts';
import type { KilometreRateRow } from './kilometre-maps.schema.ts';

const toRate = (row: KilometreRateRow): KilometreRateView => ({
  id: row.id,
  effectiveDate: row.effectiveDate,
  pricePerKm: row.pricePerKm,
});

/** Every dated price per kilometre, the newest first, and the parameter's price before them. */
export async function listKilometreRates(ctx: ServiceContext): Promise<KilometreRateList> {
  return {
    basePricePerKm: ctx.parameters.current().pricePerKilometre,
    rates: (await repository.listRates(ctx.db)).map(toRate),
  };
}

/** Finance adds a price from a day on: months not sent yet follow it; sent ones keep theirs. */
export async function addKilometreRate(
  ctx: ServiceContext,
  actor: Actor,
  input: NewKilometreRate,
): Promise<KilometreRateView> {
  if (!isTravelApprover(actor)) throw forbidden();
  return withTransaction(ctx, async (tx) => {
    try {
      const row = await repository.insertRate(tx.db, { ...input, createdBy: actor.userId });
      if (!row) throw new Error('The rate was not stored');
      await tx.audit({
        actor,
        action: 'kilometre-rate.add',
        entityType: 'kilometre_rates',
        entityId: row.id,
        before: null,
        after: { effectiveDate: row.effectiveDate, pricePerKm: row.pricePerKm },
      });
      return toRate(row);
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('conflict', TRAVEL_MESSAGES.rateExists, [
          { field: 'effectiveDate', message: TRAVEL_MESSAGES.rateExists },
        ]);
      }
      throw error;
    }
  });
}
