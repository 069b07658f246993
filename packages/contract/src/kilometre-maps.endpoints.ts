import { z } from 'zod';
import { decisionResultSchema } from './approval.ts';
import { defineEndpoint, errorResponses } from './endpoint.ts';
import {
  kilometreMapApprovalSchema,
  kilometreRateListSchema,
  kilometreRateSchema,
  manageKilometreMapsPageSchema,
  manageKilometreMapsQuerySchema,
  newKilometreRateSchema,
  saveKilometreMapSchema,
  sendKilometreMonthsSchema,
} from './kilometre-maps.ts';
import { TRAVEL_APPROVERS, TRAVEL_HOLDERS, travelStateResultSchema } from './travels.ts';

const holders = [...TRAVEL_HOLDERS];
const approvers = [...TRAVEL_APPROVERS];
const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Kilometre maps: each employee's map (saved and sent, answered with the year's travel state),
 * finance's months and decisions, and the prices per kilometre.
 */
export const KILOMETRE_MAPS_ENDPOINTS = {
  saveKilometreMap: defineEndpoint({
    method: 'PUT',
    path: '/api/travels/kilometre-map',
    access: holders,
    tag: 'travels',
    summary: "Save the vehicle's plate and the values of the months given (open months only)",
    body: saveKilometreMapSchema,
    responses: { 200: travelStateResultSchema, ...errors },
  }),
  sendKilometreMonths: defineEndpoint({
    method: 'POST',
    path: '/api/travels/kilometre-map/send',
    access: holders,
    tag: 'travels',
    summary: 'Send months of the kilometre map to approval: all of them or none',
    body: sendKilometreMonthsSchema,
    responses: { 200: travelStateResultSchema, ...errors },
  }),
  manageKilometreMaps: defineEndpoint({
    method: 'GET',
    path: '/api/travels/manage',
    access: approvers,
    tag: 'travels',
    summary: "Every employee's kilometre-map months of a year or a month, waiting ones first",
    query: manageKilometreMapsQuerySchema,
    responses: { 200: manageKilometreMapsPageSchema, ...errors },
  }),
  pendingNumber: defineEndpoint({
    method: 'GET',
    path: '/api/travels/pending-number',
    access: approvers,
    tag: 'travels',
    summary: 'Kilometre-map months waiting for the signed-in decider (a number)',
    responses: { 200: z.number(), ...errors },
  }),
  decideKilometreMonths: defineEndpoint({
    method: 'PUT',
    path: '/api/travels/approval',
    access: approvers,
    tag: 'travels',
    summary: 'Approve, or reject with a reason, one or more kilometre-map months: all or none',
    body: kilometreMapApprovalSchema,
    responses: { 200: decisionResultSchema, ...errors },
  }),
  listKilometreRates: defineEndpoint({
    method: 'GET',
    path: '/api/travels/kilometre-rates',
    access: [...holders, ...approvers],
    tag: 'travels',
    summary: 'The prices per kilometre, the days they start, and the price before them all',
    responses: { 200: kilometreRateListSchema, ...errors },
  }),
  addKilometreRate: defineEndpoint({
    method: 'POST',
    path: '/api/travels/kilometre-rates',
    access: approvers,
    tag: 'travels',
    summary: 'A new price per kilometre from a day on (months already sent keep theirs)',
    body: newKilometreRateSchema,
    responses: { 201: kilometreRateSchema, ...errors },
  }),
};
