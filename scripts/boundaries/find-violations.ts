import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BOUNDARY_RULES, type BoundaryRule } from './boundary-rules.ts';

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

export function findViolations(root: string, sources: SourceFiles): Violation[] {
  const workspaces = readWorkspaces(root);
  const violations: Violation[] = [];
  for (const [file, text] of sources) {
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      const resolved = resolveImport(file, specifier, workspaces);
      if (!resolved) continue;
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
  return violations;
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
