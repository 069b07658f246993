import { z } from 'zod';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import {
  holidayInputSchema,
  holidayListSchema,
  holidayQuerySchema,
  holidaySchema,
} from './holidays.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: z.uuid() });

/** The holiday calendar: national holidays computed for any year, and the ones HR adds. */
export const HOLIDAYS_ENDPOINTS = {
  listHolidays: defineEndpoint({
    method: 'GET',
    path: '/api/holidays',
    access: ['hr', 'cto'],
    tag: 'holidays',
    summary: "A year's holidays (default: this year): national ones (id null) and HR's, by date",
    query: holidayQuerySchema,
    responses: { 200: holidayListSchema, ...errors },
  }),
  createHoliday: defineEndpoint({
    method: 'POST',
    path: '/api/holidays',
    access: ['hr'],
    tag: 'holidays',
    summary: 'Add a regional holiday (409 on date when the day already is a holiday)',
    body: holidayInputSchema,
    responses: { 201: holidaySchema, ...errors },
  }),
  updateHoliday: defineEndpoint({
    method: 'PUT',
    path: '/api/holidays/:id',
    access: ['hr'],
    tag: 'holidays',
    summary: 'Change a regional holiday',
    params,
    body: holidayInputSchema,
    responses: { 200: holidaySchema, ...errors },
  }),
  removeHoliday: defineEndpoint({
    method: 'DELETE',
    path: '/api/holidays/:id',
    access: ['hr'],
    tag: 'holidays',
    summary: 'Remove a regional holiday',
    params,
    responses: { 204: z.null(), ...errors },
  }),
};
