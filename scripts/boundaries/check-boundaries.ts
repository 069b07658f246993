import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findApiPathLiterals, findViolations, readSources } from './find-violations.ts';

/**
 * `npm run lint` runs this: every import must respect the boundaries in boundary-rules.ts, and no
 * `/api/…` path is written outside the contract's endpoints.
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
if (violations.length > 0) {
  console.error(`\n${violations.length} import(s) cross a module boundary.`);
}
if (violations.length > 0 || pathLiterals.length > 0) process.exit(1);
console.log('Module boundaries: no violations; no /api path literal outside the contract.');
