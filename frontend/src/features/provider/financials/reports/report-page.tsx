// /provider/financials/reports/:type: one generated report (?report=id; without it, the newest of
// this type) with its table, chart and exports. With none of this type yet, the page offers to
// generate one.
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { FinancialReport, ReportType } from '../../../../../../shared/schemas/financials';
import { LoadingPanel, MessagePanel } from '../../../../components/status-panel';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { isApiError } from '../../../../lib/api-error';
import { formatCalendarDate } from '../../../../lib/calendar-date';
import { ExportButtons } from './export-buttons';
import { GenerateReportForm } from './generate-report-form';
import { ReportChart } from './report-chart';
import { formatGeneratedAt, isReportType, REPORT_PERIOD_NAMES, REPORT_TYPE_NAMES } from './report-format';
import { ReportTable } from './report-table';
import { useNewestReport, useReport } from './reports-api';
import './reports.css';

function ReportView({ report }: { report: FinancialReport }) {
  return (
    <article className="report-view" aria-labelledby="report-title">
      <header className="report-view__header">
        <div>
          <h1 id="report-title">{report.title}</h1>
          <p className="report-view__meta">
            {formatCalendarDate(report.dateRange.from)} – {formatCalendarDate(report.dateRange.to)}
            <span className="report-view__period"> · {REPORT_PERIOD_NAMES[report.period]}</span>
            <br />
            Generated <time dateTime={report.generatedAt}>{formatGeneratedAt(report.generatedAt)}</time>
          </p>
        </div>
        <ExportButtons report={report} />
      </header>
      <section className="card reports-section" aria-labelledby="report-chart-title">
        <h2 id="report-chart-title" className="reports-section__title">
          Chart
        </h2>
        <ReportChart report={report} />
      </section>
      <section className="card reports-section" aria-labelledby="report-table-title">
        <h2 id="report-table-title" className="reports-section__title">
          Figures
        </h2>
        <ReportTable title={report.title} data={report.data} />
      </section>
      <section className="card reports-section" aria-labelledby="report-again-title">
        <h2 id="report-again-title" className="reports-section__title">
          Generate a New {REPORT_TYPE_NAMES[report.type]} Report
        </h2>
        <GenerateReportForm fixedType={report.type} />
      </section>
    </article>
  );
}

function LoadedReport({ reportId }: { reportId: string }) {
  const report = useReport(reportId);
  useDocumentTitle(report.data?.title ?? 'Report');
  if (report.isPending) return <LoadingPanel label="Loading report..." />;
  if (report.isError) {
    const notFound = isApiError(report.error, 404);
    return (
      <MessagePanel title={notFound ? 'Report not found' : 'Failed to load report'} tone="error">
        {notFound ? (
          <p>
            <Link to="/provider/financials/reports">See your reports</Link>
          </p>
        ) : (
          <button type="button" className="button button--ghost button--small" onClick={() => void report.refetch()}>
            Try again
          </button>
        )}
      </MessagePanel>
    );
  }
  return <ReportView report={report.data} />;
}

function NewestReport({ type }: { type: ReportType }) {
  const newestOfType = useNewestReport(type);
  useDocumentTitle(`${REPORT_TYPE_NAMES[type]} Report`);
  if (newestOfType.isPending) return <LoadingPanel label="Loading report..." />;
  if (newestOfType.isError) {
    return (
      <MessagePanel title="Failed to load reports" tone="error">
        <button type="button" className="button button--ghost button--small" onClick={() => void newestOfType.refetch()}>
          Try again
        </button>
      </MessagePanel>
    );
  }
  const newest = newestOfType.data;
  if (newest) return <LoadedReport reportId={newest.reportId} />;
  return (
    <>
      <h1>{REPORT_TYPE_NAMES[type]} Report</h1>
      <section className="card reports-section" aria-labelledby="report-first-title">
        <h2 id="report-first-title" className="reports-section__title">
          No {REPORT_TYPE_NAMES[type]} report yet
        </h2>
        <p>Choose a period and generate one.</p>
        <GenerateReportForm fixedType={type} />
      </section>
    </>
  );
}

export function ReportPage() {
  const { type } = useParams();
  const [params] = useSearchParams();
  const reportId = params.get('report') ?? undefined;
  let body;
  if (!isReportType(type)) {
    body = (
      <MessagePanel title="Unknown report type" tone="error">
        <p>
          <Link to="/provider/financials/reports">Choose a report</Link>
        </p>
      </MessagePanel>
    );
  } else if (reportId) {
    body = <LoadedReport key={reportId} reportId={reportId} />;
  } else {
    body = <NewestReport type={type} />;
  }
  return <div className="container page report-page">{body}</div>;
}
