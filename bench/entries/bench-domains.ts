import type { BenchDomain } from '../lib/bench-domain.ts';
import { accountsBench } from './accounts.bench.ts';
import { allowancesBench } from './allowances.bench.ts';
import { auditTrailBench } from './audit-trail.bench.ts';
import { clientsBench } from './clients.bench.ts';
import { contractsBench } from './contracts.bench.ts';
import { crmCryptoDashboardsBench } from './crm-crypto-dashboards.bench.ts';
import { dashboardBench } from './dashboard.bench.ts';
import { evaluationsBench } from './evaluations.bench.ts';
import { identityBench } from './identity.bench.ts';
import { kilometreMapsBench } from './kilometre-maps.bench.ts';
import { metricsBench } from './metrics.bench.ts';
import { monthlyTripsBench } from './monthly-trips.bench.ts';
import { operationsBench } from './operations.bench.ts';
import { peopleBench } from './people.bench.ts';
import { personalDataBench } from './personal-data.bench.ts';
import { postsBench } from './posts.bench.ts';
import { projectSummaryBench } from './project-summary.bench.ts';
import { projectsBench } from './projects.bench.ts';
import { provisioningBench } from './provisioning.bench.ts';
import { roadTripsBench } from './road-trips.bench.ts';
import { salaryReceiptsBench } from './salary-receipts.bench.ts';
import { travelPassesBench } from './travel-passes.bench.ts';
import { travelStateBench } from './travel-state.bench.ts';
import { travelsBench } from './travels.bench.ts';
import { vacationsBench } from './vacations.bench.ts';
import { webBench } from './web.bench.ts';
import { workMapsBench } from './work-maps.bench.ts';

/**
 * Every domain's bench entries, run in this order on each engine; their goals are listed in this
 * order too (ours/bare ratios first, then the budgets). A domain with a new entry adds it to its
 * `<domain>.bench.ts` (the bare route to `<domain>.bare.ts`); a new domain is one line here.
 */
export const BENCH_DOMAINS: BenchDomain<unknown>[] = [
  identityBench,
  accountsBench,
  // The login page's budget comes after HR's bytes on the wire and before the payroll upload's.
  webBench,
  peopleBench,
  projectsBench,
  projectSummaryBench,
  clientsBench,
  crmCryptoDashboardsBench,
  contractsBench,
  workMapsBench,
  vacationsBench,
  travelPassesBench,
  salaryReceiptsBench,
  allowancesBench,
  travelsBench,
  roadTripsBench,
  monthlyTripsBench,
  travelStateBench,
  evaluationsBench,
  postsBench,
  dashboardBench,
  provisioningBench,
  operationsBench,
  auditTrailBench,
  personalDataBench,
  metricsBench,
  // Its sends write months that PGlite's bare copy of the database does not hold: last.
  kilometreMapsBench,
];
