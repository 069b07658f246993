import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runCommand } from './processes.ts';

export interface BundleFile {
  file: string;
  bytes: number;
  gzipBytes: number;
  why: string;
}

export interface BundleReport {
  status: 'measured' | 'not-built' | 'build-failed';
  /** How the login page's files were found. */
  method: string;
  files: BundleFile[];
  gzipBytes: number;
  note: string;
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const LOGIN_MODULE = /(^|\/)login[-_.]?page\.[jt]sx?$/i;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
}

/** The entry script and the modulepreload links of the built index.html, as dist-relative paths. */
function htmlScripts(html: string): { entries: string[]; preloads: string[] } {
  const entries: string[] = [];
  const preloads: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src && attribute(tag, 'type') === 'module') entries.push(src.replace(/^\//, ''));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href && attribute(tag, 'rel') === 'modulepreload') preloads.push(href.replace(/^\//, ''));
  }
  return { entries, preloads };
}

/** Static imports of a chunk's manifest entry, recursively (what the browser must fetch with it). */
function manifestClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) manifestClosure(manifest, imported, seen);
  return seen;
}

/** Without a manifest: relative static `import … from "./x.js"` statements of a built chunk. */
function chunkStaticImports(distDir: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !existsSync(path.join(distDir, file))) return seen;
  seen.add(file);
  const code = readFileSync(path.join(distDir, file), 'utf8');
  const pattern = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']\.\/([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) {
    chunkStaticImports(distDir, path.posix.join(path.posix.dirname(file), match[1] ?? ''), seen);
  }
  return seen;
}

function sizeOf(distDir: string, file: string, why: string): BundleFile {
  const content = readFileSync(path.join(distDir, file));
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length, why };
}

/**
 * JavaScript a first visit to /login downloads, gzipped: the entry script, its modulepreloads and
 * the /login route's lazy chunk with its static imports.
 */
export async function measureLoginBundle(options: {
  repoRoot: string;
  build: boolean;
}): Promise<BundleReport> {
  const webDir = path.join(options.repoRoot, 'apps/web');
  const distDir = path.join(webDir, 'dist');
  const empty = { files: [], gzipBytes: 0, method: '' };
  if (!existsSync(path.join(webDir, 'index.html'))) {
    return { ...empty, status: 'not-built', note: 'web app not built (no apps/web/index.html)' };
  }
  if (options.build) {
    const build = await runCommand('npm', ['run', 'build', '-w', '@quadro/web'], {
      cwd: options.repoRoot,
      timeoutMs: 300_000,
    });
    if (build.code !== 0) {
      return {
        ...empty,
        status: 'build-failed',
        note: `npm run build -w @quadro/web failed:\n${build.output.slice(-1_500)}`,
      };
    }
  }
  if (!existsSync(path.join(distDir, 'index.html'))) {
    return {
      ...empty,
      status: 'not-built',
      note: 'web app not built (no apps/web/dist/index.html)',
    };
  }

  const { entries, preloads } = htmlScripts(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const chosen = new Map<string, string>();
  const add = (file: string, why: string) => {
    if (file.endsWith('.js') && !chosen.has(file)) chosen.set(file, why);
  };
  for (const file of entries) add(file, 'entry');
  for (const file of preloads) add(file, 'modulepreload');

  let method: string;
  let note = '';
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
    for (const key of Object.keys(manifest).filter((name) => manifest[name]?.isEntry)) {
      for (const name of manifestClosure(manifest, key)) {
        const chunk = manifest[name];
        if (chunk) add(chunk.file, 'entry import');
      }
    }
    const loginKey = Object.keys(manifest).find((name) => LOGIN_MODULE.test(name));
    if (loginKey) {
      method = `Vite manifest (${loginKey} and its static imports)`;
      for (const name of manifestClosure(manifest, loginKey)) {
        const chunk = manifest[name];
        if (chunk) add(chunk.file, name === loginKey ? '/login route' : '/login import');
      }
    } else {
      method = 'Vite manifest, no login-page module found: entry and its imports only';
      note = 'The manifest lists no login-page module; the /login chunk is not counted.';
    }
  } else {
    const assetsDir = path.join(distDir, 'assets');
    const loginChunk = (existsSync(assetsDir) ? readdirSync(assetsDir) : [])
      .map((file) => `assets/${file}`)
      .find((file) => /(^|\/)login-page-[\w-]+\.js$/.test(file));
    method = 'index.html entry + modulepreload links (build.manifest is off)';
    note =
      "Vite's build.manifest is not enabled in apps/web/vite.config.ts, so the /login chunks are " +
      'found by file name (login-page-*.js) and by reading the static imports of the built chunks.';
    for (const file of entries) {
      for (const imported of chunkStaticImports(distDir, file)) add(imported, 'entry import');
    }
    if (loginChunk) {
      for (const file of chunkStaticImports(distDir, loginChunk)) {
        add(file, file === loginChunk ? '/login route (by name)' : '/login import');
      }
      method += ' + login-page-*.js chunk by name and its static imports';
    } else {
      note += ' No login-page-*.js chunk was found: only the entry and preloads are counted.';
    }
  }

  const files = [...chosen].map(([file, why]) => sizeOf(distDir, file, why));
  return {
    status: 'measured',
    method,
    files,
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    note,
  };
}
