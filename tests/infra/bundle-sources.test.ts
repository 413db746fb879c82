// The source-map attribution the bundle guards rely on agrees with esbuild's own account of a build.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bytesBySource, type SourceMapJson } from './bundle-sources';

describe('bytesBySource', () => {
  it("gives each source the bytes esbuild's metafile says it put in a minified bundle", async () => {
    const outfile = join(mkdtempSync(join(tmpdir(), 'bundle-sources-')), 'index.mjs');
    const { metafile } = await build({
      entryPoints: [join(import.meta.dirname, '../../functions/catalog/search-providers.ts')],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      minify: true,
      sourcemap: true,
      sourcesContent: false,
      metafile: true,
      logLevel: 'error',
    });
    const attributed = bytesBySource(readFileSync(outfile, 'utf8'), JSON.parse(readFileSync(`${outfile}.map`, 'utf8')) as SourceMapJson);
    const inputs = Object.entries(Object.values(metafile.outputs).find((output) => output.entryPoint)!.inputs);
    expect(inputs.length).toBeGreaterThan(20);
    for (const [input, { bytesInOutput }] of inputs) {
      const source = [...attributed.keys()].find((key) => key.endsWith(input.replace(/^(\.\.\/)+/, '')));
      // A module that only re-exports puts nothing in the bundle, and has no mapping.
      const bytes = source === undefined ? 0 : attributed.get(source)!;
      // Separators between minified statements, and the entry's export clause, map to a neighbour or to nothing: a few dozen bytes at most.
      expect(Math.abs(bytes - bytesInOutput), input).toBeLessThanOrEqual(Math.max(64, bytesInOutput * 0.01));
    }
  });
});
