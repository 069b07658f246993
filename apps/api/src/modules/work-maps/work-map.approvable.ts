import { WORK_MAP_APPROVAL, WORK_MAP_APPROVERS } from '@quadro/contract/work-maps';
import { defineApprovable } from '../../platform/approvals/approvable-kind.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { approvalDirectory } from '../people/people.public.ts';
import { workMaps } from './work-maps.schema.ts';

/** A month's work map: its employee sends it; hr or admin approve, reject or reopen it. */
export const workMapApproval = defineApprovable({
  kind: 'work_maps',
  label: 'work map',
  managePath: '/app/manage-work-map',
  table: workMaps,
  variations: WORK_MAP_APPROVAL,
  owner: 'employeeId',
  deciders: WORK_MAP_APPROVERS,
  secondLevel: 'workMapSecondApprovers',
  directory: approvalDirectory,
  notFound: () => notFound('Work map'),
});
