import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  BOUNDARY_RULES,
  type BoundaryRule,
  MODULE_CYCLE_RULE,
  PUBLIC_TABLE_RULE,
} from './boundary-rules.ts';

/** Folders whose TypeScript is checked, relative to the repository root. */
const SCANNED = ['apps/api/src', 'apps/api/test', 'apps/web/src', 'packages/contract/src', 'bench'];
const SKIPPED = new Set(['node_modules', 'dist', 'results', 'data']);
const IMPORT =
  /(?:^|[\s;}])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export interface Violation {
  rule: string;
  because: string;
  file: string;
  imports: string;
  resolved: string;
  /** For a module cycle: the modules around it, the first one repeated last. */
  cycle?: string[];
}

export type SourceFiles = Map<string, string>;

export function readSources(root: string): SourceFiles {
  const sources: SourceFiles = new Map();
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory() && !SKIPPED.has(entry.name)) walk(relative);
      else if (entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        sources.set(relative, readFileSync(path.join(root, relative), 'utf8'));
      }
    }
  };
  for (const dir of SCANNED) walk(dir);
  return sources;
}

/** Workspace package names to folders, and their "exports" maps. */
function readWorkspaces(root: string) {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return (workspaces as string[]).map((dir) => {
    const manifest = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    return { dir, name: manifest.name as string, exports: manifest.exports ?? {} };
  });
}

type Workspace = ReturnType<typeof readWorkspaces>[number];

interface Resolved {
  path: string;
  /** Reached through a workspace package's "exports" map. */
  exported: boolean;
}

function resolvePackage(specifier: string, workspaces: Workspace[]): Resolved | undefined {
  const workspace = workspaces.find(
    (candidate) => specifier === candidate.name || specifier.startsWith(`${candidate.name}/`),
  );
  if (!workspace) return undefined;
  const subpath = `.${specifier.slice(workspace.name.length)}`;
  for (const [key, target] of Object.entries(workspace.exports as Record<string, string>)) {
    const [prefix = '', suffix = ''] = key.split('*');
    const matches = key.includes('*')
      ? subpath.startsWith(prefix) && subpath.endsWith(suffix)
      : subpath === key;
    if (!matches) continue;
    const star = subpath.slice(prefix.length, subpath.length - suffix.length);
    return { path: path.posix.join(workspace.dir, target.replace('*', star)), exported: true };
  }
  return { path: `${workspace.dir}/(not exported)${subpath.slice(1)}`, exported: false };
}

function resolveImport(file: string, specifier: string, workspaces: Workspace[]) {
  if (!specifier.startsWith('.')) return resolvePackage(specifier, workspaces);
  return { path: path.posix.join(path.posix.dirname(file), specifier), exported: false };
}

function breaks(rule: BoundaryRule, file: string, resolved: Resolved): boolean {
  const match = rule.from.exec(file);
  if (!match) return false;
  if (rule.allowExportedEntryPoints && resolved.exported) return false;
  const fill = (pattern: string) => new RegExp(pattern.replaceAll('$1', match[1] ?? ''));
  if (!fill(rule.to).test(resolved.path)) return false;
  return !(rule.allowed && fill(rule.allowed).test(resolved.path));
}

/** Every import of a file, resolved. */
function* importsOf(file: string, text: string, workspaces: Workspace[]) {
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? '';
    const resolved = resolveImport(file, specifier, workspaces);
    if (resolved) yield { specifier, resolved };
  }
}

const API_MODULE = /^apps\/api\/src\/modules\/([^/]+)\//;

/** One import from a file of API module `from` into API module `to`. */
export interface ModuleImport {
  from: string;
  to: string;
  file: string;
  imports: string;
  resolved: string;
}

/** The imports between API modules (tests left out), sorted by file then import. */
export function moduleImports(root: string, sources: SourceFiles): ModuleImport[] {
  const workspaces = readWorkspaces(root);
  const found: ModuleImport[] = [];
  for (const [file, text] of sources) {
    const from = API_MODULE.exec(file)?.[1];
    if (!from || file.endsWith('.test.ts')) continue;
    for (const { specifier, resolved } of importsOf(file, text, workspaces)) {
      const to = API_MODULE.exec(resolved.path)?.[1];
      if (to && to !== from) {
        found.push({ from, to, file, imports: specifier, resolved: resolved.path });
      }
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.imports.localeCompare(b.imports));
}

/** Module → the modules it imports, each with the first import that does. */
export function moduleGraph(imports: ModuleImport[]): Map<string, Map<string, ModuleImport>> {
  const graph = new Map<string, Map<string, ModuleImport>>();
  for (const edge of imports) {
    const targets = graph.get(edge.from) ?? new Map<string, ModuleImport>();
    if (!targets.has(edge.to)) targets.set(edge.to, edge);
    graph.set(edge.from, targets);
  }
  return graph;
}

/** The shortest chain of imports from `start` to `goal`, as modules, or undefined. */
function shortestPath(
  graph: Map<string, Map<string, ModuleImport>>,
  start: string,
  goal: string,
): string[] | undefined {
  const previous = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  for (let module = queue.shift(); module !== undefined; module = queue.shift()) {
    if (module === goal) {
      const path = [goal];
      for (let step = previous.get(goal); step; step = previous.get(step)) path.unshift(step);
      return path;
    }
    for (const next of [...(graph.get(module)?.keys() ?? [])].sort()) {
      if (!previous.has(next)) {
        previous.set(next, module);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/**
 * One violation per module edge that closes a cycle: A imports B while B reaches A again, named
 * by the shortest such cycle (A → B → … → A) and the first file of A that imports B.
 */
export function findModuleCycles(root: string, sources: SourceFiles): Violation[] {
  const graph = moduleGraph(moduleImports(root, sources));
  const violations: Violation[] = [];
  for (const [from, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    for (const [to, edge] of [...targets].sort(([a], [b]) => a.localeCompare(b))) {
      const back = shortestPath(graph, to, from);
      if (!back) continue;
      const cycle = [from, ...back];
      violations.push({
        rule: MODULE_CYCLE_RULE.name,
        because: `${MODULE_CYCLE_RULE.because}: ${cycle.join(' → ')}`,
        file: edge.file,
        imports: edge.imports,
        resolved: edge.resolved,
        cycle,
      });
    }
  }
  return violations;
}

const TABLE = /export\s+const\s+(\w+)\s*=\s*pgTable\s*\(/g;
const RE_EXPORT = /export\s*(\*|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g;

/** The tables a file defines (`export const x = pgTable(…)`). */
function tablesOf(text: string | undefined): string[] {
  return [...(text ?? '').matchAll(TABLE)].map((match) => match[1] ?? '');
}

/** The names an `export { a, type B, c as d }` list takes from its source (a, B, c). */
function namesOf(list: string): string[] {
  return list
    .slice(1, -1)
    .split(',')
    .map((entry) =>
      entry
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim(),
    )
    .filter((name): name is string => Boolean(name));
}

/** Public files of API modules that export a Drizzle table (people's `users` aside). */
export function findPublicTables(sources: SourceFiles): Violation[] {
  const violations: Violation[] = [];
  for (const [file, text] of sources) {
    if (!PUBLIC_TABLE_RULE.publicFile.test(file)) continue;
    const exported: Array<{ table: string; imports: string; resolved: string }> = [];
    for (const table of tablesOf(text)) exported.push({ table, imports: table, resolved: file });
    for (const match of text.matchAll(RE_EXPORT)) {
      const [, list = '', specifier = ''] = match;
      const resolved = path.posix.join(path.posix.dirname(file), specifier);
      const tables = tablesOf(sources.get(resolved));
      const names = list === '*' ? tables : namesOf(list).filter((name) => tables.includes(name));
      for (const table of names) exported.push({ table, imports: specifier, resolved });
    }
    for (const { table, imports, resolved } of exported) {
      const allowed = PUBLIC_TABLE_RULE.allowed.some(
        (exception) => exception.file === file && exception.table === table,
      );
      if (allowed) continue;
      violations.push({
        rule: PUBLIC_TABLE_RULE.name,
        because: `${PUBLIC_TABLE_RULE.because}: '${table}' is a pgTable`,
        file,
        imports,
        resolved,
      });
    }
  }
  return violations;
}

export function findViolations(root: string, sources: SourceFiles): Violation[] {
  const workspaces = readWorkspaces(root);
  const violations: Violation[] = [];
  for (const [file, text] of sources) {
    for (const { specifier, resolved } of importsOf(file, text, workspaces)) {
      for (const rule of BOUNDARY_RULES) {
        if (breaks(rule, file, resolved)) {
          violations.push({
            rule: rule.name,
            because: rule.because,
            file,
            imports: specifier,
            resolved: resolved.path,
          });
        }
      }
    }
  }
  return [...violations, ...findPublicTables(sources), ...findModuleCycles(root, sources)];
}

export interface ApiPathLiteral {
  rule: string;
  because: string;
  file: string;
  line: number;
  literal: string;
}

/** An `/api/…` path written as a string or template literal. */
const API_PATH_LITERAL = /['"`]\/api\/[\w:${-][^'"`]*/g;
/** The app code that must reach endpoints through the contract. */
const ENDPOINT_USERS = /^apps\/(api|web)\/src\//;
/** Tests call the wire itself; record-access cases are test-only. */
const WIRE_TESTS = /\.test\.tsx?$|\.record-access\.ts$/;
const COMMENT_LINE = /^\s*(\/\/|\/\*|\*)/;

/**
 * Every `/api` endpoint is described once, in packages/contract's `<domain>.endpoints.ts`: the API
 * registers it with `route()`, the web calls it with `apiRequest()`, links come from
 * `endpointUrl()`. A path literal anywhere else in the apps' code is a second description.
 */
export function findApiPathLiterals(sources: SourceFiles): ApiPathLiteral[] {
  const found: ApiPathLiteral[] = [];
  for (const [file, text] of sources) {
    if (!ENDPOINT_USERS.test(file) || WIRE_TESTS.test(file)) continue;
    text.split('\n').forEach((line, index) => {
      if (COMMENT_LINE.test(line)) return;
      for (const match of line.matchAll(API_PATH_LITERAL)) {
        found.push({
          rule: 'endpoints-live-in-the-contract',
          because:
            'an /api path is written once, in packages/contract/src/<domain>.endpoints.ts: use the endpoint (route, apiRequest, endpointUrl)',
          file,
          line: index + 1,
          literal: match[0].slice(1),
        });
      }
    });
  }
  return found;
}
