import { describe, expect, it } from 'vitest';
import { routeDocumentFor } from './route-documents';

describe('routeDocumentFor', () => {
  it('gives /results and a listing their own shells', () => {
    expect(routeDocumentFor('/results')).toBe('/results.html');
    expect(routeDocumentFor('/results/')).toBe('/results.html');
    expect(routeDocumentFor('/dumpster/3f2a')).toBe('/dumpster.html');
  });

  it('serves every other client-side route, and near misses, with index.html', () => {
    for (const pathname of ['/', '/search', '/results-old', '/dumpster', '/dumpster/', '/provider/dashboard', '/resultsx']) {
      expect(routeDocumentFor(pathname)).toBe('/index.html');
    }
  });
});
