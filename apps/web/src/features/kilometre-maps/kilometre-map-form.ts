import {
  type KilometreMap,
  type SaveKilometreMap,
  saveKilometreMapSchema,
} from '@quadro/contract/kilometre-maps';
import { toCents } from '@quadro/contract/money';
import { z } from 'zod';
import { HttpError } from '../../app/api/http-error.ts';

const monthValueSchema = saveKilometreMapSchema.shape.months.element.shape.value;

/** A value as typed: a decimal comma is read as the point, and an empty input as zero. */
const typedValueSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(',', '.') || '0' : value),
  monthValueSchema,
);

/** The page's form: the plate and one value per month, January to December. */
export const kilometreMapFormSchema = z.object({
  vehiclePlate: saveKilometreMapSchema.shape.vehiclePlate,
  months: z.array(z.object({ value: typedValueSchema })).length(12),
});
export type KilometreMapFormInput = z.input<typeof kilometreMapFormSchema>;
export type KilometreMapFormOutput = z.output<typeof kilometreMapFormSchema>;

/** A saved value as the input shows it: '150,50', and nothing for a month still at zero. */
export const typedValueOf = (value: string) =>
  toCents(value) === 0n ? '' : value.replace('.', ',');

export function kilometreMapFormValues(map: KilometreMap): KilometreMapFormInput {
  return {
    vehiclePlate: map.vehiclePlate ?? '',
    months: map.months.map((month) => ({ value: typedValueOf(month.value) })),
  };
}

/**
 * The PUT body: the plate and only the months whose value changed; `sent` says which month of the
 * year each entry is, as the server names a refusal by the entry's place (`months.0.value`).
 */
export function kilometreMapChanges(
  map: KilometreMap,
  values: KilometreMapFormOutput,
): { body: SaveKilometreMap; sent: number[] } {
  const sent = map.months.flatMap((month, index) => {
    const value = values.months[index]?.value ?? month.value;
    return month.editable && toCents(value) !== toCents(month.value) ? [index] : [];
  });
  return {
    body: {
      year: map.year,
      vehiclePlate: values.vehiclePlate ?? null,
      months: sent.map((index) => ({
        month: map.months[index]?.month ?? '',
        value: values.months[index]?.value ?? '0.00',
      })),
    },
    sent,
  };
}

/** The server's field as the form names it: `months.0.value` of the body is the month's input. */
export function formFieldOf(field: string, sent: readonly number[]): string {
  const match = /^months\.(\d+)(\..+)?$/.exec(field);
  if (!match) return field;
  const month = sent[Number(match[1])];
  return month === undefined ? 'months' : `months.${month}.value`;
}

/** The same refusal with its fields named as the form names them. */
export function withFormFields(error: unknown, sent: readonly number[]): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = error.body as { fields?: { field: string; message: string }[] } | null;
  if (!body || !Array.isArray(body.fields)) return error;
  const fields = body.fields.map((item) => ({ ...item, field: formFieldOf(item.field, sent) }));
  return new HttpError(error.status, error.statusText, { ...body, fields });
}
