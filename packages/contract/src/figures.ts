import { formatEuros, formatNumber } from './formatting.ts';

/**
 * What a counter's figure is (spec §9's number counter: decimal comma, two decimals, dot
 * thousands). A count of things or people is whole: 'two and a half people' means nothing, so
 * `count` keeps no decimals; days, hours, kilometres, scores and money are measures and show two.
 * `status` is a word (a work map's state), shown as it is.
 */
export const FIGURE_KINDS = [
  'count',
  'days',
  'hours',
  'euros',
  'kilometres',
  'score',
  'status',
] as const;
export type FigureKind = (typeof FIGURE_KINDS)[number];

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;
const SUFFIX: Partial<Record<FigureKind, string>> = {
  hours: '\u00a0h',
  kilometres: '\u00a0km',
};

/** A counter's figure from its decimal string (or number) and its kind: the one place they are formatted. */
export function formatFigure(value: string | number, kind: FigureKind): string {
  const text = String(value);
  switch (kind) {
    case 'count':
      return text.replace(THOUSANDS, '.');
    case 'euros':
      return formatEuros(text);
    case 'status':
      return text;
    default:
      return `${formatNumber(text)}${SUFFIX[kind] ?? ''}`;
  }
}
