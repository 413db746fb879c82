import { describe, expect, it } from 'vitest';
import { isYes, keywordOf, parseDeliveryDate, parsePeriod, parseStreet, parseZip } from './text-readers';

// 15:00 UTC on Nov 23, 2026 (a Monday) is 7:00 in Los Angeles: "tomorrow" is Nov 24.
const NOW = new Date('2026-11-23T15:00:00Z');

describe('reading texts', () => {
  it('knows the carrier keywords in any case', () => {
    expect(['STOP', 'stop', 'Unsubscribe', 'quit.', 'CANCEL'].map(keywordOf)).toEqual(['stop', 'stop', 'stop', 'stop', 'stop']);
    expect(['START', 'unstop'].map(keywordOf)).toEqual(['start', 'start']);
    expect(['HELP', 'info'].map(keywordOf)).toEqual(['help', 'help']);
    expect(keywordOf('please stop by')).toBeUndefined();
    expect(['back', 'BACK.', 'go back', 'Previous'].map(keywordOf)).toEqual(['back', 'back', 'back', 'back']);
  });

  it('reads a yes as people text it', () => {
    expect(['YES', 'y', 'Yes.', 'ok', 'yep', 'correct'].every(isYes)).toBe(true);
    expect(['no', 'yes please call', '12/5', ''].some(isYes)).toBe(false);
  });

  it('reads ZIP codes with or without a label or ZIP+4', () => {
    expect(parseZip('43215')).toBe('43215');
    expect(parseZip('ZIP 43215')).toBe('43215');
    expect(parseZip('zip code: 43215-1234')).toBe('43215');
    expect(parseZip('4321')).toBeUndefined();
    expect(parseZip('43215 43216')).toBeUndefined();
  });

  it('reads periods as numbers or words', () => {
    expect(['1', '3 days', '3-day', 'three days'].map(parsePeriod)).toEqual(['threeDay', 'threeDay', 'threeDay', 'threeDay']);
    expect(['2', 'week', 'Weekly', 'a week', '7 days'].map(parsePeriod)).toEqual(['weekly', 'weekly', 'weekly', 'weekly', 'weekly']);
    expect(['3', 'month', 'MONTHLY', 'one month', '30 days'].map(parsePeriod)).toEqual(['monthly', 'monthly', 'monthly', 'monthly', 'monthly']);
    expect(['0', '4', 'soon', ''].map(parsePeriod)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('reads delivery dates as texters write them', () => {
    const date = (text: string) => parseDeliveryDate(text, NOW, 'America/Los_Angeles');
    expect(date('12/5')).toEqual({ date: '2026-12-05' });
    expect(date('12/05/2026')).toEqual({ date: '2026-12-05' });
    expect(date('12/5/26')).toEqual({ date: '2026-12-05' });
    expect(date('2026-12-05')).toEqual({ date: '2026-12-05' });
    expect(date('Tomorrow')).toEqual({ date: '2026-11-24' });
    // A month and day already past this year mean next year's.
    expect(date('1/15')).toEqual({ date: '2027-01-15' });
    // Today's own month and day is today (too soon), never silently next year.
    expect(date('11/23')).toEqual({ problem: 'tooSoon', earliest: '2026-11-24' });
    expect(date('Dec 5')).toEqual({ date: '2026-12-05' });
    expect(date('december 5th')).toEqual({ date: '2026-12-05' });
    expect(date('Dec. 5, 2026')).toEqual({ date: '2026-12-05' });
    expect(date('5 Dec')).toEqual({ date: '2026-12-05' });
    expect(date('jan 15')).toEqual({ date: '2027-01-15' });
    // Weekdays: the next one after today (NOW is Monday, Nov 23).
    expect(date('Friday')).toEqual({ date: '2026-11-27' });
    expect(date('mon')).toEqual({ date: '2026-11-30' });
    expect(date('2026-11-23')).toEqual({ problem: 'tooSoon', earliest: '2026-11-24' });
    expect(date('2/30/2027')).toMatchObject({ problem: 'unreadable' });
    expect(date('someday')).toMatchObject({ problem: 'unreadable' });
  });

  it('reads "tomorrow" on the clock of the delivery ZIP, as the web checkout does', () => {
    // 03:00 UTC on Nov 24 is still Nov 23 in Los Angeles, already Nov 24 in New York.
    expect(parseDeliveryDate('tomorrow', new Date('2026-11-24T03:00:00Z'), 'America/Los_Angeles')).toEqual({ date: '2026-11-24' });
    expect(parseDeliveryDate('tomorrow', new Date('2026-11-24T06:30:00Z'), 'America/New_York')).toEqual({ date: '2026-11-25' });
  });

  it('accepts a street line with a house number', () => {
    expect(parseStreet('  12   Elm St ')).toBe('12 Elm St');
    expect(parseStreet('4500 N High Street Apt 2')).toBe('4500 N High Street Apt 2');
    expect(parseStreet('Elm St')).toBeUndefined();
    expect(parseStreet('12/5')).toBeUndefined();
  });

});
