// Provider financials in the browser: an invoice moves revenue and outstanding, an expense keeps
// its receipt, and a report exports as a PDF that renders and a CSV whose rows are the screen's.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerFreshProvider, signInThroughPage } from './support/fresh-provider';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
}

function figure(page: Page, title: string) {
  return page
    .getByRole('list', { name: 'Figures for the period' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

/** Cells as the screen and the CSV both hold them, with money written the same way. */
const normalise = (cell: string) => cell.trim().replace(/^\$|,/g, '').replace(/^\((.*)\)$/, '-$1');

function csvRows(text: string): string[][] {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => (line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? []).slice(0, -1).map((cell) => cell.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')));
}

test('an invoice paid, an expense with a receipt, and a report exported as PDF and CSV', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const provider = await registerFreshProvider(baseURL!);
  await signInThroughPage(page, provider.email, provider.password, '/provider/financials');
  await expect(figure(page, 'Revenue')).toContainText('$0.00');
  await expect(figure(page, 'Outstanding')).toContainText('$0.00');

  // An invoice for $450: outstanding until it is paid, then revenue.
  await page.getByRole('link', { name: 'Create Invoice' }).click();
  await page.getByLabel('Customer name').fill('Avery Builders');
  await page.getByLabel('Customer email').fill('billing@avery.example');
  await page.getByLabel('Line 1 Description').fill('20-yard roll-off, one week');
  await page.getByLabel('Line 1 Quantity').fill('1');
  await page.getByLabel('Line 1 Unit price ($)').fill('450');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Invoice' }).click();
  await expect(page.getByText('Invoice created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/provider\/financials\/invoice\//);
  // The address changes before the saved invoice's page replaces the form: wait for its heading.
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Invoice INV-\d{4}$/);
  const number = ((await heading.textContent()) ?? '').replace('Invoice ', '').trim();
  expect(number).toMatch(/^INV-\d{4}$/);

  await page.goto('/provider/financials');
  await expect(figure(page, 'Outstanding')).toContainText('$450.00');
  await expect(figure(page, 'Revenue')).toContainText('$0.00');

  await page.getByRole('tab', { name: 'Invoices' }).click();
  await page.getByRole('button', { name: `Mark Paid for ${number}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Payment method').selectOption('check');
  await dialog.getByRole('button', { name: 'Mark as Paid' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Financial Overview' }).click();
  await expect(figure(page, 'Revenue')).toContainText('$450.00');
  await expect(figure(page, 'Outstanding')).toContainText('$0.00');
  await expectAccessible(page);

  // An expense with a photographed receipt.
  await page.getByRole('link', { name: 'Add Expense' }).click();
  await page.getByLabel('Category').selectOption('Fuel');
  await page.getByLabel('Vendor').fill('Big Sky Fuel');
  await page.getByLabel('Amount ($)').fill('120');
  await page.getByLabel('Receipt').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save Expense' }).click();
  await expect(page.getByText('Expense recorded successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/provider\/financials$/, { timeout: 10_000 });
  await expect(figure(page, 'Expenses')).toContainText('$120.00');
  await expect(figure(page, 'Profit')).toContainText('$330.00');

  // A profit & loss report for the month, on screen and exported.
  await page.goto('/provider/financials/reports');
  await page.getByLabel('Report type').selectOption('profit_loss');
  await page.getByLabel('Period').selectOption('month');
  await page.getByRole('button', { name: 'Generate Report' }).click();
  await expect(page).toHaveURL(/\/provider\/financials\/reports\/profit_loss\?report=/);
  const table = page.getByRole('region', { name: /table$/ });
  await expect(table).toContainText('450.00');
  await expectAccessible(page);
  const screenRows = await table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? '')),
  );

  expect(screenRows.length).toBeGreaterThan(0);
  const folder = mkdtempSync(path.join(tmpdir(), 'report-'));
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csvPath = path.join(folder, 'report.csv');
  await csvDownload.saveAs(csvPath);
  const [, ...csvData] = csvRows(readFileSync(csvPath, 'utf8'));
  expect(csvData.slice(0, screenRows.length).map((row) => row.map(normalise))).toEqual(screenRows.map((row) => row.map(normalise)));

  const [pdfDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PDF' }).click()]);
  const pdfPath = path.join(folder, 'report.pdf');
  await pdfDownload.saveAs(pdfPath);
  expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe('%PDF-');
  // Rendered by poppler, as a reader would (installed by .ci/run).
  test.skip(!existsSync('/usr/bin/pdftoppm'), 'poppler-utils is not installed');
  execFileSync('pdftoppm', ['-png', '-r', '50', pdfPath, path.join(folder, 'page')]);
  const pages = readdirSync(folder).filter((name) => name.startsWith('page') && name.endsWith('.png'));
  expect(pages.length).toBeGreaterThan(0);
  expect(execFileSync('pdftotext', [pdfPath, '-']).toString()).toMatch(/Profit/);
});

test('the period choices fill whole rows on a phone, and report pages line up with Back', async ({ page, baseURL }) => {
  const provider = await registerFreshProvider(baseURL!);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInThroughPage(page, provider.email, provider.password, '/provider/financials');
  const group = page.getByRole('group', { name: 'Period' });
  await expect(group.getByRole('button', { name: 'Month' })).toBeVisible();
  const box = (await group.boundingBox())!;
  const buttons = await group.getByRole('button').evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect()).map(({ left, right, top }) => ({ left, right, top })));
  // Every row ends at the group's right edge: no empty cell after the last choice.
  for (const top of new Set(buttons.map((button) => Math.round(button.top)))) {
    const row = buttons.filter((button) => Math.round(button.top) === top);
    expect(Math.max(...row.map((button) => button.right))).toBeGreaterThan(box.x + box.width - 2);
  }

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/provider/financials/reports');
    const back = page.getByRole('link', { name: /Back/ });
    const heading = page.getByRole('heading', { name: 'Financial Reports', level: 1 });
    await expect(heading).toBeVisible();
    expect(Math.abs((await heading.boundingBox())!.x - (await back.boundingBox())!.x), `at ${width} px`).toBeLessThan(2);
  }
});
