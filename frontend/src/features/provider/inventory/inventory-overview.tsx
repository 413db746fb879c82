// The inventory's headline figures.
import type { InventoryView } from '../../../../../shared/schemas/provider-portal';

export function InventoryOverview({ overview }: { overview: InventoryView['overview'] }) {
  const facts: [string, string | number][] = [
    ['Total dumpsters', overview.totalDumpsters],
    ['Size categories', overview.sizeCategories],
    ['Dumpster types', overview.dumpsterTypes],
    ['Active rentals', overview.activeRentals],
    ['Available dumpsters', overview.availableDumpsters],
    ['Utilization rate', `${overview.utilizationRate}%`],
    ['Completed rentals', overview.completedRentals],
  ];
  return (
    <section className="card inventory-section" aria-labelledby="inventory-overview-title">
      <h2 id="inventory-overview-title" className="inventory-section__title">
        Overview
      </h2>
      <dl className="inventory-overview">
        {facts.map(([label, value]) => (
          <div key={label} className="inventory-overview__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
