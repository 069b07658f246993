import { fromTenths, toTenths } from '@quadro/contract/monthly-trip-rules';
import { ROAD_TRIP_APPROVERS } from '@quadro/contract/road-trips';
import { TRAVEL_APPROVERS, TRAVEL_HOLDERS } from '@quadro/contract/travels';
import { countPending, countPendingBy } from '../../platform/approvals/pending-count.ts';
import { companyNow } from '../../platform/context/company-time.ts';
import {
  countFigure,
  periodCountFigures,
  valueFigure,
} from '../../platform/dashboard/dashboard-figure.ts';
import type { DashboardPieces } from '../../platform/dashboard/dashboard-pieces.ts';
import {
  kilometreMapApproval,
  kilometreMonthYear,
} from '../kilometre-maps/kilometre-maps.public.ts';
import {
  countLateJustifications,
  justificationDeadlineDay,
  monthlyTripsOfYear,
  tripJustificationApproval,
} from '../monthly-trips/monthly-trips.public.ts';
import { roadTripApproval, roadTripYear } from '../road-trips/road-trips.public.ts';

const MANAGE = '/app/manage-travels';
const JUSTIFICATIONS = '/app/monthly-trips-justification';

const sumTenths = (values: readonly string[]) =>
  fromTenths(values.reduce((sum, value) => sum + toTenths(value), 0n));

/**
 * The employee's year of kilometres as /app/travels counts them: to justify (the approved
 * kilometre-map months), recorded in trips, and justified (months whose trips were accepted).
 * For finance, what waits for their level: kilometre-map months, road trips, trip justifications,
 * and the months past their justification deadline without one.
 */
export const travelsDashboard: DashboardPieces = {
  widgets: [
    {
      key: 'myKilometres',
      profiles: TRAVEL_HOLDERS,
      async load(ctx, actor, now) {
        const year = Number(now.date.slice(0, 4));
        const months = await monthlyTripsOfYear(ctx, actor.userId, year);
        const href = `/app/travels?year=${year}`;
        return {
          key: 'myKilometres',
          title: 'My kilometres',
          caption: String(year),
          figures: [
            valueFigure(
              'toJustify',
              'To justify',
              sumTenths(months.map((month) => month.kilometresRequired)),
              'kilometres',
              href,
            ),
            valueFigure(
              'recorded',
              'Recorded in trips',
              sumTenths(months.map((month) => month.kilometresRecorded)),
              'kilometres',
              href,
            ),
            valueFigure(
              'justified',
              'Justified',
              sumTenths(
                months
                  .filter((month) => month.status === 'Approved')
                  .map((month) => month.kilometresRecorded),
              ),
              'kilometres',
              href,
            ),
          ],
          link: { label: 'Open my travels', href: '/app/travels' },
        };
      },
    },
  ],
  pending: [
    {
      key: 'kilometreMaps',
      profiles: TRAVEL_APPROVERS,
      load: async (ctx, actor) =>
        periodCountFigures(
          'kilometreMaps',
          'Kilometre-map months',
          await countPendingBy(ctx, actor, kilometreMapApproval, kilometreMonthYear),
          {
            label: (year) => year,
            href: (year) => `${MANAGE}?year=${year}&status=PendingApproval`,
            emptyHref: `${MANAGE}?status=PendingApproval`,
          },
        ),
    },
    {
      key: 'roadTrips',
      profiles: ROAD_TRIP_APPROVERS,
      load: async (ctx, actor) =>
        periodCountFigures(
          'roadTrips',
          'Road trips',
          await countPendingBy(ctx, actor, roadTripApproval, roadTripYear),
          {
            label: (year) => year,
            href: (year) => `${MANAGE}?view=road-trips&year=${year}&status=PendingApproval`,
            emptyHref: `${MANAGE}?view=road-trips&status=PendingApproval`,
          },
        ),
    },
    {
      key: 'tripJustifications',
      profiles: TRAVEL_APPROVERS,
      async load(ctx, actor) {
        const [waiting, late] = await Promise.all([
          countPending(ctx, actor, tripJustificationApproval),
          countLateJustifications(ctx.db, companyNow(ctx).date, justificationDeadlineDay(ctx)),
        ]);
        return [
          countFigure(
            'tripJustifications',
            'Trip justifications',
            waiting,
            `${JUSTIFICATIONS}?status=PendingApproval`,
          ),
          countFigure('lateJustifications', 'Trip justifications late', late, JUSTIFICATIONS),
        ];
      },
    },
  ],
};
