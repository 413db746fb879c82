import { describe, expect, it } from 'vitest';
import { inventoryUpdateSchema } from '../../../../../shared/schemas/provider-portal';
import { availabilityLevel, draftOf, inventoryChartRows, inventoryInputOf, parseCount, saveFailureMessage } from './inventory-levels';

const totals = { yard5: 0, yard10: 2, yard15: 0, yard20: 3, yard30: 0, yard40: 1 };

describe('inventory levels', () => {
  it('fills the bar on a 20-unit scale and colours it by the share available', () => {
    expect(availabilityLevel(12)).toEqual({ percent: 60, tone: 'high', text: '12 of 20 available' });
    expect(availabilityLevel(11)).toMatchObject({ percent: 55, tone: 'medium' });
    expect(availabilityLevel(6)).toMatchObject({ percent: 30, tone: 'medium' });
    expect(availabilityLevel(5)).toMatchObject({ percent: 25, tone: 'low' });
    expect(availabilityLevel(0)).toEqual({ percent: 0, tone: 'low', text: '0 of 20 available' });
    expect(availabilityLevel(25)).toEqual({ percent: 100, tone: 'high', text: '25 available, more than 20' });
  });

  it('accepts whole numbers from 0 only', () => {
    expect(parseCount('0')).toBe(0);
    expect(parseCount(' 12 ')).toBe(12);
    expect(parseCount('')).toBeUndefined();
    expect(parseCount('2.5')).toBeUndefined();
    expect(parseCount('-1')).toBeUndefined();
    expect(parseCount('1e3')).toBeUndefined();
    expect(parseCount('10001')).toBeUndefined();
  });

  it('builds the save request from the typed totals, which the shared schema takes or refuses per field', () => {
    const draft = { ...draftOf(totals), yard30: '4' };
    expect(inventoryUpdateSchema.parse(inventoryInputOf(draft, ['construction'], '2026-11-20T10:00:00.000Z'))).toEqual({
      dumpsterInventory: { ...totals, yard30: 4 },
      dumpsterTypes: ['construction'],
      expectedUpdatedAt: '2026-11-20T10:00:00.000Z',
    });
    const bad = inventoryUpdateSchema.safeParse(inventoryInputOf({ ...draft, yard5: '', yard10: '1e3' }, [], '2026-11-20T10:00:00.000Z'));
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['dumpsterInventory.yard5', 'dumpsterInventory.yard10', 'dumpsterTypes']);
  });

  it('words a refusal with the spec prefix exactly once', () => {
    expect(saveFailureMessage('Failed to save changes: too few')).toBe('Failed to save changes: too few');
    expect(saveFailureMessage('Something went wrong.')).toBe('Failed to save changes: Something went wrong.');
  });

  it('charts in use and available for every size', () => {
    const rows = inventoryChartRows({ inUse: { ...totals, yard10: 1 }, available: { ...totals, yard10: 1 } });
    expect(rows.map((row) => row.size)).toEqual(['5 yd', '10 yd', '15 yd', '20 yd', '30 yd', '40 yd']);
    expect(rows[1]).toEqual({ size: '10 yd', inUse: 1, available: 1 });
  });
});
