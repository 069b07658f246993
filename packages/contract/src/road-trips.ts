import { z } from 'zod';
import {
  approvalLevelsSchema,
  approvalStatusSchema,
  type BulkDecision,
  bulkDecisionSchema,
} from './approval.ts';
import { isoDateSchema, requiredText } from './fields.ts';
import { yearSchema } from './months.ts';
import { requiredOr } from './required-message.ts';
import { EURO, EURO_RATE, isCurrencyCode, toMicros } from './road-trip-rules.ts';
import { travelQueueQuerySchema } from './travel-queue-query.ts';

/** Who claims road trips (employees, as for the rest of travels) and who decides them. */
export const ROAD_TRIP_HOLDERS = ['employee'] as const;
export const ROAD_TRIP_APPROVERS = ['financial'] as const;

export const ROAD_TRIP_TRANSPORTS = [
  'ownCar',
  'companyCar',
  'train',
  'plane',
  'bus',
  'other',
] as const;
export type RoadTripTransport = (typeof ROAD_TRIP_TRANSPORTS)[number];
export const ROAD_TRIP_TRANSPORT_LABELS: Record<RoadTripTransport, string> = {
  ownCar: 'Own car',
  companyCar: 'Company car',
  train: 'Train',
  plane: 'Plane',
  bus: 'Bus',
  other: 'Other',
};

export const TRAVEL_RECEIPT_CATEGORIES = [
  'fuel',
  'tolls',
  'parking',
  'meals',
  'lodging',
  'publicTransport',
  'other',
] as const;
export type TravelReceiptCategory = (typeof TRAVEL_RECEIPT_CATEGORIES)[number];
export const TRAVEL_RECEIPT_CATEGORY_LABELS: Record<TravelReceiptCategory, string> = {
  fuel: 'Fuel',
  tolls: 'Tolls',
  parking: 'Parking',
  meals: 'Meals',
  lodging: 'Lodging',
  publicTransport: 'Public transport',
  other: 'Other',
};

/** A receipt's file: a PDF or a PNG or JPEG image, checked by content. */
export const TRAVEL_RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

export const ROAD_TRIP_MESSAGES = {
  created: 'The road trip was added.',
  saved: 'The road trip was saved.',
  removed: 'The road trip was removed.',
  receiptAdded: 'The receipt was added.',
  receiptRemoved: 'The receipt was removed.',
  sent: 'The road trip was sent to approval.',
  approved: 'The road trip was approved.',
  rejected: 'The road trip was rejected.',
  notEditable: 'This road trip was sent or approved: it cannot be changed now',
  approvedNotRemovable: 'An approved road trip cannot be removed.',
  sendWithoutReceipts: 'Add at least one receipt before sending',
  endBeforeStart: 'The end date cannot be before the start date',
  kilometresRequired: 'Enter the kilometres driven in your own car',
  kilometres: 'Enter kilometres such as 120.5 (one decimal at most)',
  amount: 'Enter an amount such as 12.50 (two decimals at most), above zero',
  exchangeRate: 'Enter the euros one unit is worth, such as 0.853214 (six decimals at most)',
  currency: 'Use a three-letter currency code such as EUR',
  fileType: 'The receipt must be a PDF or a PNG or JPEG image',
  fileRequired: 'Attach the receipt',
  notPdf: 'Only a PDF receipt can be read for suggestions',
  clientRequired: 'Pick the client of the trip',
  clientNotFound: 'Pick a client from the list',
  projectNotFound: 'Pick one of your projects from the list',
  projectOfAnotherClient: "This project is not one of the picked client's projects",
  linked: 'The road trip was linked to its client.',
} as const;

/** An optional id a form sends as '' when nothing is picked. */
const optionalId = z.preprocess(
  (value) => (value === '' ? null : value),
  z.uuid().nullable().optional(),
);

/**
 * The client a trip is for (required) and, optionally, one of that client's projects: picked from
 * lists, so the executive summary counts the trip by the project's id.
 */
const linkFields = {
  clientId: z.uuid({ error: requiredOr(ROAD_TRIP_MESSAGES.clientRequired) }),
  projectId: optionalId,
};

/** Text a form sends: a decimal comma is read as a point. */
const withPoint = (value: unknown) =>
  typeof value === 'string' ? value.trim().replace(',', '.') : value;

const kilometresSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : withPoint(value)),
  z
    .string()
    .regex(/^\d{1,5}(\.\d)?$/, ROAD_TRIP_MESSAGES.kilometres)
    .transform((value) => {
      const [units = '0', tenths = '0'] = value.split('.');
      return `${BigInt(units)}.${tenths}`;
    }),
);

/** A trip's own fields: PUT and POST /api/travels/road-trips. */
const roadTripFields = z.object({
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  destination: requiredText({ max: 200 }),
  purpose: requiredText({ max: 500 }),
  ...linkFields,
  transport: z.enum(ROAD_TRIP_TRANSPORTS, { error: requiredOr('Pick a transport') }),
  /** By own car only: the kilometres driven, one decimal. */
  kilometres: z.preprocess(
    (value) => (value === '' ? null : value),
    kilometresSchema.nullable().optional(),
  ),
});

type RoadTripFieldsOutput = z.output<typeof roadTripFields>;

function checkTrip(trip: RoadTripFieldsOutput, context: z.RefinementCtx) {
  if (trip.endDate < trip.startDate) {
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: ROAD_TRIP_MESSAGES.endBeforeStart,
    });
  }
  if (trip.transport === 'ownCar' && !trip.kilometres) {
    context.addIssue({
      code: 'custom',
      path: ['kilometres'],
      message: ROAD_TRIP_MESSAGES.kilometresRequired,
    });
  }
}

const keptKilometres = <T extends RoadTripFieldsOutput>(trip: T) => ({
  ...trip,
  kilometres: trip.transport === 'ownCar' ? (trip.kilometres ?? null) : null,
});

export const newRoadTripSchema = roadTripFields
  .strict()
  .superRefine(checkTrip)
  .transform(keptKilometres);
export type NewRoadTrip = z.output<typeof newRoadTripSchema>;
export type RoadTripFormValues = z.input<typeof newRoadTripSchema>;

export const updateRoadTripSchema = roadTripFields
  .extend({ id: z.uuid() })
  .strict()
  .superRefine(checkTrip)
  .transform(keptKilometres);
export type UpdateRoadTrip = z.output<typeof updateRoadTripSchema>;

/**
 * PUT /api/travels/road-trips/link: finance links a trip to its client (and project), e.g. one
 * claimed before clients were picked from lists whose text named none exactly.
 */
export const linkRoadTripSchema = z.object({ id: z.uuid(), ...linkFields }).strict();
export type LinkRoadTrip = z.infer<typeof linkRoadTripSchema>;

/** A client or project as a road trip shows it: its name only. */
export const roadTripLinkSchema = z.object({ id: z.string(), name: z.string() });

/**
 * The clients and projects a road trip may name, names only: every client, and the projects of
 * the signed-in employee (GET …/road-trips/choices) or every project (finance's, …/manage/choices).
 */
export const roadTripChoicesSchema = z.object({
  clients: z.array(roadTripLinkSchema),
  projects: z.array(
    z.object({ id: z.string(), name: z.string(), code: z.string(), clientId: z.string() }),
  ),
});
export type RoadTripChoices = z.infer<typeof roadTripChoicesSchema>;

/** ?id= of a road trip or a receipt (DELETE, the file). */
export const idQuerySchema = z.object({ id: z.uuid() });

const amountSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : withPoint(value)),
  z
    .string()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, ROAD_TRIP_MESSAGES.amount)
    .refine((value) => !/^[0.]+$/.test(value), ROAD_TRIP_MESSAGES.amount)
    .transform((value) => {
      const [units = '0', decimals = ''] = value.split('.');
      return `${BigInt(units)}.${decimals.padEnd(2, '0')}`;
    }),
);

const exchangeRateSchema = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : withPoint(value)),
  z
    .string()
    .regex(/^\d{1,6}(\.\d{1,6})?$/, ROAD_TRIP_MESSAGES.exchangeRate)
    .refine((value) => !/^[0.]+$/.test(value), ROAD_TRIP_MESSAGES.exchangeRate)
    .transform((value) => {
      const micros = toMicros(value);
      return `${micros / 1_000_000n}.${(micros % 1_000_000n).toString().padStart(6, '0')}`;
    }),
);

/**
 * A receipt's fields (POST /api/travels/road-trips/receipts, multipart beside its `file`): the
 * currency's amount and, when it is not the euro, the exchange rate of its date (euros per unit).
 */
export const travelReceiptFieldsSchema = z
  .object({
    roadTripId: z.uuid(),
    date: isoDateSchema,
    category: z.enum(TRAVEL_RECEIPT_CATEGORIES, { error: requiredOr('Pick a category') }),
    currency: z.string().trim().toUpperCase().refine(isCurrencyCode, ROAD_TRIP_MESSAGES.currency),
    amount: amountSchema,
    exchangeRate: z.preprocess(
      (value) => (value === '' ? undefined : value),
      exchangeRateSchema.optional(),
    ),
  })
  .superRefine((receipt, context) => {
    const foreign = isCurrencyCode(receipt.currency) && receipt.currency !== EURO;
    if (foreign && receipt.exchangeRate === undefined) {
      context.addIssue({ code: 'custom', path: ['exchangeRate'], message: 'Required' });
    }
  })
  .transform((receipt) => ({
    ...receipt,
    exchangeRate: receipt.currency === EURO ? EURO_RATE : (receipt.exchangeRate as string),
  }));
export type TravelReceiptFields = z.output<typeof travelReceiptFieldsSchema>;
export type TravelReceiptFormValues = z.input<typeof travelReceiptFieldsSchema>;

export const travelReceiptSchema = z.object({
  id: z.string(),
  date: z.string(),
  category: z.enum(TRAVEL_RECEIPT_CATEGORIES),
  currency: z.string(),
  amount: z.string(),
  exchangeRate: z.string(),
  /** What it is reimbursed: amount × rate, to the cent. */
  euros: z.string(),
  /** The file's download address. */
  file: z.string(),
  fileName: z.string(),
  mediaType: z.string(),
});
export type TravelReceipt = z.infer<typeof travelReceiptSchema>;

export const roadTripSchema = z.object({
  id: z.string(),
  employee: z.object({ id: z.string(), name: z.string() }),
  startDate: z.string(),
  endDate: z.string(),
  destination: z.string(),
  purpose: z.string(),
  client: roadTripLinkSchema.nullable(),
  project: roadTripLinkSchema.nullable(),
  /**
   * The free text a trip claimed before clients and projects were picked from lists, kept only
   * while the trip is linked to no client (finance links it); null once linked.
   */
  unlinkedClientOrProject: z.string().nullable(),
  transport: z.enum(ROAD_TRIP_TRANSPORTS),
  /** By own car: the kilometres driven (they count among the month's trips). */
  kilometres: z.string().nullable(),
  status: approvalStatusSchema,
  rejectionReason: z.string().nullable(),
  sentAt: z.string().nullable(),
  editable: z.boolean(),
  receipts: z.array(travelReceiptSchema),
  /** The receipts' euros. */
  total: z.string(),
  createdAt: z.string(),
  approvalLevels: approvalLevelsSchema.optional(),
});
export type RoadTrip = z.infer<typeof roadTripSchema>;

/** GET /api/travels/road-trips?year=: the signed-in employee's road trips starting that year. */
export const roadTripListQuerySchema = z.object({ year: yearSchema.optional() });

export const roadTripListSchema = z.object({ year: z.number(), items: z.array(roadTripSchema) });
export type RoadTripList = z.infer<typeof roadTripListSchema>;

export const roadTripResultSchema = z.object({ message: z.string(), roadTrip: roadTripSchema });
export type RoadTripResult = z.infer<typeof roadTripResultSchema>;

export const roadTripMessageSchema = z.object({ message: z.string() });

/** POST /api/travels/road-trips/send: one or several of one's road trips, all or none. */
export const sendRoadTripsSchema = z
  .object({ ids: z.array(z.uuid()).min(1, 'Pick at least one road trip').max(100) })
  .strict();
export type SendRoadTrips = z.infer<typeof sendRoadTripsSchema>;

export const roadTripsSentSchema = z.object({ message: z.string(), sent: z.number() });

/** What a PDF receipt's text suggests; the person confirms it in the form. */
export const receiptSuggestionSchema = z.object({
  date: z.string().optional(),
  total: z.string().optional(),
});
export type ReceiptSuggestionView = z.infer<typeof receiptSuggestionSchema>;

/**
 * GET /api/travels/road-trips/manage: finance's road trips of a year or a month; `link=unlinked`
 * keeps the trips linked to no client.
 */
export const manageRoadTripsQuerySchema = travelQueueQuerySchema.extend({
  link: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['unlinked']).optional(),
  ),
});
export type ManageRoadTripsQuery = z.infer<typeof manageRoadTripsQuerySchema>;

export const manageRoadTripsPageSchema = z.object({
  items: z.array(roadTripSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** The approved road trips' euros the filters select (every page). */
  approvedTotal: z.string(),
  /** How many trips the filters select are linked to no client (every page). */
  unlinkedTotal: z.number(),
});
export type ManageRoadTripsPage = z.infer<typeof manageRoadTripsPageSchema>;

/** PUT /api/travels/road-trips/approval: approve, or reject with a reason, all or none. */
export const roadTripApprovalSchema = bulkDecisionSchema('Pick at least one road trip');
export type RoadTripApproval = BulkDecision;
