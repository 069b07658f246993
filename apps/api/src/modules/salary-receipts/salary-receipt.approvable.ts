import {
  monthNameOf,
  SALARY_RECEIPT_MANAGERS,
  SALARY_RECEIPT_MESSAGES,
} from '@quadro/contract/salary-receipts';
import { defineApprovable } from '../../platform/approvals/approvable-kind.ts';
import { approvalMail } from '../../platform/approvals/approval-mail.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { approvalDirectory } from '../people/people.public.ts';
import { salaryReceipts } from './salary-receipts.schema.ts';

const MANAGE_PATH = '/app/manage-salary-receipts?status=PendingApproval';

/**
 * A salary receipt: finance or admin sends it, another of them publishes it (four eyes). The
 * employee hears of a published receipt (a link only: never the file or an amount, as the mail
 * leaves the company's systems); the sender hears of a rejected one.
 */
export const salaryReceiptApproval = defineApprovable({
  kind: 'salary_receipts',
  label: 'salary receipt',
  managePath: MANAGE_PATH,
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
    sent: ({ items, sender }) => {
      const count = items.length;
      const what = count === 1 ? 'A salary receipt waits' : `${count} salary receipts wait`;
      return {
        subject: `${what} for your approval`,
        lines: [
          `${sender.name} sent ${count === 1 ? 'a salary receipt' : `${count} salary receipts`} to approval.`,
        ],
        link: { label: 'Decide in Quadro', path: MANAGE_PATH },
      };
    },
    // Written here (docs/decisions.md, "Approval mails in one shape"): a rejection is told to the
    // sender, not the owner, and the published receipt's link follows its line without a blank.
    decidedHandWritten: ({ item, owner, sender, approved, reason, link }) => {
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
      const rejected = `salary receipt of ${owner.name} for ${period} was rejected`;
      return {
        to: sender.email,
        ...approvalMail(
          {
            subject: `the ${rejected}`,
            lines: [`The ${rejected}.`, `Rejection reason: ${reason ?? ''}`],
            link: {
              label: 'Fix it in Quadro',
              path: '/app/manage-salary-receipts?status=Rejected',
            },
          },
          link,
        ),
      };
    },
  },
});
