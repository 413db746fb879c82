// Builds the SPA when frontend/dist is missing or older than its sources, so the first
// `npm start` after `npm install` (and every start after a code change) serves the current site.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const SITE_ROOT = path.join(ROOT, 'frontend/dist');
const SOURCES = ['frontend/src', 'frontend/public', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/route-documents-plugin.ts', 'shared'];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestChange(path.join(target, name))), stats.mtimeMs);
}

function spaBuildIsCurrent(): boolean {
  const index = path.join(SITE_ROOT, 'index.html');
  if (!existsSync(index)) return false;
  const built = statSync(index).mtimeMs;
  return SOURCES.every((source) => newestChange(path.join(ROOT, source)) <= built);
}

export async function ensureSpaBuild(log: (line: string) => void = console.log): Promise<void> {
  if (spaBuildIsCurrent()) return;
  log('Building the site (frontend/dist)...');
  const started = Date.now();
  const { build } = await import('vite');
  await build({ configFile: path.join(ROOT, 'frontend/vite.config.ts'), logLevel: 'warn' });
  log(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
