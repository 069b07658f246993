import type { EvaluationManageQuery } from '@quadro/contract/evaluation-calls';
import {
  EVALUATION_STATE_LABELS,
  EVALUATION_STATES,
  type EvaluationState,
} from '@quadro/contract/evaluation-rules';

export const MANAGE_EVALUATIONS_PAGE_SIZE = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const whole = (value: string | null, min: number, max: number) => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number >= min && number <= max
    ? number
    : undefined;
};

/** A year as the URL gives it ('2026'), or undefined when it is no year at all ('abc', '1e3'). */
export const yearOf = (value: string | null | undefined) =>
  /^\d{4}$/.test(value ?? '') ? whole(value ?? null, 2000, 2100) : undefined;

/** The evaluations tab's filters as the URL keeps them: this year, every team and state, page 1. */
export function readManageEvaluationFilters(
  params: URLSearchParams,
  thisYear: number,
): Omit<EvaluationManageQuery, 'search' | 'year'> & { year: number } {
  const state = params.get('state') ?? '';
  const teamId = params.get('teamId') ?? '';
  return {
    year: yearOf(params.get('year')) ?? thisYear,
    teamId: UUID.test(teamId) ? teamId : undefined,
    state: EVALUATION_STATES.find((known) => known === state),
    page: whole(params.get('page'), 1, 100_000) ?? 1,
    pageSize: MANAGE_EVALUATIONS_PAGE_SIZE,
  };
}

/** The state filter's options, each with how many evaluations it holds: 'Published (3)'. */
export function stateOptions(counts: Record<EvaluationState, number> | undefined) {
  return EVALUATION_STATES.map((state) => ({
    value: state,
    label: `${EVALUATION_STATE_LABELS[state]} (${counts?.[state] ?? 0})`,
  }));
}
