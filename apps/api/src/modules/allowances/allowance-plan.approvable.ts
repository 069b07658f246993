import {
  ALLOWANCE_MANAGERS,
  ALLOWANCE_MESSAGES,
  type AllowanceType,
  wireAllowanceStatus,
} from '@quadro/contract/allowances';
import { defineApprovable } from '../../platform/approvals/approvable-kind.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { approvalDirectory } from '../people/people.public.ts';
import { allowancePlans } from './allowances.schema.ts';

/** An allowance plan: finance or admin sends it, another of them decides it (four eyes). */
export const allowancePlanApproval = defineApprovable({
  kind: 'allowance_plans',
  label: 'allowance plan',
  managePath: '/app/payments/manage-allowances?status=PENDING_APPROVAL',
  table: allowancePlans,
  owner: 'employeeId',
  sentBy: 'sentBy',
  deciders: ALLOWANCE_MANAGERS,
  secondLevel: 'allowancePlanSecondApprovers',
  directory: approvalDirectory,
  notFound: () => notFound('Allowance plan'),
  alsoSet: ({ now }) => ({ updatedAt: now }),
  mails: {
    sent: ({ items, sender, link }) => {
      const count = items.length;
      const what = count === 1 ? 'An allowance plan waits' : `${count} allowance plans wait`;
      return {
        subject: `Quadro: ${what} for your approval`,
        text: [
          `${sender.name} sent ${count === 1 ? 'an allowance plan' : `${count} allowance plans`} to approval.`,
          '',
          `Decide in Quadro: ${link('/app/payments/manage-allowances?status=PENDING_APPROVAL')}`,
        ].join('\n'),
      };
    },
    decided: ({ item, owner, reason, link }) => {
      const decided = ALLOWANCE_MESSAGES.decided(
        item.allowance as AllowanceType,
        item.year,
        wireAllowanceStatus(item.status) as 'APPROVED' | 'REJECTED',
      );
      return {
        to: owner.email,
        subject: `Quadro: ${decided}`,
        text: [
          `Hello ${owner.name},`,
          '',
          decided,
          ...(reason ? [`Rejection reason: ${reason}`] : []),
          '',
          `See it in Quadro: ${link('/app/payments/allowances')}`,
        ].join('\n'),
      };
    },
  },
});
