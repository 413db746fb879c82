// The PDF writer's output, checked with poppler: pdftotext must find the text and pdftoppm must
// render every page. Those checks are skipped only where poppler-utils is not installed (CI
// installs it, see .ci/run); the structural checks always run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORT_TITLES, type FinancialReport, type Invoice } from '../../../shared/schemas/financials';
import { SAMPLE_BOOKS } from '../test-support/sample-books';
import { reportData } from '../reports/report-data';
import { invoicePdf } from './invoice-pdf';
import { centsToDecimal, reportCsv, reportPdf, totalLabel } from './report-export';

const PDFTOTEXT = '/usr/bin/pdftotext';
const PDFTOPPM = '/usr/bin/pdftoppm';
const hasPoppler = existsSync(PDFTOTEXT) && existsSync(PDFTOPPM);

function writeTemp(bytes: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'financials-pdf-'));
  const file = path.join(dir, 'document.pdf');
  writeFileSync(file, bytes);
  return file;
}

const textOf = (file: string) => execFileSync(PDFTOTEXT, ['-layout', file, '-'], { encoding: 'utf8' });

function renderedPages(file: string): number {
  execFileSync(PDFTOPPM, ['-png', '-r', '40', file, path.join(path.dirname(file), 'page')]);
  return readdirSync(path.dirname(file)).filter((name) => name.endsWith('.png')).length;
}

/** Every xref entry points at the "n 0 obj" it names. */
function expectValidXref(bytes: Buffer) {
  const text = bytes.toString('latin1');
  const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
  expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
  const entries = text.slice(xrefAt).split('\n').slice(3).filter((line) => / 00000 n $/.test(line));
  entries.forEach((line, index) => {
    const offset = Number(line.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
}

const invoice: Invoice = {
  invoiceId: 'i-1',
  invoiceNumber: 'INV-1042',
  providerId: 'p-1',
  providerName: 'Fresh Haul',
  customer: { name: 'Pat (Builder) O\u2019Neil', email: 'pat@example.com', phone: '4065550100', address: '9 Pine St, Missoula, MT 59801' },
  dateIssued: '2026-03-01',
  dateDue: '2026-03-15',
  status: 'unpaid',
  lineItems: Array.from({ length: 45 }, (_item, index) => ({ description: `Dumpster week ${index + 1} \\ roll-off`, quantity: 1, unitPriceCents: 10_000 + index })),
  amountCents: 45 * 10_000 + (44 * 45) / 2,
  notes: 'Gate code 1234. Caf\u00e9 around the corner.',
  terms: 'Payment due within 14 days of issue.',
  reminderCount: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const report = (type: FinancialReport['type']): FinancialReport => ({
  reportId: 'r-1',
  providerId: 'p-1',
  title: REPORT_TITLES[type],
  type,
  period: 'month',
  dateRange: { from: '2026-03-01', to: '2026-03-15' },
  generatedAt: '2026-03-15T12:00:00.000Z',
  data: reportData(type, SAMPLE_BOOKS, { from: '2026-03-01', to: '2026-03-15' }),
});

describe('invoice PDF', () => {
  const bytes = invoicePdf(invoice, { businessName: 'Fresh Haul', email: 'owner@freshhaul.example', phone: '4065550123', address: { street: '100 Broadway St', city: 'Missoula', state: 'MT', zipCode: '59801' } });

  it('is a PDF with a correct cross-reference table', () => {
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expectValidXref(bytes);
  });

  it.skipIf(!hasPoppler)('renders on two pages with the number, the customer, the escaped text and the total (poppler)', () => {
    const file = writeTemp(bytes);
    const text = textOf(file);
    expect(text).toContain('INV-1042');
    expect(text).toContain('Pat (Builder) O\u2019Neil');
    expect(text).toContain('Dumpster week 45 \\ roll-off');
    expect(text).toContain('Caf\u00e9');
    expect(text).toContain('$4,509.90');
    // Phones in the one format of every screen, e-mail and text (shared/phone.ts).
    expect(text).toContain('(406) 555-0123');
    expect(text).toContain('(406) 555-0100');
    expect(text).not.toContain('4065550100');
    // Dates as people read them, never stored ISO dates.
    expect(text).toMatch(/Date issued\s+Mar 1, 2026/);
    expect(text).toMatch(/Date due\s+Mar 15, 2026/);
    expect(text).toContain('Amount due: $4,509.90 by Mar 15, 2026');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).toContain('Page 2 of 2');
    expect(renderedPages(file)).toBe(2);
  });

  it.skipIf(!hasPoppler)('says when a paid invoice was paid, as people read dates (poppler)', () => {
    const paid: Invoice = { ...invoice, lineItems: invoice.lineItems.slice(0, 2), amountCents: 20_001, status: 'paid', paymentDate: '2026-03-09', paymentMethod: 'check' };
    const text = textOf(writeTemp(invoicePdf(paid, { businessName: 'Fresh Haul', phone: '+1 (406) 555-0123' })));
    expect(text).toMatch(/Paid on\s+Mar 9, 2026/);
    expect(text).toContain('Paid in full on Mar 9, 2026.');
    expect(text).toContain('(406) 555-0123');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});

describe('report exports', () => {
  it('writes the CSV rows of the report, cents as dollars', () => {
    const csv = reportCsv(report('service_areas'));
    expect(csv.split('\r\n')).toEqual([
      'Delivery ZIP,Rentals,Revenue (USD)',
      '59801,2,1120.00',
      '59802,1,300.00',
      'No ZIP (invoices without a rental),0,30.00',
      '',
      'Totals',
      'Rentals,3',
      'Revenue (USD),1450.00',
      '',
    ]);
    expect([centsToDecimal(-5), centsToDecimal(123_456)]).toEqual(['-0.05', '1234.56']);
  });

  it.each(['tax_summary', 'profit_loss'] as const)('ends the %s CSV with the totals the screen and PDF show', (type) => {
    const exported = report(type);
    const lines = reportCsv(exported).split('\r\n');
    const totals = lines.slice(lines.indexOf('Totals') + 1, -1);
    expect(lines[lines.indexOf('Totals') - 1]).toBe('');
    expect(totals).toEqual(Object.entries(exported.data.totals).map(([key, cents]) => `${totalLabel(key)} (USD),${centsToDecimal(cents)}`));
    const labels = totals.map((line) => line.split(',')[0]);
    expect(labels).toEqual(
      expect.arrayContaining(
        type === 'tax_summary'
          ? ['Revenue (USD)', 'Taxable profit (USD)', 'Estimated tax (USD)']
          : ['Revenue (USD)', 'Expenses (USD)', 'Net profit (USD)'],
      ),
    );
  });

  it('quotes fields with commas and defuses formulas', () => {
    const withText = report('profit_loss');
    withText.data.rows.push({ section: 'Expenses', item: '=HYPERLINK("x"), Inc', amountCents: 1 });
    expect(reportCsv(withText).split('\r\n')).toContain('Expenses,"\'=HYPERLINK(""x""), Inc",0.01');
  });

  it.skipIf(!hasPoppler)('renders the report PDF with its rows and totals (poppler)', () => {
    const bytes = reportPdf(report('dumpster_types'), 'Fresh Haul');
    expectValidXref(bytes);
    const file = writeTemp(bytes);
    const text = textOf(file);
    expect(text).toContain('Dumpster Type Performance');
    expect(text).toMatch(/20 yard\s+Construction\s+2\s+\$1,120\.00/);
    expect(text).toMatch(/Revenue\s+\$1,450\.00/);
    expect(renderedPages(file)).toBe(1);
  });
});
