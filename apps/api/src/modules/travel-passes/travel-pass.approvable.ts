import { monthOf } from '@quadro/contract/calendar-days';
import { formatEuros, formatMonth } from '@quadro/contract/formatting';
import { TRAVEL_PASS_APPROVERS } from '@quadro/contract/travel-passes';
import { defineApprovable } from '../../platform/approvals/approvable-kind.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { approvalDirectory } from '../people/people.public.ts';
import { travelPasses } from './travel-passes.schema.ts';

/** A month's travel pass: its holder sends it, finance decides it. */
export const travelPassApproval = defineApprovable({
  kind: 'travel_passes',
  label: 'travel pass',
  managePath: '/app/manage-travel-pass',
  table: travelPasses,
  owner: 'employeeId',
  deciders: TRAVEL_PASS_APPROVERS,
  secondLevel: 'travelPassSecondApprovers',
  directory: approvalDirectory,
  notFound: () => notFound('Travel pass'),
  mails: {
    sent: ({ items: [pass], sender, link }) => {
      const month = monthOf(pass?.month ?? '');
      return {
        subject: `Quadro: ${sender.name} sent the travel pass of ${formatMonth(month)}`,
        text: [
          `${sender.name} sent the travel pass of ${formatMonth(month)} (${formatEuros(pass?.value ?? '0')}) to approval.`,
          '',
          `Decide it in Quadro: ${link(`/app/manage-travel-pass?month=${month}`)}`,
        ].join('\n'),
      };
    },
    decided: ({ item, owner, approved, reason, link }) => {
      const month = formatMonth(monthOf(item.month));
      const outcome = approved ? 'approved' : 'rejected';
      return {
        to: owner.email,
        subject: `Quadro: your travel pass of ${month} was ${outcome}`,
        text: [
          `Hello ${owner.name},`,
          '',
          `Your travel pass of ${month} (${formatEuros(item.value ?? '0')}) was ${outcome}.`,
          ...(reason ? [`Rejection reason: ${reason}`, 'Fix it and send it again.'] : []),
          '',
          `Your travel passes: ${link('/app/travel-pass-history')}`,
        ].join('\n'),
      };
    },
  },
});
