import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNameMismatches, readDomainNames } from './domain-names.ts';
import { findApiPathLiterals, findViolations, readSources } from './find-violations.ts';
import { checkModuleGraph, GRAPH_DOC } from './module-graph.ts';

/**
 * `npm run lint` runs this: every import must respect the boundaries in boundary-rules.ts, the API
 * modules must not import each other in a cycle, no `/api/…` path is written outside the
 * contract's endpoints, the module graph in docs/architecture.md must be the tree's
 * (module-graph.ts), and web features and API modules must carry the same names (domain-names.ts).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sources = readSources(root);
const violations = findViolations(root, sources);
const pathLiterals = findApiPathLiterals(sources);
for (const literal of pathLiterals) {
  console.error(
    `${literal.file}:${literal.line}: writes '${literal.literal}'\n  ${literal.rule}: ${literal.because}`,
  );
}
if (pathLiterals.length > 0) {
  console.error(`\n${pathLiterals.length} /api path literal(s) outside packages/contract.`);
}
for (const violation of violations) {
  console.error(
    `${violation.file}: imports '${violation.imports}' (${violation.resolved})\n  ${violation.rule}: ${violation.because}`,
  );
}
const cycles = violations.filter((violation) => violation.cycle).length;
if (violations.length > 0) {
  console.error(
    `\n${violations.length - cycles} import(s) cross a module boundary; ${cycles} module import(s) close a cycle.`,
  );
}
if (violations.length > 0 || pathLiterals.length > 0) process.exit(1);
const nameMismatches = findNameMismatches(readDomainNames(root));
for (const mismatch of nameMismatches) console.error(mismatch.problem);
if (nameMismatches.length > 0) {
  console.error(
    `\n${nameMismatches.length} domain name(s) do not line up (scripts/boundaries/domain-names.ts).`,
  );
  process.exit(1);
}
if (!checkModuleGraph(root, sources).upToDate) {
  console.error(`${GRAPH_DOC}: the module graph is out of date: run npm run graph.`);
  process.exit(1);
}
console.log(
  'Module boundaries: no violations, no module cycle, no /api path literal outside the contract; domain names line up; the module graph is up to date.',
);
