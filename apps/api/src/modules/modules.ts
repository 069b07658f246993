import { accountsModule } from './accounts/accounts.module.ts';
import { allowancesModule } from './allowances/allowances.module.ts';
import { clientsModule } from './clients/clients.module.ts';
import { contractsModule } from './contracts/contracts.module.ts';
import { holidaysModule } from './holidays/holidays.module.ts';
import { identityModule } from './identity/identity.module.ts';
import { parametersModule } from './parameters/parameters.module.ts';
import { peopleModule } from './people/people.module.ts';
import { projectsModule } from './projects/projects.module.ts';
import { salaryReceiptsModule } from './salary-receipts/salary-receipts.module.ts';
import { transportsModule } from './transports/transports.module.ts';
import { travelPassesModule } from './travel-passes/travel-passes.module.ts';
import { vacationsModule } from './vacations/vacations.module.ts';
import { workMapsModule } from './work-maps/work-maps.module.ts';

/** Every domain module, registered by the app in this order: adding a module is one line here. */
export const DOMAIN_MODULES = [
  identityModule,
  peopleModule,
  accountsModule,
  parametersModule,
  contractsModule,
  clientsModule,
  projectsModule,
  holidaysModule,
  workMapsModule,
  vacationsModule,
  travelPassesModule,
  transportsModule,
  salaryReceiptsModule,
  allowancesModule,
];
