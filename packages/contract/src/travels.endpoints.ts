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
  TRAVEL_APPROVERS,
  TRAVEL_HOLDERS,
  travelMonthZipQuerySchema,
  travelStateQuerySchema,
  travelStateResultSchema,
  travelStateSchema,
  travelTotalsExportQuerySchema,
  travelTotalsQuerySchema,
  travelYearTotalsSchema,
  travelYearZipQuerySchema,
} from './travels.ts';

const holders = [...TRAVEL_HOLDERS];
const approvers = [...TRAVEL_APPROVERS];
const errors = errorResponses(400, 401, 403, 404, 409);

/** Expenses & travels: each employee's kilometre map, finance's months, rates and decisions. */
export const TRAVELS_ENDPOINTS = {
  travelState: defineEndpoint({
    method: 'GET',
    path: '/api/travels',
    access: holders,
    tag: 'travels',
    summary: "The signed-in employee's travel state of a year: kilometre map, dislocation, totals",
    query: travelStateQuerySchema,
    responses: { 200: travelStateSchema, ...errors },
  }),
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
  yearTotals: defineEndpoint({
    method: 'GET',
    path: '/api/travels/totals',
    access: approvers,
    tag: 'travels',
    summary:
      "A year's approved kilometre-map months per employee and month (one page), and the company's",
    query: travelTotalsQuerySchema,
    responses: { 200: travelYearTotalsSchema, ...errors },
  }),
  exportYearTotals: defineEndpoint({
    method: 'GET',
    path: '/api/travels/totals/export',
    access: approvers,
    tag: 'travels',
    summary:
      "A year's approved kilometre-map months per employee and month, with the company's row",
    query: travelTotalsExportQuerySchema,
    responses: errors,
  }),
  monthZip: defineEndpoint({
    method: 'GET',
    path: '/api/travels/zip-download',
    access: approvers,
    tag: 'travels',
    summary:
      "A month's approved kilometre maps as one zip: per employee the printed map (PDF) and the receipts",
    query: travelMonthZipQuerySchema,
    responses: errors,
  }),
  yearZip: defineEndpoint({
    method: 'GET',
    path: '/api/travels/zip-download/year',
    access: holders,
    tag: 'travels',
    summary:
      "The signed-in employee's approved months of a year as one zip: each printed map and the receipts",
    query: travelYearZipQuerySchema,
    responses: errors,
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
