import { describe, expect, it } from 'vitest';
import { changeWording } from './figure-change';

describe('figure change', () => {
  it('says up or down with the percentage, and whether that is good news', () => {
    expect(changeWording(12.5, true)).toEqual({ direction: 'up', text: 'Up 12.5% from the previous period', tone: 'good' });
    expect(changeWording(-3, true)).toEqual({ direction: 'down', text: 'Down 3.0% from the previous period', tone: 'bad' });
    expect(changeWording(40, false).tone).toBe('bad');
    expect(changeWording(-40, false).tone).toBe('good');
    expect(changeWording(0, true).text).toBe('No change from the previous period');
    expect(changeWording(null, true)).toEqual({ direction: 'none', text: 'No previous figures to compare', tone: 'neutral' });
  });
});
