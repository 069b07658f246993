import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import {
  companyTodaySchema,
  systemParameterKeySchema,
  systemParameterListSchema,
  systemParameterSchema,
  updateSystemParameterSchema,
} from './system-parameters.ts';

const errors = errorResponses(400, 401, 403, 404);

/** The system parameters HR keeps, and the company's day every page reads "today" from. */
export const PARAMETERS_ENDPOINTS = {
  companyToday: defineEndpoint({
    method: 'GET',
    path: '/api/company-today',
    access: 'authenticated',
    tag: 'system-parameters',
    summary: "The company's calendar day now (its time zone's wall clock), as deadlines read it",
    responses: { 200: companyTodaySchema, ...errorResponses(401) },
  }),
  listSystemParameters: defineEndpoint({
    method: 'GET',
    path: '/api/system-parameters',
    access: ['hr'],
    tag: 'system-parameters',
    summary: 'Every system parameter with its value, default and last change',
    responses: { 200: systemParameterListSchema, ...errors },
  }),
  updateSystemParameter: defineEndpoint({
    method: 'PUT',
    path: '/api/system-parameters/:key',
    access: ['hr'],
    tag: 'system-parameters',
    summary: 'Change one system parameter (checked against its own type and bounds)',
    params: z.object({ key: systemParameterKeySchema }),
    body: updateSystemParameterSchema,
    responses: { 200: systemParameterSchema, ...errors },
  }),
};
