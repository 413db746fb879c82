// Budget: the first route's JavaScript under 150 KB gzipped, and the provider portal, its
// financials and the operator console lazy-loaded (chunks of their own, outside the first route).
// A production Vite build with a manifest, written beside the cache so frontend/dist is untouched.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { routeChunks, type ViteManifest } from './route-chunks';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT_DIR = path.join(ROOT, 'node_modules/.cache/bench-site');

/** Routes measured, each with the lazy modules it loads on top of the entry (paths from frontend/). */
const MEASURED_ROUTES: { route: string; lazy: string[] }[] = [
  { route: '/', lazy: [] },
  { route: '/results', lazy: ['src/features/search/results-page.tsx'] },
  { route: '/dumpster/:id', lazy: ['src/features/listings/listing-detail-page.tsx'] },
  { route: '/provider/dashboard', lazy: ['src/features/provider/portal-layout.tsx', 'src/features/provider/provider-dashboard-page.tsx'] },
  { route: '/provider/financials', lazy: ['src/features/provider/portal-layout.tsx', 'src/features/provider/financials/financials-page.tsx'] },
  { route: '/operator', lazy: ['src/features/operator/operator-console-page.tsx'] },
];

/** Chunks that must stay out of the first route. */
const MUST_BE_LAZY = [
  { name: 'provider portal', module: 'src/features/provider/portal-layout.tsx' },
  { name: 'financials', module: 'src/features/provider/financials/financials-page.tsx' },
  { name: 'operator console', module: 'src/features/operator/operator-console-page.tsx' },
];

interface RouteSize {
  route: string;
  chunks: number;
  gzipBytes: number;
  rawBytes: number;
}

export interface FrontendSizes {
  routes: RouteSize[];
  lazy: { name: string; chunk: string; separate: boolean; gzipBytes: number }[];
}

export async function benchFrontendSizes(): Promise<FrontendSizes> {
  await build({
    configFile: path.join(ROOT, 'frontend/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(path.join(OUT_DIR, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) {
      const content = readFileSync(path.join(OUT_DIR, file));
      size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  const firstRoute = new Set(routeChunks(manifest, 'index.html', []));
  const routes = MEASURED_ROUTES.map(({ route, lazy }) => {
    const files = routeChunks(manifest, 'index.html', lazy);
    return {
      route,
      chunks: files.length,
      gzipBytes: files.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
      rawBytes: files.reduce((sum, file) => sum + sizeOf(file).raw, 0),
    };
  });
  const lazy = MUST_BE_LAZY.map(({ name, module }) => {
    const entry = manifest[module];
    if (!entry) throw new Error(`${module} is not in the Vite manifest`);
    return { name, chunk: entry.file, separate: entry.isDynamicEntry === true && !firstRoute.has(entry.file), gzipBytes: sizeOf(entry.file).gzip };
  });
  for (const row of routes) console.log(`  ${row.route}: ${(row.gzipBytes / 1024).toFixed(1)} KB gzipped JS in ${row.chunks} chunks`);
  return { routes, lazy };
}
