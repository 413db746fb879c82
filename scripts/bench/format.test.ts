import { describe, expect, it } from 'vitest';
import { kb, table, verdict } from './format';

describe('format', () => {
  it('formats kilobytes with one decimal', () => {
    expect(kb(1536)).toBe('1.5 KB');
    expect(kb(300 * 1024)).toBe('300.0 KB');
  });

  it('marks missed budgets in bold', () => {
    expect(verdict(true)).toBe('met');
    expect(verdict(false)).toBe('**NOT met**');
  });

  it('renders a Markdown table with right-aligned columns', () => {
    expect(table(['Name', 'Size'], [['a', 1], ['b', '2 KB']], ['l', 'r'])).toBe(
      ['| Name | Size |', '| --- | ---: |', '| a | 1 |', '| b | 2 KB |'].join('\n'),
    );
  });
});
