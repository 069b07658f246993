import { z } from 'zod';
import {
  ALLOWANCE_HOLDERS,
  ALLOWANCE_MANAGERS,
  allowanceApprovalSchema,
  allowanceExportQuerySchema,
  allowanceFiltersSchema,
  allowancePlanChangesSchema,
  allowancePlanResultSchema,
  allowancePlanSchema,
  allowanceTotalsSchema,
  generateAllowancePlansSchema,
  manageAllowancesPageSchema,
  manageAllowancesQuerySchema,
  myAllowancesSchema,
  newAllowancePlanSchema,
  sendAllowancePlansSchema,
} from './allowances.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';

const access = [...ALLOWANCE_MANAGERS];
const errors = errorResponses(400, 401, 403, 404, 409);
const holders = [...ALLOWANCE_HOLDERS];
const holdersAndManagers = [...ALLOWANCE_HOLDERS, ...ALLOWANCE_MANAGERS];
const params = z.object({ id: z.uuid() });

/** The vacation and Christmas allowance plans: finance's table, totals and approval, and each employee's own. */
export const ALLOWANCES_ENDPOINTS = {
  listPlans: defineEndpoint({
    method: 'GET',
    path: '/api/allowances',
    access,
    tag: 'allowances',
    summary: 'Every plan, filtered by allowance, year, month of payment and status, paged',
    query: manageAllowancesQuerySchema,
    responses: { 200: manageAllowancesPageSchema, ...errors },
  }),
  planTotals: defineEndpoint({
    method: 'GET',
    path: '/api/allowances/totals',
    access,
    tag: 'allowances',
    summary: 'The filtered plans consolidated: with a month, what falls due in it (exact decimals)',
    query: allowanceFiltersSchema,
    responses: { 200: allowanceTotalsSchema, ...errors },
  }),
  exportPlans: defineEndpoint({
    method: 'GET',
    path: '/api/allowances/export',
    access,
    tag: 'allowances',
    summary: 'The filtered plans and their totals as CSV or XLSX',
    query: allowanceExportQuerySchema,
    responses: errors,
  }),
  pendingNumber: defineEndpoint({
    method: 'GET',
    path: '/api/allowances/pending-number',
    access,
    tag: 'allowances',
    summary: 'How many plans wait for a decision (a number)',
    responses: { 200: z.number(), ...errors },
  }),
  sendToApproval: defineEndpoint({
    method: 'PUT',
    path: '/api/allowances/send-to-approval',
    access,
    tag: 'allowances',
    summary: 'Send the selected plans to approval (each PENDING_APPROVAL), all or none',
    body: sendAllowancePlansSchema,
    responses: { 200: z.object({ message: z.string(), sent: z.number() }), ...errors },
  }),
  decidePlans: defineEndpoint({
    method: 'PUT',
    path: '/api/allowances/approval',
    access,
    tag: 'allowances',
    summary: 'Approve, or reject with a reason, the selected plans; never one you sent or your own',
    body: allowanceApprovalSchema,
    responses: { 200: z.object({ message: z.string(), decided: z.number() }), ...errors },
  }),
  generatePlans: defineEndpoint({
    method: 'POST',
    path: '/api/allowances/generate',
    access,
    tag: 'allowances',
    summary: 'Add the default plan for every employee of the year who lacks one',
    body: generateAllowancePlansSchema,
    responses: { 200: z.object({ message: z.string(), created: z.number() }), ...errors },
  }),
  myAllowances: defineEndpoint({
    method: 'GET',
    path: '/api/allowances/mine',
    access: holders,
    tag: 'allowances',
    summary: "The signed-in employee's plans and what 'Add allowance' may add",
    responses: { 200: myAllowancesSchema, ...errors },
  }),
  addMyPlan: defineEndpoint({
    method: 'POST',
    path: '/api/allowances',
    access: holders,
    tag: 'allowances',
    summary: 'Add a plan of the target year (this year; from December the next): one per allowance',
    body: newAllowancePlanSchema,
    responses: { 201: allowancePlanResultSchema, ...errors },
  }),
  getPlan: defineEndpoint({
    method: 'GET',
    path: '/api/allowances/:id',
    access: holdersAndManagers,
    tag: 'allowances',
    summary: 'One plan with its instalments (its employee, finance and admin)',
    params,
    responses: { 200: allowancePlanSchema, ...errors },
  }),
  updatePlan: defineEndpoint({
    method: 'PUT',
    path: '/api/allowances/:id',
    access: holdersAndManagers,
    tag: 'allowances',
    summary:
      'Change the schedule or month of a plan not sent, or rejected; finance may set the amount',
    params,
    body: allowancePlanChangesSchema,
    responses: { 200: allowancePlanResultSchema, ...errors },
  }),
  removePlan: defineEndpoint({
    method: 'DELETE',
    path: '/api/allowances/:id',
    access: holdersAndManagers,
    tag: 'allowances',
    summary: 'Remove a plan not sent, or rejected',
    params,
    responses: { 200: z.object({ message: z.string() }), ...errors },
  }),
};
