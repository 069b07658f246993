import { accountsManifest } from './accounts/accounts.manifest.ts';
import { allowancesManifest } from './allowances/allowances.manifest.ts';
import { appearanceManifest } from './appearance/appearance.manifest.ts';
import { auditTrailManifest } from './audit-trail/audit-trail.manifest.ts';
import { calendarEventsManifest } from './calendar-events/calendar-events.manifest.ts';
import { clientsManifest } from './clients/clients.manifest.ts';
import { contractsManifest } from './contracts/contracts.manifest.ts';
import { daysAwayManifest } from './days-away/days-away.manifest.ts';
import { evaluationsManifest } from './evaluations/evaluations.manifest.ts';
import { helpManifest } from './help/help.manifest.ts';
import { holidaysManifest } from './holidays/holidays.manifest.ts';
import { identityManifest } from './identity/identity.manifest.ts';
import { kilometreMapsManifest } from './kilometre-maps/kilometre-maps.manifest.ts';
import type { ModuleManifest } from './module-manifest.ts';
import { monthlyTripsManifest } from './monthly-trips/monthly-trips.manifest.ts';
import { operationsManifest } from './operations/operations.manifest.ts';
import { parametersManifest } from './parameters/parameters.manifest.ts';
import { peopleManifest } from './people/people.manifest.ts';
import { postsManifest } from './posts/posts.manifest.ts';
import { projectSummaryManifest } from './project-summary/project-summary.manifest.ts';
import { projectsManifest } from './projects/projects.manifest.ts';
import { provisioningManifest } from './provisioning/provisioning.manifest.ts';
import { roadTripsManifest } from './road-trips/road-trips.manifest.ts';
import { salaryReceiptsManifest } from './salary-receipts/salary-receipts.manifest.ts';
import { transportsManifest } from './transports/transports.manifest.ts';
import { travelPassesManifest } from './travel-passes/travel-passes.manifest.ts';
import { travelsManifest } from './travels/travels.manifest.ts';
import { vacationsManifest } from './vacations/vacations.manifest.ts';
import { workMapsManifest } from './work-maps/work-maps.manifest.ts';

/**
 * Every domain module's manifest (`<domain>/<domain>.manifest.ts`): adding a module is one line
 * here. The app registers the plugins in this order; the demo and scale seeds run the manifests'
 * steps in their own `order`; test/record-access-cases.ts loads every module's cases.
 */
export const DOMAIN_MANIFESTS: readonly ModuleManifest[] = [
  identityManifest,
  peopleManifest,
  accountsManifest,
  appearanceManifest,
  parametersManifest,
  contractsManifest,
  clientsManifest,
  projectsManifest,
  holidaysManifest,
  daysAwayManifest,
  workMapsManifest,
  vacationsManifest,
  calendarEventsManifest,
  travelPassesManifest,
  transportsManifest,
  salaryReceiptsManifest,
  allowancesManifest,
  kilometreMapsManifest,
  monthlyTripsManifest,
  roadTripsManifest,
  travelsManifest,
  projectSummaryManifest,
  evaluationsManifest,
  postsManifest,
  helpManifest,
  provisioningManifest,
  operationsManifest,
  auditTrailManifest,
];
