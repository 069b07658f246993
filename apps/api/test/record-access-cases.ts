import { ERASURE_RECORD_ACCESS } from '../src/modules/erasure/erasure.record-access.ts';
import { DOMAIN_MANIFESTS } from '../src/modules/modules.ts';
import type { RecordAccessCase } from './record-access.ts';

/**
 * Every module's record-access cases, from the `recordAccess` of its manifest
 * (`<domain>.manifest.ts`, listed in modules/modules.ts), in the modules' order, then the
 * erasure module's (given the manifests by app.ts, so it has none).
 */
export const RECORD_ACCESS_CASES: RecordAccessCase[] = [
  ...(
    await Promise.all(DOMAIN_MANIFESTS.map((manifest) => manifest.recordAccess?.() ?? []))
  ).flat(),
  ...ERASURE_RECORD_ACCESS,
];
