import { formatCalendarDay, formatEuros } from '@quadro/contract/formatting';
import { ROAD_TRIP_APPROVERS } from '@quadro/contract/road-trips';
import { defineApprovable } from '../../platform/approvals/approvable-kind.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { approvalDirectory } from '../people/people.public.ts';
import { totalsOf } from './road-trips.repository.ts';
import { roadTrips } from './road-trips.schema.ts';

const tripText = (trip: { destination: string; startDate: string }) =>
  `${trip.destination} (${formatCalendarDay(trip.startDate)})`;

/** A road trip with its receipts: its employee sends it, finance decides it, reimbursed in euros. */
export const roadTripApproval = defineApprovable({
  kind: 'road_trips',
  label: 'road trip',
  managePath: '/app/manage-travels',
  table: roadTrips,
  owner: 'employeeId',
  deciders: ROAD_TRIP_APPROVERS,
  secondLevel: 'roadTripSecondApprovers',
  directory: approvalDirectory,
  notFound: () => notFound('Road trip'),
  alsoSet: ({ action, now }) => ({
    updatedAt: now,
    ...(action === 'submit' && { sentAt: now }),
  }),
  mailFacts: (db, items) =>
    totalsOf(
      db,
      items.map((item) => item.id),
    ),
  mails: {
    sent: ({ items, facts, sender }) => ({
      subject: `${sender.name} sent ${items.length === 1 ? 'a road trip' : `${items.length} road trips`}`,
      lines: [
        `${sender.name} sent to approval:`,
        ...items.map((trip) => `- ${tripText(trip)}: ${formatEuros(facts.get(trip.id) ?? '0.00')}`),
      ],
      link: {
        label: 'Decide in Quadro',
        path: `/app/manage-travels?view=road-trips&year=${items[0]?.startDate.slice(0, 4) ?? ''}`,
      },
    }),
    decided: ({ item, facts, approved }) => {
      const outcome = approved ? 'approved' : 'rejected';
      return {
        subject: `your road trip to ${item.destination} was ${outcome}`,
        lines: [
          `Your road trip to ${tripText(item)}, ${formatEuros(facts ?? '0.00')} in receipts, was ${outcome}.`,
        ],
        nextStep: 'Fix it and send it again.',
        link: { label: 'Your travels', path: '/app/travels' },
      };
    },
  },
});
