// 'Requested ZIPs': where visitors asked to be told when someone delivers, most requests first, so
// the marketplace knows where to recruit providers next.
import { LoadingPanel, MessagePanel } from '../../components/status-panel';
import { useZipDemand } from './operator-api';
import { formatDateTime } from './operator-format';

export function ZipDemandPanel() {
  const demand = useZipDemand();
  if (demand.isPending) return <LoadingPanel label="Loading requested ZIP codes..." />;
  if (demand.isError) {
    return (
      <MessagePanel title="We could not load the requested ZIP codes." tone="error">
        <button type="button" className="button button--ghost button--small" onClick={() => void demand.refetch()}>
          Try again
        </button>
      </MessagePanel>
    );
  }
  const { zips } = demand.data;
  if (zips.length === 0) {
    return <MessagePanel title="No requests yet.">Visitors who find no provider at their ZIP can ask to be told; their ZIPs appear here.</MessagePanel>;
  }
  return (
    <div className="zip-demand">
      <table className="zip-demand__table">
        <caption className="visually-hidden">ZIP codes visitors asked to be served, most requests first</caption>
        <thead>
          <tr>
            <th scope="col">ZIP code</th>
            <th scope="col">Place</th>
            <th scope="col">Requests</th>
            <th scope="col">Last requested</th>
          </tr>
        </thead>
        <tbody>
          {zips.map((zip) => (
            <tr key={zip.zipCode}>
              <th scope="row" className="operator-code">{zip.zipCode}</th>
              <td>{zip.city}, {zip.state}</td>
              <td>{zip.requests}</td>
              <td>{formatDateTime(zip.lastRequestedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
