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
    sent: ({ items, sender, link }) => {
      const month = items[0] ? monthOf(items[0].month) : '';
      return {
        subject: `Quadro: ${sender.name} sent the trips of ${formatMonth(month)}`,
        text: [
          `${sender.name} sent the trips justifying the kilometre map of ${formatMonth(month)}.`,
          '',
          `Review them in Quadro: ${link(`${JUSTIFICATION_PAGE}?month=${month}`)}`,
        ].join('\n'),
      };
    },
    decided: ({ item, owner, approved, reason, link }) => {
      const month = formatMonth(monthOf(item.month));
      const outcome = approved ? 'accepted' : 'sent back';
      return {
        to: owner.email,
        subject: `Quadro: the trips of ${month} were ${outcome}`,
        text: [
          `Hello ${owner.name},`,
          '',
          `The trips justifying your kilometre map of ${month} were ${outcome}.`,
          ...(reason ? [`Rejection reason: ${reason}`, 'Fix them and send them again.'] : []),
          '',
          `Your travels: ${link('/app/travels')}`,
        ].join('\n'),
      };
    },
  },
});
