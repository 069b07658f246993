/**
 * What other modules may use of travels: a project's approved trips and road trips (its
 * executive summary). Kilometre maps, monthly trips and road trips lend their own rows.
 */
export { approvedRoadTripsOfProject, approvedTripsOfProject } from './project-travel.repository.ts';
