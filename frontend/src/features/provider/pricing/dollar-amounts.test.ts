import { describe, expect, it } from 'vitest';
import { centsToDollarText, dollarTextToCents } from './dollar-amounts';

describe('centsToDollarText', () => {
  it('drops the fraction of whole dollars and keeps two digits otherwise', () => {
    expect(centsToDollarText(5000)).toBe('50');
    expect(centsToDollarText(850)).toBe('8.50');
    expect(centsToDollarText(5)).toBe('0.05');
    expect(centsToDollarText(0)).toBe('0');
  });
});

describe('dollarTextToCents', () => {
  it('reads what people type, rounded to the cent', () => {
    expect(dollarTextToCents('8.5')).toBe(850);
    expect(dollarTextToCents('$1,200')).toBe(120000);
    expect(dollarTextToCents(' 12.345 ')).toBe(1235);
    expect(dollarTextToCents('.5')).toBe(50);
    expect(dollarTextToCents('0.1')).toBe(10);
    expect(dollarTextToCents('-3')).toBe(-300);
  });

  it('is NaN for anything that is not an amount', () => {
    expect(dollarTextToCents('')).toBeNaN();
    expect(dollarTextToCents('abc')).toBeNaN();
    expect(dollarTextToCents('1.2.3')).toBeNaN();
  });

  it('round-trips every cent amount', () => {
    for (const cents of [0, 1, 50, 99, 850, 5000, 123456]) expect(dollarTextToCents(centsToDollarText(cents))).toBe(cents);
  });
});
