import { describe, expect, it } from 'vitest';
import { contributorName, topContributors } from './contributors';

describe('contributorName', () => {
  it('names packages, scoped packages, zod sub-trees and project folders', () => {
    expect(contributorName('node_modules/electrodb/src/entity.js')).toBe('electrodb');
    expect(contributorName('node_modules/@middy/core/index.js')).toBe('@middy/core');
    expect(contributorName('node_modules/zod/v4/core/schemas.js')).toBe('zod/v4/core');
    expect(contributorName('node_modules/zod/v4/classic/schemas.js')).toBe('zod/v4/classic');
    expect(contributorName('node_modules/zod/index.js')).toBe('zod');
    expect(contributorName('functions/catalog/index.ts')).toBe('functions/catalog');
    expect(contributorName('<define:x>')).toBe('<define:x>');
  });
});

describe('topContributors', () => {
  it('sums by contributor and keeps the largest first', () => {
    const top = topContributors(
      [
        { input: 'node_modules/electrodb/a.js', bytes: 100 },
        { input: 'node_modules/electrodb/b.js', bytes: 50 },
        { input: 'shared/schemas/x.ts', bytes: 120 },
        { input: 'node_modules/jose/a.js', bytes: 10 },
      ],
      2,
    );
    expect(top).toEqual([
      { name: 'electrodb', bytes: 150 },
      { name: 'shared/schemas', bytes: 120 },
    ]);
  });
});
