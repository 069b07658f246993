import { monthOf } from '@quadro/contract/calendar-days';
import { formatEuros, formatMonth } from '@quadro/contract/formatting';
import { TRAVEL_APPROVERS } from '@quadro/contract/travels';
import { defineApprovable } from '../../platform/approvals/approvable-kind.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { approvalDirectory } from '../people/people.public.ts';
import { kilometreMapMonths } from './kilometre-maps.schema.ts';

const monthsText = (months: readonly { month: string }[]) =>
  months.map((item) => formatMonth(monthOf(item.month))).join(', ');

/** A month of a kilometre map: its owner sends it, finance decides it. */
export const kilometreMapApproval = defineApprovable({
  kind: 'kilometre_map_months',
  label: 'kilometre map month',
  managePath: '/app/manage-travels',
  table: kilometreMapMonths,
  owner: 'employeeId',
  deciders: TRAVEL_APPROVERS,
  secondLevel: 'kilometreMapSecondApprovers',
  directory: approvalDirectory,
  notFound: () => notFound('Kilometre map month'),
  alsoSet: ({ action, now }) => ({
    updatedAt: now,
    ...(action === 'submit' && { sentAt: now }),
  }),
  mails: {
    sent: ({ items, sender, link }) => ({
      subject: `Quadro: ${sender.name} sent the kilometre map of ${monthsText(items)}`,
      text: [
        `${sender.name} sent the kilometre map of ${monthsText(items)} to approval.`,
        '',
        `Decide it in Quadro: ${link(`/app/manage-travels?year=${items[0]?.month.slice(0, 4) ?? ''}`)}`,
      ].join('\n'),
    }),
    decided: ({ item, owner, approved, reason, link }) => {
      const month = formatMonth(monthOf(item.month));
      const outcome = approved ? 'approved' : 'rejected';
      return {
        to: owner.email,
        subject: `Quadro: your kilometre map of ${month} was ${outcome}`,
        text: [
          `Hello ${owner.name},`,
          '',
          `Your kilometre map of ${month} (${formatEuros(item.value)}) was ${outcome}.`,
          ...(reason ? [`Rejection reason: ${reason}`, 'Fix it and send it again.'] : []),
          '',
          `Your travels: ${link('/app/travels')}`,
        ].join('\n'),
      };
    },
  },
});
