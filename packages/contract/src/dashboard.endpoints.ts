import { z } from 'zod';
import {
  CRM_DASHBOARD_AUDIENCE,
  CRYPTO_DASHBOARD_AUDIENCE,
  crmDashboardSchema,
  cryptoDashboardSchema,
  dashboardSchema,
} from './dashboard.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import { yearSchema } from './months.ts';

/** The dashboards: /app for everybody, /app/crm-dashboard and /app/crypto-dashboard. */
export const DASHBOARD_ENDPOINTS = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard',
    access: 'authenticated',
    tag: 'dashboard',
    summary:
      "The signed-in person's dashboard: only the widgets and pending counts their profiles give",
    responses: { 200: dashboardSchema, ...errorResponses(401) },
  }),
  crm: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/crm',
    access: [...CRM_DASHBOARD_AUDIENCE],
    tag: 'dashboard',
    summary:
      'Clients and projects: active projects, hours and people per client, projects ending soon',
    responses: { 200: crmDashboardSchema, ...errorResponses(401, 403) },
  }),
  crypto: defineEndpoint({
    method: 'GET',
    path: '/api/dashboard/crypto',
    access: [...CRYPTO_DASHBOARD_AUDIENCE],
    tag: 'dashboard',
    summary:
      'Money per month (kilometre maps, travel passes, receipts, allowances) against the year before',
    query: z.object({ year: yearSchema.optional() }),
    responses: { 200: cryptoDashboardSchema, ...errorResponses(400, 401, 403) },
  }),
};
