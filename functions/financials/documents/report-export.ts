// A generated report as CSV (the report's rows under its column labels, then its totals; cents
// written as dollars with two decimals, so spreadsheets sum them) and as a PDF (the same table,
// then the totals and notes).
import { formatUsd } from '../../../shared/money';
import type { FinancialReport, ReportData } from '../../../shared/schemas/financials';
import { FlowingPdf } from '../../platform/documents/pdf-layout';
import { COUNT_TOTALS } from '../reports/report-data';

/** 123456 → "1234.56", -5 → "-0.05". */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function csvField(value: string): string {
  // A leading =, +, - or @ would make a spreadsheet evaluate the cell as a formula.
  const safe = /^[=+\-@]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const cellText = (column: ReportData['columns'][number], value: string | number | undefined, money: (cents: number) => string) =>
  value === undefined ? '' : column.kind === 'cents' ? money(Number(value)) : String(value);

export function reportCsv(report: FinancialReport): string {
  const { columns, rows, totals } = report.data;
  const lines = [
    columns.map((column) => csvField(column.kind === 'cents' ? `${column.label} (USD)` : column.label)).join(','),
    ...rows.map((row) => columns.map((column) => csvField(cellText(column, row[column.key], centsToDecimal))).join(',')),
    // The totals the screen and the PDF show, under the rows after a blank line (so a sum over a
    // column stops at the rows), one label and value per line.
    '',
    'Totals',
    ...Object.entries(totals).map(([key, value]) =>
      COUNT_TOTALS.has(key) ? `${csvField(totalLabel(key))},${value}` : `${csvField(`${totalLabel(key)} (USD)`)},${centsToDecimal(value)}`,
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** "netProfitCents" → "Net profit". */
export function totalLabel(key: string): string {
  const words = key.replace(/Cents$/, '').replace(/([A-Z])/g, ' $1').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function reportPdf(report: FinancialReport, businessName: string): Buffer {
  const pdf = new FlowingPdf(report.title, `${businessName} - ${report.title} - generated ${report.generatedAt.slice(0, 10)}`);
  pdf.paragraph(businessName, { size: 10, gray: 0.35 });
  pdf.paragraph(report.title, { font: 'bold', size: 18 });
  pdf.paragraph(`${report.dateRange.from} to ${report.dateRange.to}`, { size: 10, gray: 0.35 });
  pdf.space(10);
  const { columns, rows, totals, notes } = report.data;
  pdf.table(
    columns.map((column) => ({ label: column.label, width: column.kind === 'text' ? 3 : 1.4, align: column.kind === 'text' ? ('left' as const) : ('right' as const) })),
    rows.length > 0
      ? rows.map((row) => ({ cells: columns.map((column) => cellText(column, row[column.key], formatUsd)) }))
      : [{ cells: columns.map((_column, index) => (index === 0 ? 'No activity in this period' : '')) }],
  );
  pdf.space(16);
  pdf.table(
    [
      { label: 'Totals', width: 3 },
      { label: '', width: 1.4, align: 'right' },
    ],
    Object.entries(totals).map(([key, value]) => ({ cells: [totalLabel(key), COUNT_TOTALS.has(key) ? String(value) : formatUsd(value)], bold: true })),
    10,
  );
  pdf.space(12);
  for (const note of notes) pdf.paragraph(note, { size: 9, gray: 0.35 });
  return pdf.toBuffer();
}
