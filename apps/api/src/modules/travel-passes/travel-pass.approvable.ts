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
    sent: ({ items: [pass], sender }) => {
      const month = monthOf(pass?.month ?? '');
      return {
        subject: `${sender.name} sent the travel pass of ${formatMonth(month)}`,
        lines: [
          `${sender.name} sent the travel pass of ${formatMonth(month)} (${formatEuros(pass?.value ?? '0')}) to approval.`,
        ],
        link: { label: 'Decide it in Quadro', path: `/app/manage-travel-pass?month=${month}` },
      };
    },
    decided: ({ item, approved }) => {
      const month = formatMonth(monthOf(item.month));
      const outcome = approved ? 'approved' : 'rejected';
      return {
        subject: `your travel pass of ${month} was ${outcome}`,
        lines: [`Your travel pass of ${month} (${formatEuros(item.value ?? '0')}) was ${outcome}.`],
        nextStep: 'Fix it and send it again.',
        link: { label: 'Your travel passes', path: '/app/travel-pass-history' },
      };
    },
  },
});
