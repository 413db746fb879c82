// /provider/inventory: dumpsters per size (total editable, in use, available), the types offered,
// an overview, the usage chart, upcoming returns and a few tips. Reload after a refused save reads
// the stored inventory again and refills the editor from it (keyed by `generation`).
import { useState } from 'react';
import { LoadingPanel, MessagePanel } from '../../../components/status-panel';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useProviderInventory } from '../provider-api';
import { InventoryChart } from './inventory-chart';
import { InventoryEditor } from './inventory-editor';
import { InventoryOverview } from './inventory-overview';
import { InventoryTips } from './inventory-tips';
import { UpcomingReturns } from './upcoming-returns';
import './inventory.css';

export function InventoryPage() {
  useDocumentTitle('Inventory');
  const inventory = useProviderInventory();
  const [generation, setGeneration] = useState(0);

  function reload() {
    void inventory.refetch().then((result) => {
      if (result.isSuccess) setGeneration((count) => count + 1);
    });
  }

  function body() {
    if (inventory.isPending) return <LoadingPanel label="Loading inventory..." />;
    if (inventory.isError) {
      return (
        <MessagePanel title="Failed to load inventory. Please try again." tone="error">
          <button type="button" className="button button--ghost button--small" onClick={() => void inventory.refetch()}>
            Try again
          </button>
        </MessagePanel>
      );
    }
    const view = inventory.data;
    return (
      <div className="inventory-layout">
        <div className="inventory-layout__main">
          <InventoryEditor key={generation} view={view} onReload={reload} />
          <InventoryChart view={view} />
          <UpcomingReturns returns={view.upcomingReturns} />
        </div>
        <div className="inventory-layout__side">
          <InventoryOverview overview={view.overview} />
          <InventoryTips />
        </div>
      </div>
    );
  }

  return (
    <div className="container page">
      <h1>Inventory</h1>
      <p className="page__lead">Keep your dumpster counts current so you only accept rentals you can deliver.</p>
      {body()}
    </div>
  );
}
