import {
  monthNameOf,
  SALARY_RECEIPT_MANAGERS,
  SALARY_RECEIPT_MESSAGES,
} from '@quadro/contract/salary-receipts';
import { defineApprovable } from '../../platform/approvals/approvable-kind.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { approvalDirectory } from '../people/people.public.ts';
import { salaryReceipts } from './salary-receipts.schema.ts';

/**
 * A salary receipt: finance or admin sends it, another of them publishes it (four eyes). The
 * employee hears of a published receipt (a link only: never the file or an amount, as the mail
 * leaves the company's systems); the sender hears of a rejected one.
 */
export const salaryReceiptApproval = defineApprovable({
  kind: 'salary_receipts',
  label: 'salary receipt',
  managePath: '/app/manage-salary-receipts?status=PendingApproval',
  table: salaryReceipts,
  owner: 'employeeId',
  sentBy: 'sentBy',
  deciders: SALARY_RECEIPT_MANAGERS,
  secondLevel: 'salaryReceiptSecondApprovers',
  directory: approvalDirectory,
  notFound: () => notFound('Salary receipt'),
  alsoSet: ({ action, now }) => ({
    updatedAt: now,
    ...(action === 'approve' && { publishedAt: now }),
  }),
  mails: {
    sent: ({ items, sender, link }) => {
      const count = items.length;
      const what = count === 1 ? 'A salary receipt waits' : `${count} salary receipts wait`;
      return {
        subject: `Quadro: ${what} for your approval`,
        text: [
          `${sender.name} sent ${count === 1 ? 'a salary receipt' : `${count} salary receipts`} to approval.`,
          '',
          `Decide in Quadro: ${link('/app/manage-salary-receipts?status=PendingApproval')}`,
        ].join('\n'),
      };
    },
    decided: ({ item, owner, sender, approved, reason, link }) => {
      if (approved) {
        const available = SALARY_RECEIPT_MESSAGES.available(monthNameOf(item.month), item.year);
        return {
          to: owner.email,
          subject: `Quadro: ${available}`,
          text: [
            `Hello ${owner.name},`,
            '',
            available,
            `Open it in Quadro: ${link(`/app/salary-receipts?year=${item.year}`)}`,
          ].join('\n'),
        };
      }
      if (!sender) return null;
      const period = `${monthNameOf(item.month)} ${item.year}`;
      return {
        to: sender.email,
        subject: `Quadro: the salary receipt of ${owner.name} for ${period} was rejected`,
        text: [
          `The salary receipt of ${owner.name} for ${period} was rejected.`,
          `Rejection reason: ${reason ?? ''}`,
          '',
          `Fix it in Quadro: ${link('/app/manage-salary-receipts?status=Rejected')}`,
        ].join('\n'),
      };
    },
  },
});
