// The Reports tab: reports generated so far, each linking to its type's page, and the way to
// generate a new one.
import { Link } from 'react-router-dom';
import { REPORT_TITLES } from '../../../../../../shared/schemas/financials';
import { LoadingPanel, MessagePanel } from '../../../../components/status-panel';
import { formatTimestampDate } from '../../../../lib/calendar-date';
import { LoadMore } from '../../../../components/load-more';
import { useReports } from '../reports/reports-api';
import { formatDateRange as rangeText } from '../../../../../../shared/calendar-date';

function AllReportsLink() {
  return (
    <Link to="/provider/financials/reports" className="button button--primary button--small">
      Generate a Report
    </Link>
  );
}

export function ReportsTab() {
  const reports = useReports();
  if (reports.isPending) return <LoadingPanel label="Loading reports..." />;
  if (reports.isError && !reports.data) {
    return (
      <MessagePanel title="Failed to load reports." tone="error">
        <button type="button" className="button button--ghost button--small" onClick={() => void reports.refetch()}>
          Try again
        </button>
      </MessagePanel>
    );
  }
  const list = reports.data.pages.flatMap((page) => page.reports);
  if (list.length === 0) {
    return (
      <MessagePanel title="No reports generated yet">
        <p>Profit and loss, cash flow, tax summary and more, for any period.</p>
        <AllReportsLink />
      </MessagePanel>
    );
  }
  return (
    <div className="financial-list">
      <div className="financial-list__head">
        <AllReportsLink />
      </div>
      <table className="financial-table">
        <caption className="visually-hidden">Generated reports, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">Type</th>
            <th scope="col">Range</th>
            <th scope="col">Generated</th>
          </tr>
        </thead>
        <tbody>
          {list.map((report) => (
            <tr key={report.reportId}>
              <th scope="row" data-label="Title">
                <Link to={`/provider/financials/reports/${report.type}`} className="link-inline">
                  {report.title}
                </Link>
              </th>
              <td data-label="Type">{REPORT_TITLES[report.type]}</td>
              <td data-label="Range">{rangeText(report.dateRange)}</td>
              <td data-label="Generated">{formatTimestampDate(report.generatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <LoadMore query={reports} shown={list.length} itemsName="reports" />
    </div>
  );
}
