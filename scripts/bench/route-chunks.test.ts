import { describe, expect, it } from 'vitest';
import { routeChunks, type ViteManifest } from './route-chunks';

const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['src/a.tsx', 'src/b.tsx'], css: ['assets/index.css'] },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  'src/a.tsx': { file: 'assets/a.js', isDynamicEntry: true, imports: ['_shared.js', 'index.html'] },
  'src/b.tsx': { file: 'assets/b.js', isDynamicEntry: true, imports: ['_shared.js'] },
};

describe('routeChunks', () => {
  it('loads the entry and its static imports, not its dynamic ones', () => {
    expect(routeChunks(manifest, 'index.html', [])).toEqual(['assets/index.js', 'assets/vendor.js']);
  });

  it('adds each lazy module and its imports once, following cycles back to the entry', () => {
    expect(routeChunks(manifest, 'index.html', ['src/a.tsx', 'src/b.tsx'])).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/a.js',
      'assets/shared.js',
      'assets/b.js',
    ]);
  });

  it('fails loudly on a module the build does not know', () => {
    expect(() => routeChunks(manifest, 'index.html', ['src/missing.tsx'])).toThrow(/missing/);
  });
});
