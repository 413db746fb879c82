// /provider/financials/reports: generate a report for a period, and every report generated so far.
import { LoadingPanel, MessagePanel } from '../../../../components/status-panel';
import { useDocumentTitle } from '../../../../components/use-document-title';
import { GenerateReportForm } from './generate-report-form';
import { ReportList } from './report-list';
import { useReports } from './reports-api';
import './reports.css';

function GeneratedReports() {
  const reports = useReports();
  if (reports.isPending) return <LoadingPanel label="Loading reports..." />;
  if (reports.isError && !reports.data) {
    return (
      <MessagePanel title="Failed to load reports" tone="error" headingLevel={3}>
        <button type="button" className="button button--ghost button--small" onClick={() => void reports.refetch()}>
          Try again
        </button>
      </MessagePanel>
    );
  }
  const list = reports.data.pages.flatMap((page) => page.reports);
  if (list.length === 0) {
    return (
      <MessagePanel title="No reports yet" headingLevel={3}>
        <p>Reports you generate are kept here, so you can open and export them again later.</p>
      </MessagePanel>
    );
  }
  return <ReportList reports={list} pages={reports} />;
}

export function ReportsPage() {
  useDocumentTitle('Financial Reports');
  return (
    <div className="container page reports-page">
      <h1>Financial Reports</h1>
      <p className="page__lead">Generate a statement for a period, then view it, chart it and export it as CSV or PDF.</p>
      <section className="card reports-section" aria-labelledby="generate-report-title">
        <h2 id="generate-report-title" className="reports-section__title">
          Generate a Report
        </h2>
        <GenerateReportForm />
      </section>
      <section className="card reports-section" aria-labelledby="generated-reports-title">
        <h2 id="generated-reports-title" className="reports-section__title">
          Generated Reports
        </h2>
        <GeneratedReports />
      </section>
    </div>
  );
}
