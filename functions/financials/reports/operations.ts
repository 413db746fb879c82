// The report routes of the financials domain (policy 'provider'): generate, list, read, export.
import { createReportSchema, reportParamsSchema } from '../../../shared/schemas/financials';
import { defineOperation, respond, respondFile } from '../../platform/http/operation';
import type { FinancialsDeps } from '../deps';
import { generateReport, getReport, listReports, reportCsvFile, reportPdfFile } from './reports';

export const reportOperations = {
  listReports: defineOperation({}, ({ caller }, deps: FinancialsDeps) => listReports(deps, caller!.userId)),
  generateReport: defineOperation({ body: createReportSchema }, async ({ caller, body }, deps: FinancialsDeps) =>
    respond(201, await generateReport(deps, caller!.userId, body)),
  ),
  getReport: defineOperation({ params: reportParamsSchema }, ({ caller, params }, deps: FinancialsDeps) =>
    getReport(deps, caller!.userId, params.reportId),
  ),
  getReportCsv: defineOperation({ params: reportParamsSchema }, async ({ caller, params }, deps: FinancialsDeps) => {
    const { filename, body } = await reportCsvFile(deps, caller!.userId, params.reportId);
    return respondFile(body, 'text/csv; charset=utf-8', filename);
  }),
  getReportPdf: defineOperation({ params: reportParamsSchema }, async ({ caller, params }, deps: FinancialsDeps) => {
    const { filename, body } = await reportPdfFile(deps, caller!.userId, params.reportId);
    return respondFile(body, 'application/pdf', filename);
  }),
};
