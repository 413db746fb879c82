// Serves the built SPA like CloudFront does in AWS: files from the bucket, and index.html for any
// path that is not a file (client-side routes). Hashed assets are cached for a year, index.html
// never; text is gzipped once and kept in memory.
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeDocumentFor } from '../../shared/route-documents';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

interface CachedFile {
  body: Buffer;
  gzipped?: Buffer;
  contentType: string;
  mtimeMs: number;
}

export function createStaticSite(root: string) {
  const cache = new Map<string, CachedFile>();

  function load(file: string): CachedFile | null {
    if (!existsSync(file) || !statSync(file).isFile()) return null;
    const { mtimeMs } = statSync(file);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached;
    const body = readFileSync(file);
    const contentType = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const compressible = /text|javascript|json|svg/.test(contentType) && body.length > 1024;
    const entry = { body, contentType, mtimeMs, ...(compressible ? { gzipped: gzipSync(body) } : {}) };
    cache.set(file, entry);
    return entry;
  }

  return {
    built: () => existsSync(path.join(root, 'index.html')),
    serve(request: IncomingMessage, response: ServerResponse, pathname: string): void {
      const relative = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
      let file = path.join(root, relative);
      if (!file.startsWith(root)) file = path.join(root, 'index.html');
      let entry = load(file);
      const isAsset = entry !== null && relative.startsWith('/assets/');
      if (!entry) {
        // Missing files with an extension are real 404s; anything else is a client-side route.
        if (path.extname(relative)) {
          response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
          return;
        }
        // Routes with their own shell (shared/route-documents.ts) get it, as CloudFront serves them.
        entry = load(path.join(root, routeDocumentFor(relative))) ?? load(path.join(root, 'index.html'));
      }
      if (!entry) {
        response
          .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
          .end('The site is not built yet. Run `npm run build` (npm start does this for you).');
        return;
      }
      const gzip = entry.gzipped && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(200, {
        'content-type': entry.contentType,
        'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : gzip ? entry.gzipped : entry.body);
    },
  };
}
