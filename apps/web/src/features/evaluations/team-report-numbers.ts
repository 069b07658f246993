import { formatScore } from '@quadro/contract/evaluation-rules';

/** Goals achieved of goals scored: '7 of 9 (78%)', the share rounded half up. */
export function goalsAchievedText(achieved: number, scored: number): string {
  if (scored === 0) return 'No goal scored yet';
  return `${achieved} of ${scored} (${Math.round((achieved * 100) / scored)}%)`;
}

/** The self-versus-evaluator gap with its sign: '+0,25' (self above), '-0,40', '0,00'. */
export function signedScore(gap: string): string {
  const shown = formatScore(gap.replace(/^[+-]/, ''));
  if (/^0[.,]0*$/.test(shown) || Number(gap) === 0) return shown;
  return gap.startsWith('-') ? `-${shown}` : `+${shown}`;
}

/** A count's share of the whole as a bar's width in percent (0 when there is nothing). */
export const shareOf = (count: number, total: number) =>
  total === 0 ? 0 : Math.round((count * 1000) / total) / 10;
