import { describe, expect, it } from 'vitest';
import { localFirst } from './zip-provider';

describe('the provider a text order goes to', () => {
  const ranked = [
    { businessName: 'StarHaul National', state: 'IL' },
    { businessName: 'Capital City Dumpsters', state: 'OH' },
    { businessName: 'Scioto Roll-Off Co.', state: 'OH' },
  ];

  it('is the first local one in the search order, though a national hauler is cheaper', () => {
    expect(localFirst(ranked, 'OH')?.businessName).toBe('Capital City Dumpsters');
  });

  it('is the search order first where no provider is based in the state', () => {
    expect(localFirst(ranked, 'IN')?.businessName).toBe('StarHaul National');
    expect(localFirst([], 'OH')).toBeUndefined();
  });
});
