// The provider's generated reports: the list and one report (keys under ['provider', 'financials'],
// which every financial change invalidates), generating one, and downloading its CSV or PDF. The
// files come from the API with the bearer token, so they are fetched here and handed to the browser
// as a download under the server's file name.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateReportInput, FinancialReport, ReportType } from '../../../../../../shared/schemas/financials';
import { api, type DownloadedFile } from '../../../../lib/api/client';
import { ApiError, isApiError } from '../../../../lib/api-error';
import { saveDownload } from '../../../../lib/api/save-download';

const REPORTS_KEY = ['provider', 'financials', 'reports'] as const;
const reportKey = (reportId: string) => [...REPORTS_KEY, reportId] as const;

const REPORTS_PAGE_SIZE = 25;

/** The generated reports, newest first, a page at a time ('Load more' for the next). */
export function useReports() {
  return useInfiniteQuery({
    queryKey: [...REPORTS_KEY, 'list'],
    queryFn: ({ pageParam, signal }) => api.listReports({ limit: REPORTS_PAGE_SIZE, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The newest report of a type, if there is one: the first item of the server's list of that type. */
export function useNewestReport(type: ReportType) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'newest', type],
    queryFn: async ({ signal }) => (await api.listReports({ type, limit: 1 }, { signal })).reports[0] ?? null,
  });
}

export function useReport(reportId: string | undefined) {
  return useQuery({
    queryKey: reportKey(reportId ?? ''),
    queryFn: ({ signal }) => api.getReport({ reportId: reportId! }, { signal }),
    enabled: Boolean(reportId),
    // A generated report never changes: it is stored as computed.
    staleTime: Infinity,
  });
}

/** api.generateReport: the new report is known at once (its page opens without a fetch); every financial list refreshes. */
export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateReportInput) => api.generateReport({ body: input }),
    onSuccess: (report) => {
      void queryClient.invalidateQueries({ queryKey: ['provider', 'financials'] });
      // Set after the invalidation, which would otherwise mark the new report stale as well.
      queryClient.setQueryData(reportKey(report.reportId), report);
    },
  });
}

export type ReportFileKind = 'csv' | 'pdf';

export const EXPORT_FAILED = 'Failed to export the report. Please try again.';

/** Downloads the report's CSV or PDF; throws an ApiError with EXPORT_FAILED when it cannot. */
export async function downloadReportFile(report: Pick<FinancialReport, 'reportId' | 'type' | 'dateRange'>, kind: ReportFileKind): Promise<void> {
  const { reportId } = report;
  let file: DownloadedFile;
  try {
    file = kind === 'csv' ? await api.getReportCsv({ reportId }) : await api.getReportPdf({ reportId });
  } catch (error) {
    throw new ApiError(EXPORT_FAILED, isApiError(error) ? error.status : 0);
  }
  saveDownload(file, `${report.type}-${report.dateRange.from}-${report.dateRange.to}.${kind}`);
}
