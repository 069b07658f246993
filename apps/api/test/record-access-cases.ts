import { ERASURE_RECORD_ACCESS } from '../src/modules/erasure/erasure.record-access.ts';
import { DOMAIN_MANIFESTS } from '../src/modules/modules.ts';
import { PERSONAL_DATA_RECORD_ACCESS } from '../src/modules/personal-data/personal-data.record-access.ts';
import type { RecordAccessCase } from './record-access.ts';

/**
 * Every module's record-access cases, from the `recordAccess` of its manifest
 * (`<domain>.manifest.ts`, listed in modules/modules.ts), in the modules' order, then the cases of
 * the modules app.ts gives every manifest (personal-data, erasure), which have no manifest.
 */
export const RECORD_ACCESS_CASES: RecordAccessCase[] = [
  ...(
    await Promise.all(DOMAIN_MANIFESTS.map((manifest) => manifest.recordAccess?.() ?? []))
  ).flat(),
  ...PERSONAL_DATA_RECORD_ACCESS,
  ...ERASURE_RECORD_ACCESS,
];
