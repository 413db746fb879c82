// The smoke test's report: one aligned row per check, then the totals, in plain text that reads the
// same in a terminal and in a CI log.
import type { SmokeResult, SmokeRow } from './run-smoke';

const RESULT_LABELS: Record<SmokeResult, string> = { pass: 'pass', fail: 'FAIL', skipped: 'skipped' };

export function renderSmokeTable(rows: readonly SmokeRow[]): string {
  const cells = rows.map((row) => [row.check, RESULT_LABELS[row.result], row.result === 'skipped' ? '-' : String(row.ms), row.detail]);
  const header = ['check', 'result', 'ms', 'detail'];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (cell: string[]) =>
    cell
      .map((text, column) => (column === 2 ? text.padStart(widths[column]!) : column === 3 ? text : text.padEnd(widths[column]!)))
      .join('  ');
  const count = (result: SmokeResult) => rows.filter((row) => row.result === result).length;
  return [
    line(header),
    line(widths.map((width, column) => '-'.repeat(column === 3 ? Math.min(width, 60) : width))),
    ...cells.map(line),
    '',
    `${rows.length} checks: ${count('pass')} passed, ${count('fail')} failed, ${count('skipped')} skipped`,
  ].join('\n');
}
