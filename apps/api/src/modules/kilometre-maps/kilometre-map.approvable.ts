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
    sent: ({ items, sender }) => ({
      subject: `${sender.name} sent the kilometre map of ${monthsText(items)}`,
      lines: [`${sender.name} sent the kilometre map of ${monthsText(items)} to approval.`],
      link: {
        label: 'Decide it in Quadro',
        path: `/app/manage-travels?year=${items[0]?.month.slice(0, 4) ?? ''}`,
      },
    }),
    decided: ({ item, approved }) => {
      const month = formatMonth(monthOf(item.month));
      const outcome = approved ? 'approved' : 'rejected';
      return {
        subject: `your kilometre map of ${month} was ${outcome}`,
        lines: [`Your kilometre map of ${month} (${formatEuros(item.value)}) was ${outcome}.`],
        nextStep: 'Fix it and send it again.',
        link: { label: 'Your travels', path: '/app/travels' },
      };
    },
  },
});
