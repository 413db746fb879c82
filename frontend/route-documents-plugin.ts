// Writes the route shells of shared/route-documents.ts: index.html plus modulepreload links for
// the route's lazy chunk and every chunk it imports that the entry does not already load, and a
// preload of /config.json, which these routes read (src/lib/config.ts) before their first API call.
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { ROUTE_DOCUMENTS } from '../shared/route-documents';

const SOURCE_ROOT = path.join(import.meta.dirname, 'src');

/** The chunk and its static imports, transitively. */
function staticClosure(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') staticClosure(bundle, next, seen);
  }
  return seen;
}

export function routeDocuments(): Plugin {
  return {
    name: 'route-documents',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') throw new Error('route-documents: the build has no index.html');
      const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('route-documents: the build has no entry chunk');
      const loadedByEntry = staticClosure(bundle, entry);
      for (const route of ROUTE_DOCUMENTS) {
        const moduleId = path.join(SOURCE_ROOT, route.module);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === moduleId);
        if (!chunk) throw new Error(`route-documents: no chunk for ${route.module} (is it still a lazy route?)`);
        const links = [...staticClosure(bundle, chunk)]
          .filter((fileName) => !loadedByEntry.has(fileName))
          .map((fileName) => `    <link rel="modulepreload" crossorigin href="/${fileName}">`)
          .concat('    <link rel="preload" href="/config.json" as="fetch" crossorigin>')
          .join('\n');
        const html = String(shell.source).replace(/\n\s*<\/head>/, `\n${links}\n  </head>`);
        this.emitFile({ type: 'asset', fileName: route.document, source: html });
      }
    },
  };
}
