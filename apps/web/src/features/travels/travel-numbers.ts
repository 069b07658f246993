import { formatNumber } from '@quadro/contract/formatting';

/** A price per kilometre with its own decimals (three at most), comma first: '0,365 €/km'. */
export const formatRate = (price: string) => `${price.replace('.', ',')}\u00a0€/km`;

/** Kilometres to a tenth, as the contract writes numbers: '1.250,5 km'. */
export const formatKilometres = (kilometres: string) =>
  `${formatNumber(kilometres).slice(0, -1)}\u00a0km`;
