import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { moduleGraph, moduleImports, readSources, type SourceFiles } from './find-violations.ts';

/**
 * The graph of API module imports (the same scan as the boundaries check, tests left out) as a
 * Mermaid flowchart, kept in docs/architecture.md between two marker comments.
 * `npm run graph` writes it; `npm run lint` (check-boundaries.ts) fails when it is out of date.
 */

export const GRAPH_DOC = 'docs/architecture.md';
const START = '<!-- module-graph:start (npm run graph writes this block) -->';
const END = '<!-- module-graph:end -->';

const nodeId = (module: string) => module.replaceAll('-', '_');

/** Every module folder of the API, imported or not. */
function modulesOf(sources: SourceFiles): string[] {
  const modules = new Set<string>();
  for (const file of sources.keys()) {
    const module = /^apps\/api\/src\/modules\/([^/]+)\//.exec(file)?.[1];
    if (module) modules.add(module);
  }
  return [...modules].sort();
}

export function renderModuleGraph(root: string, sources: SourceFiles): string {
  const graph = moduleGraph(moduleImports(root, sources));
  const lines = ['```mermaid', 'flowchart LR'];
  for (const module of modulesOf(sources)) lines.push(`  ${nodeId(module)}[${module}]`);
  for (const [from, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    for (const to of [...targets.keys()].sort()) lines.push(`  ${nodeId(from)} --> ${nodeId(to)}`);
  }
  lines.push('```');
  return lines.join('\n');
}

/** The doc with the graph block replaced, or an error when the markers are missing. */
export function withModuleGraph(doc: string, graph: string): string {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${GRAPH_DOC} lacks the module graph markers`);
  return `${doc.slice(0, start + START.length)}\n${graph}\n${doc.slice(end)}`;
}

/** Whether the doc's graph is the tree's; what the doc should be either way. */
export function checkModuleGraph(root: string, sources: SourceFiles) {
  const current = readFileSync(path.join(root, GRAPH_DOC), 'utf8');
  const expected = withModuleGraph(current, renderModuleGraph(root, sources));
  return { upToDate: current === expected, expected };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const { upToDate, expected } = checkModuleGraph(root, readSources(root));
  if (upToDate) console.log(`${GRAPH_DOC}: the module graph is up to date.`);
  else {
    writeFileSync(path.join(root, GRAPH_DOC), expected);
    console.log(`${GRAPH_DOC}: module graph written.`);
  }
}
