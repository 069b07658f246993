/**
 * The query keys of the evaluators' and the CTO's pages: every change invalidates the family
 * (`['evaluations']` is the feature's whole cache, the employee's own evaluation included).
 */
export const manageEvaluationKeys = {
  all: ['evaluations'] as const,
  manage: ['evaluations', 'manage'] as const,
  teams: ['evaluations', 'teams'] as const,
  cycle: ['evaluations', 'cycle'] as const,
  teamReport: ['evaluations', 'team-report'] as const,
};

/** What any manager's change may touch: the lists, the teams, the reports, the cycle. */
export const manageInvalidates = [manageEvaluationKeys.all] as const;
