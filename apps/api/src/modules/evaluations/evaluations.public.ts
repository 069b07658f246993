/**
 * What other modules may use of evaluations: who is in which team over a period (the vacations
 * calendar flags colleagues of a same team away together).
 */

export { listTeamsOf, teamMatesOn } from './member-teams.repository.ts';
