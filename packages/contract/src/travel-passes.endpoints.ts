import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import {
  blockMonthQuerySchema,
  manageTravelPassPageSchema,
  manageTravelPassQuerySchema,
  messageSchema,
  sendTravelPassSchema,
  TRAVEL_PASS_APPROVERS,
  TRAVEL_PASS_HOLDERS,
  travelPassApprovalSchema,
  travelPassPageSchema,
  travelPassQuerySchema,
  travelPassResultSchema,
  travelPassTotalsExportQuerySchema,
  travelPassTotalsQuerySchema,
  travelPassTotalsSchema,
  zipDownloadQuerySchema,
} from './travel-passes.ts';

const access = [...TRAVEL_PASS_APPROVERS];
const errors = errorResponses(400, 401, 403, 404, 409);
const holders = [...TRAVEL_PASS_HOLDERS];
const travelPassesErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const params = z.object({ id: z.uuid() });

/** Each month's travel pass and receipt, and finance's month, totals and approval. */
export const TRAVEL_PASSES_ENDPOINTS = {
  listMonth: defineEndpoint({
    method: 'GET',
    path: '/api/travel-pass/manage',
    access,
    tag: 'travel-passes',
    summary: "A month's passes sent or decided, waiting ones first, with the approved total",
    query: manageTravelPassQuerySchema,
    responses: { 200: manageTravelPassPageSchema, ...errors },
  }),
  yearTotals: defineEndpoint({
    method: 'GET',
    path: '/api/travel-pass/totals',
    access,
    tag: 'travel-passes',
    summary: "A year's approved passes per employee and month (one page) and the company's totals",
    query: travelPassTotalsQuerySchema,
    responses: { 200: travelPassTotalsSchema, ...errors },
  }),
  allYearTotals: defineEndpoint({
    method: 'GET',
    path: '/api/travel-pass/totals/export',
    access,
    tag: 'travel-passes',
    summary: "A year's approved passes per employee and month, with the company's row",
    query: travelPassTotalsExportQuerySchema,
    responses: errors,
  }),
  pendingNumber: defineEndpoint({
    method: 'GET',
    path: '/api/travel-pass/pending-number',
    access,
    tag: 'travel-passes',
    summary: 'How many passes wait for a decision (a number)',
    responses: { 200: z.number(), ...errors },
  }),
  receiptsOfMonth: defineEndpoint({
    method: 'GET',
    path: '/api/travel-pass/zip-download',
    access,
    tag: 'travel-passes',
    summary: "The receipts of a month's approved passes as one zip (default: this month)",
    query: zipDownloadQuerySchema,
    responses: errors,
  }),
  decideTravelPass: defineEndpoint({
    method: 'PUT',
    path: '/api/travel-pass/approval',
    access,
    tag: 'travel-passes',
    summary: 'Approve, or reject with a reason (1–1000 characters); never one’s own',
    body: travelPassApprovalSchema,
    responses: { 200: travelPassResultSchema, ...errors },
  }),
  listMyPasses: defineEndpoint({
    method: 'GET',
    path: '/api/travel-pass',
    access: holders,
    tag: 'travel-passes',
    summary: 'The signed-in person’s passes, newest month first (page 1, pageSize 10, filter)',
    query: travelPassQuerySchema,
    responses: { 200: travelPassPageSchema, ...travelPassesErrors },
  }),
  addThisMonth: defineEndpoint({
    method: 'POST',
    path: '/api/travel-pass',
    access: holders,
    tag: 'travel-passes',
    summary: "Add this month's pass (one a month)",
    responses: { 201: travelPassResultSchema, ...travelPassesErrors },
  }),
  updateMyPass: defineEndpoint({
    method: 'PUT',
    path: '/api/travel-pass/',
    access: holders,
    tag: 'travel-passes',
    summary:
      'Set the value and the receipt of a pass not yet sent (multipart id, attachment, value)',
    formData: z.object({
      id: z.uuid(),
      value: z.string().meta({ description: 'Euros, at most 2 decimals, up to the cap' }),
      attachment: z
        .string()
        .meta({ format: 'binary', description: 'The receipt: one PDF, PNG or JPEG, 5 MB' }),
    }),
    responses: { 200: travelPassResultSchema, ...travelPassesErrors },
  }),
  sendToApproval: defineEndpoint({
    method: 'PUT',
    path: '/api/travel-pass/send-to-approval',
    access: holders,
    tag: 'travel-passes',
    summary: 'Send a pass with a value and a receipt to finance',
    body: sendTravelPassSchema,
    responses: { 200: travelPassResultSchema, ...travelPassesErrors },
  }),
  blockNotification: defineEndpoint({
    method: 'PUT',
    path: '/api/travel-pass/block-notification',
    access: holders,
    tag: 'travel-passes',
    summary: "No more reminder e-mails about this month's pass",
    responses: { 200: messageSchema, ...travelPassesErrors },
  }),
  blockMonthByCode: defineEndpoint({
    method: 'PUT',
    path: '/api/travel-pass/block-month',
    access: 'public',
    tag: 'travel-passes',
    summary: "The reminder's link: blocks that person's reminders of that month",
    query: blockMonthQuerySchema,
    responses: { 200: messageSchema, ...travelPassesErrors },
  }),
  removePass: defineEndpoint({
    method: 'DELETE',
    path: '/api/travel-pass/:id',
    access: holders,
    tag: 'travel-passes',
    summary: 'Remove a pass not approved, with its receipt',
    params,
    responses: { 200: messageSchema, ...travelPassesErrors },
  }),
  attachmentOf: defineEndpoint({
    method: 'GET',
    path: '/api/travel-pass/:id/attachment',
    access: [...holders, 'financial'],
    tag: 'travel-passes',
    summary: "The pass's receipt (its holder, financial)",
    params,
    responses: travelPassesErrors,
  }),
};
