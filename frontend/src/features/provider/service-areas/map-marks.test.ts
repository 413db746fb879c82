import { describe, expect, it } from 'vitest';
import { mapLabel, markPrimaryZips } from './map-marks';

describe('mapLabel', () => {
  it('sums the map up in words', () => {
    expect(mapLabel(2, 25, 48)).toBe('Map of 2 primary ZIP codes with a 25-mile radius covering 48 ZIP codes');
    expect(mapLabel(1, 5, 1)).toBe('Map of 1 primary ZIP code with a 5-mile radius covering 1 ZIP code');
    expect(mapLabel(3, 100, 2600)).toBe('Map of 3 primary ZIP codes with a 100-mile radius covering 2,600 ZIP codes');
    expect(mapLabel(0, 25, 0)).toBe('Map of the United States: no primary ZIP codes chosen yet');
  });
});

describe('markPrimaryZips', () => {
  it('labels each ZIP beside its dot, moving a label that would cover another, and leaves out points off the map', () => {
    const marks = markPrimaryZips([
      { zipCode: '43215', point: [100, 100] },
      { zipCode: '43201', point: [110, 104] },
      { zipCode: '43004', point: [200, 100] },
      { zipCode: '00601', point: null },
    ]);
    expect(marks.map((mark) => [mark.zipCode, mark.label])).toEqual([
      ['43215', { x: 110, y: 92 }],
      ['43201', { x: 60, y: 96 }],
      ['43004', { x: 210, y: 92 }],
    ]);
  });

  it('leaves a ZIP unlabelled when every place beside it is taken', () => {
    const crowd = Array.from({ length: 6 }, (_, index) => ({ zipCode: String(43200 + index), point: [100 + index, 100] as [number, number] }));
    const labelled = markPrimaryZips(crowd).filter((mark) => mark.label);
    expect(labelled.length).toBe(4);
  });
});
