import type { ModuleManifest } from '../module-manifest.ts';
import { peopleErasure } from './people.erasure.ts';
import { peopleModule } from './people.module.ts';
import { PEOPLE_PERSONAL_DATA } from './people.personal-data.ts';
import { seedDemoInterests, seedDemoPeople, seedDemoPictures } from './people.seed.ts';

/** Who each person is. The demo people come first (every other step finds them by e-mail); their interests next; their pictures once the catalogue steps ran, when the seed has a file store. */
export const peopleManifest: ModuleManifest = {
  name: 'people',
  plugin: peopleModule,
  demoSeed: [
    { order: 10, run: (tx, { passwordHash }) => seedDemoPeople(tx, passwordHash) },
    { order: 20, run: (tx) => seedDemoInterests(tx) },
    {
      order: 80,
      run: async (tx, { files }) => {
        if (files) await seedDemoPictures(tx, files, new Date());
      },
    },
  ],
  recordAccess: async () => (await import('./people.record-access.ts')).PEOPLE_RECORD_ACCESS,
  personalData: PEOPLE_PERSONAL_DATA,
  erasure: peopleErasure,
};
