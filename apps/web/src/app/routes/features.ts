import { accountsFeature } from '../../features/accounts/accounts.feature.ts';
import { allowancesFeature } from '../../features/allowances/allowances.feature.ts';
import { auditTrailFeature } from '../../features/audit-trail/audit-trail.feature.ts';
import { clientsFeature } from '../../features/clients/clients.feature.ts';
import { contractsFeature } from '../../features/contracts/contracts.feature.ts';
import { dashboardFeature } from '../../features/dashboard/dashboard.feature.ts';
import { evaluationsFeature } from '../../features/evaluations/evaluations.feature.ts';
import { holidaysFeature } from '../../features/holidays/holidays.feature.ts';
import { identityFeature } from '../../features/identity/identity.feature.ts';
import { kilometreMapsFeature } from '../../features/kilometre-maps/kilometre-maps.feature.ts';
import { landingFeature } from '../../features/landing/landing.feature.ts';
import { monthlyTripsFeature } from '../../features/monthly-trips/monthly-trips.feature.ts';
import { operationsFeature } from '../../features/operations/operations.feature.ts';
import { parametersFeature } from '../../features/parameters/parameters.feature.ts';
import { peopleFeature } from '../../features/people/people.feature.ts';
import { postsFeature } from '../../features/posts/posts.feature.ts';
import { projectSummaryFeature } from '../../features/project-summary/project-summary.feature.ts';
import { projectsFeature } from '../../features/projects/projects.feature.ts';
import { provisioningFeature } from '../../features/provisioning/provisioning.feature.ts';
import { roadTripsFeature } from '../../features/road-trips/road-trips.feature.ts';
import { salaryReceiptsFeature } from '../../features/salary-receipts/salary-receipts.feature.ts';
import { searchFeature } from '../../features/search/search.feature.ts';
import { statusPagesFeature } from '../../features/status-pages/status-pages.feature.ts';
import { transportsFeature } from '../../features/transports/transports.feature.ts';
import { travelPassesFeature } from '../../features/travel-passes/travel-passes.feature.ts';
import { travelsFeature } from '../../features/travels/travels.feature.ts';
import { vacationsFeature } from '../../features/vacations/vacations.feature.ts';
import { workMapsFeature } from '../../features/work-maps/work-maps.feature.ts';
import type { FeatureManifest } from './feature-manifest.ts';

/**
 * Every feature, once: adding a feature is one line here. The router takes the public routes from
 * it; the shell, the dashboard and the person pages take the rest through `feature-pieces.ts`. The
 * list is in the entry bundle, so a manifest holds its pages and pieces behind imports: a feature
 * costs the sign-in page one import per piece, never its code. The order is the order of the menu
 * badges, dashboard cards and person-page tabs.
 */
export const FEATURES: FeatureManifest[] = [
  landingFeature,
  identityFeature,
  statusPagesFeature,
  dashboardFeature,
  accountsFeature,
  searchFeature,
  parametersFeature,
  provisioningFeature,
  peopleFeature,
  contractsFeature,
  clientsFeature,
  projectsFeature,
  projectSummaryFeature,
  workMapsFeature,
  holidaysFeature,
  vacationsFeature,
  travelPassesFeature,
  travelsFeature,
  kilometreMapsFeature,
  monthlyTripsFeature,
  roadTripsFeature,
  transportsFeature,
  salaryReceiptsFeature,
  allowancesFeature,
  evaluationsFeature,
  postsFeature,
  operationsFeature,
  auditTrailFeature,
];
