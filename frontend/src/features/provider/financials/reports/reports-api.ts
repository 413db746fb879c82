// The provider's generated reports: the list and one report (keys under ['provider', 'financials'],
// which every financial change invalidates), generating one, and downloading its CSV or PDF. The
// files come from the API with the bearer token, so they are fetched here and handed to the browser
// as a Blob download under the server's file name.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  financialReportSchema,
  financialReportsResponseSchema,
  type CreateReportInput,
  type FinancialReport,
} from '../../../../../../shared/schemas/financials';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { currentAccessToken } from '../../../../lib/auth-tokens';
import { loadConfig } from '../../../../lib/config';

export const REPORTS_KEY = ['provider', 'financials', 'reports'] as const;
export const reportKey = (reportId: string) => [...REPORTS_KEY, reportId] as const;

const reportPath = (reportId: string) => `/api/provider/reports/${encodeURIComponent(reportId)}`;

export function useReports() {
  return useQuery({
    queryKey: REPORTS_KEY,
    queryFn: ({ signal }) => apiGet('/api/provider/reports', financialReportsResponseSchema, { signal }),
  });
}

export function useReport(reportId: string | undefined) {
  return useQuery({
    queryKey: reportKey(reportId ?? ''),
    queryFn: ({ signal }) => apiGet(reportPath(reportId!), financialReportSchema, { signal }),
    enabled: Boolean(reportId),
    // A generated report never changes: it is stored as computed.
    staleTime: Infinity,
  });
}

export function generateReport(input: CreateReportInput) {
  return apiSend('POST', '/api/provider/reports', input, financialReportSchema);
}

/** A new report is known at once (its page opens without a fetch); every financial list refreshes. */
export function reportGenerated(queryClient: QueryClient, report: FinancialReport): Promise<void> {
  const invalidated = queryClient.invalidateQueries({ queryKey: ['provider', 'financials'] });
  // Set after the invalidation, which would otherwise mark the new report stale as well.
  queryClient.setQueryData(reportKey(report.reportId), report);
  return invalidated;
}

export type ReportFileKind = 'csv' | 'pdf';

export const EXPORT_FAILED = 'Failed to export the report. Please try again.';

/** The name in `attachment; filename="x.csv"`, or undefined. */
export function fileNameOf(contentDisposition: string | null): string | undefined {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1]?.trim() || undefined;
}

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the Blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads the report's CSV or PDF; throws an ApiError with EXPORT_FAILED when it cannot. */
export async function downloadReportFile(report: Pick<FinancialReport, 'reportId' | 'type' | 'dateRange'>, kind: ReportFileKind): Promise<void> {
  const { apiBaseUrl } = await loadConfig();
  const token = await currentAccessToken();
  let response: Response;
  try {
    response = await fetch(`${apiBaseUrl}${reportPath(report.reportId)}/${kind}`, {
      headers: { accept: kind === 'csv' ? 'text/csv' : 'application/pdf', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new ApiError(EXPORT_FAILED, 0);
  }
  if (!response.ok) throw new ApiError(EXPORT_FAILED, response.status);
  const fallback = `${report.type}-${report.dateRange.from}-${report.dateRange.to}.${kind}`;
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')) ?? fallback);
}
