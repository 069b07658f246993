import { defineEndpoint, errorResponses } from './endpoint.ts';
import {
  TRAVEL_APPROVERS,
  TRAVEL_HOLDERS,
  travelMonthZipQuerySchema,
  travelStateQuerySchema,
  travelStateSchema,
  travelTotalsExportQuerySchema,
  travelTotalsQuerySchema,
  travelYearTotalsSchema,
  travelYearZipQuerySchema,
} from './travels.ts';

const holders = [...TRAVEL_HOLDERS];
const approvers = [...TRAVEL_APPROVERS];
const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Travels: the employee's year (the state the three travels domains make), finance's totals and the
 * zips of approved months.
 */
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
};
