// The report routes of the financials domain (policy 'provider'): generate, list, read, export.
import { operationsOf, respondFile } from '../../platform/http/operation';
import type { FinancialsDeps } from '../deps';
import { generateReport, getReport, listReports, reportCsvFile, reportPdfFile } from './reports';

export const reportOperations = operationsOf<'financials'>()({
  listReports: ({ caller, query }, deps: FinancialsDeps) => listReports(deps, caller!.userId, query),
  generateReport: ({ caller, body }, deps: FinancialsDeps) => generateReport(deps, caller!.userId, body),
  getReport: ({ caller, params }, deps: FinancialsDeps) => getReport(deps, caller!.userId, params.reportId),
  getReportCsv: async ({ caller, params }, deps: FinancialsDeps) => {
    const { filename, body } = await reportCsvFile(deps, caller!.userId, params.reportId);
    return respondFile(body, 'text/csv; charset=utf-8', filename);
  },
  getReportPdf: async ({ caller, params }, deps: FinancialsDeps) => {
    const { filename, body } = await reportPdfFile(deps, caller!.userId, params.reportId);
    return respondFile(body, 'application/pdf', filename);
  },
});
