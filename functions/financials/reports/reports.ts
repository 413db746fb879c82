// Reports: generated from the books for a period and stored as computed, so reading, CSV and PDF
// later show exactly what was generated. Another provider's report answers 404.
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../../shared/messages';
import {
  FINANCIAL_MESSAGES as M,
  REPORT_TITLES,
  type CreateReportInput,
  type FinancialReport,
  type FinancialReportsQuery,
  type FinancialReportsResponse,
} from '../../../shared/schemas/financials';
import { notFound } from '../../platform/errors';
import { readListPage } from '../../platform/list-page';
import { booksOf } from '../tallies/tally-reads';
import type { FinancialsDeps } from '../deps';
import { reportCsv, reportPdf } from '../documents/report-export';
import { financialDate, periodRange } from '../../../shared/financial-periods';
import { reportData } from './report-data';

export async function generateReport(deps: FinancialsDeps, providerId: string, input: CreateReportInput): Promise<FinancialReport> {
  const now = deps.clock();
  const today = financialDate(now);
  const dateRange = periodRange(input.period, today);
  const books = await booksOf(deps.store, providerId, {
    range: dateRange,
    today,
    byRental: input.type === 'service_areas' || input.type === 'dumpster_types',
    receivables: input.type === 'balance_sheet',
  });
  const report: FinancialReport = {
    reportId: (deps.newId ?? randomUUID)(),
    providerId,
    title: REPORT_TITLES[input.type],
    type: input.type,
    period: input.period,
    dateRange,
    generatedAt: now.toISOString(),
    data: reportData(input.type, books, dateRange),
  };
  await deps.store.entities.financialReport.create(report).go();
  return report;
}

/** The attributes a report list shows: everything but the figures, which only a report's page reads. */
const SUMMARY_ATTRIBUTES = ['reportId', 'providerId', 'title', 'type', 'period', 'dateRange', 'generatedAt'] as const;

/** A page of the provider's reports, newest first: one Query of their byProvider index (gsi1), read without the figures. */
export async function listReports(deps: FinancialsDeps, providerId: string, query: FinancialReportsQuery): Promise<FinancialReportsResponse> {
  const reports = deps.store.entities.financialReport.query.byProvider({ providerId });
  const { type } = query;
  if (type) reports.where((report, { eq }) => eq(report.type, type));
  const page = await readListPage(query.cursor, () =>
    reports.go({ order: 'desc', limit: query.limit, cursor: query.cursor, attributes: SUMMARY_ATTRIBUTES }),
  );
  return { reports: page.data, nextCursor: page.cursor };
}

export async function getReport(deps: FinancialsDeps, providerId: string, reportId: string): Promise<FinancialReport> {
  const { data } = await deps.store.entities.financialReport.get({ reportId }).go();
  if (!data || data.providerId !== providerId) throw notFound(M.reportNotFound);
  return data;
}

const fileName = (report: FinancialReport, extension: string) => `${report.type}-${report.dateRange.from}-${report.dateRange.to}.${extension}`;

export async function reportCsvFile(deps: FinancialsDeps, providerId: string, reportId: string) {
  const report = await getReport(deps, providerId, reportId);
  return { filename: fileName(report, 'csv'), body: reportCsv(report) };
}

export async function reportPdfFile(deps: FinancialsDeps, providerId: string, reportId: string) {
  const [report, { data: profile }] = await Promise.all([
    getReport(deps, providerId, reportId),
    deps.store.entities.providerProfile.get({ providerId }).go(),
  ]);
  if (!profile) throw notFound(MESSAGES.providerNotFound);
  return { filename: fileName(report, 'pdf'), body: reportPdf(report, profile.businessName) };
}
