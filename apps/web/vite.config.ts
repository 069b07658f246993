import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';
import rootPackage from '../../package.json' with { type: 'json' };
import { precompress } from './build/precompress.ts';

const API_ORIGIN = 'http://localhost:3000';
const PROXIED_PREFIXES = ['/api', '/connect', '/account', '/health', '/files'];
/** What a feature lends the shell: the modules its manifest (`<feature>.feature.ts`) imports lazily. */
const FEATURE_PIECE = /features[\\/][^\\/]+[\\/][^\\/]+\.(routes|badges|tabs|panels)\.ts$/;

/**
 * Every feature's pieces, and the modules only they import, in one chunk: the manifests sit in the
 * entry, where an import of a chunk of its own costs the sign-in page its unique file name each
 * (about 300 bytes for all), and one chunk loads in one request with the first /app navigation.
 * Modules others import too stay in their own chunks, so this chunk imports others and none
 * imports it (no cycle between chunks, hence no need for each group's dependencies).
 */
function lentPieces(id: string, context: ChunkingContext): string | null {
  const onlyForPieces = (moduleId: string, seen: Set<string>): boolean => {
    if (FEATURE_PIECE.test(moduleId)) return true;
    const info = context.getModuleInfo(moduleId);
    if (!info || info.dynamicImporters.length > 0 || info.importers.length === 0) return false;
    if (seen.has(moduleId)) return false;
    seen.add(moduleId);
    return info.importers.every((importer) => onlyForPieces(importer, seen));
  };
  return onlyForPieces(id, new Set()) ? 'lent-pieces' : null;
}
const SIGN_IN_PAGE = path.resolve(import.meta.dirname, 'src/features/identity/login-page.tsx');
const LIBRARY = /node_modules[\\/]/;
const signInModulesByPass = new WeakMap<ChunkingContext, Set<string>>();

function staticImports(id: string, context: ChunkingContext, found = new Set<string>()) {
  if (found.has(id)) return found;
  found.add(id);
  for (const imported of context.getModuleInfo(id)?.importedIds ?? []) {
    staticImports(imported, context, found);
  }
  return found;
}

/**
 * The libraries the sign-in page imports (React, the router, the MUI parts it shows, Emotion) in
 * one chunk: spread over the few dozen chunks each page's use would make, they cost the sign-in page
 * about 9 KiB more gzipped (each file compressed alone, and the imports between them). The other
 * pages use most of it; a library module the sign-in page does not import stays with the pages
 * that do. It imports no other chunk but the runtime's, so no cycle between chunks.
 */
function signInLibraries(id: string, context: ChunkingContext): string | null {
  if (!LIBRARY.test(id)) return null;
  let signInModules = signInModulesByPass.get(context);
  if (!signInModules) {
    signInModules = staticImports(SIGN_IN_PAGE, context);
    signInModulesByPass.set(context, signInModules);
  }
  return signInModules.has(id) ? 'sign-in-libraries' : null;
}

/** Pages a visitor opens before signing in: their chunks' imports are preloaded with them. */
const PUBLIC_PAGE_CHUNK = /(landing|login|register|forgot-password|reset-password)-page-/;

export default defineConfig({
  plugins: [react(), precompress()],
  // Quadro's one version is the root package.json's; the sidebar shows it.
  define: { 'import.meta.env.QUADRO_VERSION': JSON.stringify(rootPackage.version) },
  server: {
    proxy: Object.fromEntries(PROXIED_PREFIXES.map((prefix) => [prefix, API_ORIGIN])),
    fs: { allow: ['../..'] },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry carries, for each lazy page, the list of files to preload with it: for the dozens
    // of /app pages that list outweighs what preloading saves, and the sign-in page must stay
    // under its budget. /app pages load their imports when they load; public pages keep preloading.
    modulePreload: {
      resolveDependencies: (chunk, deps, { hostType }) =>
        hostType === 'html' || PUBLIC_PAGE_CHUNK.test(chunk) ? deps : [],
    },
    rolldownOptions: {
      output: {
        // The router in one chunk (what the sign-in page's libraries leave of it): split by what
        // each page happens to use, its parts compress worse.
        codeSplitting: {
          groups: [
            { name: signInLibraries, debugName: 'sign-in-libraries' },
            { name: 'router', test: /node_modules[\\/]react-router/ },
            { name: lentPieces, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
