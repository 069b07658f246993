import { z } from 'zod';
import { decisionResultSchema } from './approval.ts';
import { defineEndpoint, errorResponses, fileUploadForm } from './endpoint.ts';
import {
  idQuerySchema,
  linkRoadTripSchema,
  manageRoadTripsPageSchema,
  manageRoadTripsQuerySchema,
  newRoadTripSchema,
  ROAD_TRIP_APPROVERS,
  ROAD_TRIP_HOLDERS,
  receiptSuggestionSchema,
  roadTripApprovalSchema,
  roadTripChoicesSchema,
  roadTripListQuerySchema,
  roadTripListSchema,
  roadTripMessageSchema,
  roadTripResultSchema,
  roadTripsSentSchema,
  sendRoadTripsSchema,
  updateRoadTripSchema,
} from './road-trips.ts';

const holders = [...ROAD_TRIP_HOLDERS];
const approvers = [...ROAD_TRIP_APPROVERS];
const errors = errorResponses(400, 401, 403, 404, 409);
const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const tag = 'road-trips';

/** Road trips with their travel receipts: the employee's claims and finance's decisions. */
export const ROAD_TRIPS_ENDPOINTS = {
  listMyRoadTrips: defineEndpoint({
    method: 'GET',
    path: '/api/travels/road-trips',
    access: holders,
    tag,
    summary: "The signed-in employee's road trips starting in a year (this year by default)",
    query: roadTripListQuerySchema,
    responses: { 200: roadTripListSchema, ...errors },
  }),
  createRoadTrip: defineEndpoint({
    method: 'POST',
    path: '/api/travels/road-trips',
    access: holders,
    tag,
    summary: 'A new road trip: dates, destination, purpose, client and project (ids), transport',
    body: newRoadTripSchema,
    responses: { 201: roadTripResultSchema, ...errors },
  }),
  updateRoadTrip: defineEndpoint({
    method: 'PUT',
    path: '/api/travels/road-trips',
    access: holders,
    tag,
    summary: 'Change a road trip not yet sent, or rejected',
    body: updateRoadTripSchema,
    responses: { 200: roadTripResultSchema, ...errors },
  }),
  roadTripChoices: defineEndpoint({
    method: 'GET',
    path: '/api/travels/road-trips/choices',
    access: holders,
    tag,
    summary: "The clients and the signed-in employee's projects a road trip may name (names only)",
    responses: { 200: roadTripChoicesSchema, ...errors },
  }),
  removeRoadTrip: defineEndpoint({
    method: 'DELETE',
    path: '/api/travels/road-trips',
    access: holders,
    tag,
    summary: 'Remove a road trip not approved, with its receipts',
    query: idQuerySchema,
    responses: { 200: roadTripMessageSchema, ...errors },
  }),
  addReceipt: defineEndpoint({
    method: 'POST',
    path: '/api/travels/road-trips/receipts',
    access: holders,
    tag,
    summary:
      'Add a receipt to a road trip not yet sent (multipart roadTripId, date, category, currency, amount, exchangeRate, file)',
    formData: z.object({
      roadTripId: z.uuid(),
      date: z.string().meta({ description: 'YYYY-MM-DD' }),
      category: z.string(),
      currency: z.string().meta({ description: 'ISO 4217, e.g. EUR' }),
      amount: z.string().meta({ description: 'In its currency, two decimals at most' }),
      exchangeRate: z
        .string()
        .optional()
        .meta({ description: 'Euros per unit of the currency on its date; not for EUR' }),
      file: z
        .string()
        .meta({ format: 'binary', description: 'The receipt: one PDF, PNG or JPEG, 10 MB' }),
    }),
    responses: { 201: roadTripResultSchema, ...uploadErrors },
  }),
  removeReceipt: defineEndpoint({
    method: 'DELETE',
    path: '/api/travels/road-trips/receipts',
    access: holders,
    tag,
    summary: 'Remove a receipt of a road trip not yet sent, or rejected',
    query: idQuerySchema,
    responses: { 200: roadTripResultSchema, ...errors },
  }),
  receiptFile: defineEndpoint({
    method: 'GET',
    path: '/api/travels/road-trips/receipts/file',
    access: [...holders, ...approvers],
    tag,
    summary: "A receipt's file (its employee; finance any)",
    query: idQuerySchema,
    responses: errors,
  }),
  suggestFromReceipt: defineEndpoint({
    method: 'POST',
    path: '/api/travels/road-trips/receipts/suggestion',
    access: holders,
    tag,
    summary: "The date and total a PDF receipt's text suggests, for the person to confirm",
    formData: fileUploadForm,
    responses: { 200: receiptSuggestionSchema, ...uploadErrors },
  }),
  sendRoadTrips: defineEndpoint({
    method: 'POST',
    path: '/api/travels/road-trips/send',
    access: holders,
    tag,
    summary: 'Send one or several road trips with receipts to approval: all of them or none',
    body: sendRoadTripsSchema,
    responses: { 200: roadTripsSentSchema, ...errors },
  }),
  manageRoadTrips: defineEndpoint({
    method: 'GET',
    path: '/api/travels/road-trips/manage',
    access: approvers,
    tag,
    summary:
      "Every employee's road trips of a year or a month, sent or decided, waiting ones first",
    query: manageRoadTripsQuerySchema,
    responses: { 200: manageRoadTripsPageSchema, ...errors },
  }),
  manageRoadTripChoices: defineEndpoint({
    method: 'GET',
    path: '/api/travels/road-trips/manage/choices',
    access: approvers,
    tag,
    summary: 'Every client and project, to link a road trip to (names only)',
    responses: { 200: roadTripChoicesSchema, ...errors },
  }),
  linkRoadTrip: defineEndpoint({
    method: 'PUT',
    path: '/api/travels/road-trips/link',
    access: approvers,
    tag,
    summary: "Link any employee's road trip to its client and, optionally, a project of it",
    body: linkRoadTripSchema,
    responses: { 200: roadTripResultSchema, ...errors },
  }),
  pendingNumber: defineEndpoint({
    method: 'GET',
    path: '/api/travels/road-trips/pending-number',
    access: approvers,
    tag,
    summary: 'Road trips waiting for the signed-in decider (a number)',
    responses: { 200: z.number(), ...errors },
  }),
  decideRoadTrips: defineEndpoint({
    method: 'PUT',
    path: '/api/travels/road-trips/approval',
    access: approvers,
    tag,
    summary: 'Approve, or reject with a reason, one or more road trips: all or none',
    body: roadTripApprovalSchema,
    responses: { 200: decisionResultSchema, ...errors },
  }),
};
