import { z } from 'zod';
import { requiredText, text } from './fields.ts';
import { formatEuros } from './formatting.ts';
import { TABLE_MESSAGES } from './messages.ts';
import { moneySchema, toCents } from './money.ts';

/** Who keeps the catalogue (spec §2: /app/transports, hr and admin). */
export const TRANSPORT_MANAGERS = ['hr', 'admin'] as const;
/**
 * Who reads it: its managers, and the holders of a travel pass, who get it as suggestions in the
 * pass form (/app/travel-pass-history, employee and trainee).
 */
export const TRANSPORT_READERS = [...TRANSPORT_MANAGERS, 'employee', 'trainee'] as const;

export const TRANSPORT_PRICE_MAX = '100000.00';
export const TRANSPORT_TEXT_MAX = 100;
export const TRANSPORT_NOTES_MAX = 300;

/** Spec §4/§8 generic table notifications, and this catalogue's refusals. */
export const TRANSPORT_MESSAGES = {
  saved: TABLE_MESSAGES.saved,
  updated: TABLE_MESSAGES.updated,
  removed: TABLE_MESSAGES.removed,
  priceAboveZero: 'Must be more than 0 €',
  duplicate: (operator: string, passType: string) =>
    `The pass '${passType}' of '${operator}' is already in the catalogue.`,
} as const;

/**
 * A usual monthly price in euros: a decimal string with at most two decimals, above zero, at most
 * 100 000 €. A decimal comma is read as a point (people here type 40,00).
 */
export const transportPriceSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(',', '.') : value),
  moneySchema({ max: TRANSPORT_PRICE_MAX }).refine(
    (amount) => toCents(amount) > 0n,
    TRANSPORT_MESSAGES.priceAboveZero,
  ),
);

/** POST /api/transports and PUT /api/transports/:id (hr, admin). */
export const transportInputSchema = z
  .object({
    operator: requiredText({ max: TRANSPORT_TEXT_MAX }),
    passType: requiredText({ max: TRANSPORT_TEXT_MAX }),
    monthlyPrice: transportPriceSchema,
    notes: text({ max: TRANSPORT_NOTES_MAX }).nullable().optional(),
  })
  .strict();
export type TransportInput = z.output<typeof transportInputSchema>;
export type TransportFormValues = z.input<typeof transportInputSchema>;

/** A transport operator's pass with its usual monthly price. */
export const transportSchema = z.object({
  id: z.string(),
  operator: z.string(),
  passType: z.string(),
  /** Euros, canonical decimal string with two decimals: '40.00'. */
  monthlyPrice: z.string(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Transport = z.infer<typeof transportSchema>;
export const transportListSchema = z.array(transportSchema);

/** GET /api/transports?search=: operator or pass type containing the text, any case. */
export const transportQuerySchema = z.object({
  search: text({ max: TRANSPORT_TEXT_MAX }).default(''),
});
export type TransportQuery = z.infer<typeof transportQuerySchema>;

/** The answer of a save: the spec's message with the transport as stored. */
export const transportResultSchema = z.object({
  message: z.string(),
  transport: transportSchema,
});
export type TransportResult = z.infer<typeof transportResultSchema>;

/** The answer of a removal: the spec's message. */
export const transportRemovedSchema = z.object({ message: z.string() });

/** How the pass form lists a catalogue entry: 'Metro de Lisboa – Navegante Municipal – 30,00 €'. */
export function transportLabel(
  transport: Pick<Transport, 'operator' | 'passType' | 'monthlyPrice'>,
): string {
  return `${transport.operator} – ${transport.passType} – ${formatEuros(transport.monthlyPrice)}`;
}
