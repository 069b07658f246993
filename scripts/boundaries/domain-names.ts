import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * One rule: a web feature, an API module and a contract file carry the same name. A web feature
 * needs an API module or a contract file of its name; an API module needs a web feature of its
 * name. The names below are one-sided on purpose, each with its reason.
 */
export const ONE_SIDED = {
  /** Web features with neither an API module nor a contract file of their name. */
  web: {
    landing: 'the public front page: it reads what other modules serve',
    'status-pages': 'the error and not-found pages',
  },
  /** API modules whose screens are in another feature or in the shell, or that have none. */
  api: {
    appearance:
      "the shell's own look: app/shell/appearance draws it on every page, so no feature owns it",
    'calendar-events': "its events are drawn in the vacations feature's team calendar",
    'days-away': 'a read model other modules query; no screen of its own',
    erasure: "its one button is on the people feature's employee page",
    help: "the shell's help drawer shows it on every page",
    'personal-data': 'downloaded from the profile and employee pages',
  },
} as const satisfies Record<'web' | 'api', Record<string, string>>;

export interface DomainNames {
  web: readonly string[];
  api: readonly string[];
  /** Contract files' domains: `x` for `x.ts` and `x.endpoints.ts`. */
  contract: readonly string[];
}

export interface NameMismatch {
  name: string;
  problem: string;
}

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

export function readDomainNames(root: string): DomainNames {
  const contractFiles = readdirSync(path.join(root, 'packages/contract/src'));
  return {
    web: folders(path.join(root, 'apps/web/src/features')),
    api: folders(path.join(root, 'apps/api/src/modules')),
    contract: contractFiles
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => file.replace(/(\.endpoints)?\.ts$/, '')),
  };
}

export function findNameMismatches(
  names: DomainNames,
  oneSided: { web: Record<string, string>; api: Record<string, string> } = ONE_SIDED,
): NameMismatch[] {
  const api = new Set(names.api);
  const web = new Set(names.web);
  const contract = new Set(names.contract);
  const mismatches: NameMismatch[] = [];
  for (const feature of names.web) {
    const matched = api.has(feature) || contract.has(feature);
    if (!matched && !(feature in oneSided.web)) {
      mismatches.push({
        name: feature,
        problem: `web feature '${feature}' has no API module or contract file of its name`,
      });
    }
    if (matched && feature in oneSided.web) {
      mismatches.push({
        name: feature,
        problem: `web feature '${feature}' now has a module or contract file: take it off ONE_SIDED.web`,
      });
    }
  }
  for (const module of names.api) {
    if (!web.has(module) && !(module in oneSided.api)) {
      mismatches.push({
        name: module,
        problem: `API module '${module}' has no web feature of its name`,
      });
    }
    if (web.has(module) && module in oneSided.api) {
      mismatches.push({
        name: module,
        problem: `API module '${module}' now has a web feature: take it off ONE_SIDED.api`,
      });
    }
  }
  for (const [side, listed] of Object.entries(oneSided)) {
    const present = side === 'web' ? web : api;
    for (const name of Object.keys(listed)) {
      if (!present.has(name)) {
        mismatches.push({
          name,
          problem: `ONE_SIDED.${side} names '${name}', which does not exist`,
        });
      }
    }
  }
  return mismatches;
}
