import { monthOf } from '@quadro/contract/calendar-days';
import { formatMonth } from '@quadro/contract/formatting';
import { TRAVEL_APPROVERS } from '@quadro/contract/travels';
import { defineApprovable } from '../../platform/approvals/approvable-kind.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { approvalDirectory } from '../people/people.public.ts';
import { tripJustifications } from './monthly-trips.schema.ts';

const JUSTIFICATION_PAGE = '/app/monthly-trips-justification';

/** A month's trips justifying its kilometre map: the employee sends them, finance decides. */
export const tripJustificationApproval = defineApprovable({
  kind: 'trip_justifications',
  label: 'trip justification',
  managePath: JUSTIFICATION_PAGE,
  table: tripJustifications,
  owner: 'employeeId',
  deciders: TRAVEL_APPROVERS,
  secondLevel: 'tripJustificationSecondApprovers',
  directory: approvalDirectory,
  notFound: () => notFound('Trip justification'),
  alsoSet: ({ action, now }) => ({
    updatedAt: now,
    ...(action === 'submit' && { sentAt: now }),
    ...((action === 'approve' || action === 'reject') && { reviewedAt: now }),
  }),
  mails: {
    sent: ({ items, sender }) => {
      const month = items[0] ? monthOf(items[0].month) : '';
      return {
        subject: `${sender.name} sent the trips of ${formatMonth(month)}`,
        lines: [
          `${sender.name} sent the trips justifying the kilometre map of ${formatMonth(month)}.`,
        ],
        link: { label: 'Review them in Quadro', path: `${JUSTIFICATION_PAGE}?month=${month}` },
      };
    },
    decided: ({ item, approved }) => {
      const month = formatMonth(monthOf(item.month));
      const outcome = approved ? 'accepted' : 'sent back';
      return {
        subject: `the trips of ${month} were ${outcome}`,
        lines: [`The trips justifying your kilometre map of ${month} were ${outcome}.`],
        nextStep: 'Fix them and send them again.',
        link: { label: 'Your travels', path: '/app/travels' },
      };
    },
  },
});
