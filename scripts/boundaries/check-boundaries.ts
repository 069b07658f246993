import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findViolations, readSources } from './find-violations.ts';

/**
 * `npm run lint` runs this: every import must respect the boundaries in boundary-rules.ts, and the
 * API modules must not import each other in a cycle.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const violations = findViolations(root, readSources(root));
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
  process.exit(1);
}
console.log('Module boundaries: no violations, no module cycle.');
