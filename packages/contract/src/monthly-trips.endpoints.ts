import { z } from 'zod';
import { decisionResultSchema } from './approval.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import {
  monthlyTripsMonthSchema,
  monthlyTripsQuerySchema,
  monthlyTripsResultSchema,
  removeTripLimitSchema,
  saveMonthlyTripsSchema,
  tripJustificationApprovalSchema,
  tripJustificationsPageSchema,
  tripJustificationsQuerySchema,
  tripLimitInputSchema,
  tripLimitRemovedSchema,
  tripLimitResultSchema,
  tripLimitsPageSchema,
  tripLimitsQuerySchema,
  tripMonthSchema,
  updateTripLimitSchema,
} from './monthly-trips.ts';
import { TRAVEL_APPROVERS, TRAVEL_HOLDERS } from './travels.ts';

const holders = [...TRAVEL_HOLDERS];
const approvers = [...TRAVEL_APPROVERS];
const errors = errorResponses(400, 401, 403, 404, 409);

/** Monthly trips: the employee's trips justifying an approved month, finance's review, limits. */
export const MONTHLY_TRIPS_ENDPOINTS = {
  monthlyTrips: defineEndpoint({
    method: 'GET',
    path: '/api/travels/monthly-trips',
    access: holders,
    tag: 'travels',
    summary: "The signed-in employee's trips of a month, flagged, and their justification",
    query: monthlyTripsQuerySchema,
    responses: { 200: monthlyTripsMonthSchema, ...errors },
  }),
  saveMonthlyTrips: defineEndpoint({
    method: 'PUT',
    path: '/api/travels/monthly-trips',
    access: holders,
    tag: 'travels',
    summary: "Replace a month's trips (an approved month, while its justification is open)",
    body: saveMonthlyTripsSchema,
    responses: { 200: monthlyTripsResultSchema, ...errors },
  }),
  copyLastMonthTrips: defineEndpoint({
    method: 'POST',
    path: '/api/travels/monthly-trips/copy-last-month',
    access: holders,
    tag: 'travels',
    summary: "Add last month's trips to a month, on the same days of the month",
    body: tripMonthSchema,
    responses: { 200: monthlyTripsResultSchema, ...errors },
  }),
  sendTripJustification: defineEndpoint({
    method: 'POST',
    path: '/api/travels/monthly-trips/send',
    access: holders,
    tag: 'travels',
    summary: "Send a month's trips to finance as its justification",
    body: tripMonthSchema,
    responses: { 200: monthlyTripsResultSchema, ...errors },
  }),
  tripJustifications: defineEndpoint({
    method: 'GET',
    path: '/api/travels/monthly-trips-justification',
    access: approvers,
    tag: 'travels',
    summary:
      "Each employee's justification of an approved month: kilometres required and recorded, flagged trips",
    query: tripJustificationsQuerySchema,
    responses: { 200: tripJustificationsPageSchema, ...errors },
  }),
  decideTripJustifications: defineEndpoint({
    method: 'PUT',
    path: '/api/travels/monthly-trips-justification/approval',
    access: approvers,
    tag: 'travels',
    summary: 'Accept, or send back with a reason, one or more justifications: all or none',
    body: tripJustificationApprovalSchema,
    responses: { 200: decisionResultSchema, ...errors },
  }),
  requiresAttentionNumber: defineEndpoint({
    method: 'GET',
    path: '/api/travels/requires-attention-number',
    access: approvers,
    tag: 'travels',
    summary:
      'Months past their justification deadline not justified, plus justifications waiting (a number)',
    responses: { 200: z.number(), ...errors },
  }),
  listTripLimits: defineEndpoint({
    method: 'GET',
    path: '/api/travels/trip-limits',
    access: approvers,
    tag: 'travels',
    summary: 'The monthly trip limits: filtered, sorted, one page',
    query: tripLimitsQuerySchema,
    responses: { 200: tripLimitsPageSchema, ...errors },
  }),
  addTripLimit: defineEndpoint({
    method: 'POST',
    path: '/api/travels/trip-limits',
    access: approvers,
    tag: 'travels',
    summary: 'A monthly trip limit for everyone, a client or one employee',
    body: tripLimitInputSchema,
    responses: { 201: tripLimitResultSchema, ...errors },
  }),
  updateTripLimit: defineEndpoint({
    method: 'PUT',
    path: '/api/travels/trip-limits',
    access: approvers,
    tag: 'travels',
    summary: 'Change a monthly trip limit',
    body: updateTripLimitSchema,
    responses: { 200: tripLimitResultSchema, ...errors },
  }),
  removeTripLimit: defineEndpoint({
    method: 'DELETE',
    path: '/api/travels/trip-limits',
    access: approvers,
    tag: 'travels',
    summary: 'Remove a monthly trip limit',
    body: removeTripLimitSchema,
    responses: { 200: tripLimitRemovedSchema, ...errors },
  }),
};
