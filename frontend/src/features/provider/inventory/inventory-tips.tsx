// Short advice on keeping the inventory honest, since search and approvals rely on it.
export function InventoryTips() {
  return (
    <section className="card inventory-section" aria-labelledby="inventory-tips-title">
      <h2 id="inventory-tips-title" className="inventory-section__title">
        Tips
      </h2>
      <ul className="inventory-tips">
        <li>Approving a request reserves a dumpster of its size for its dates; marking it completed frees the days after pickup.</li>
        <li>A request can be approved when a dumpster of its size is free on every day of the rental; the Availability page shows each day.</li>
        <li>A total cannot go below what is already booked on any day ahead.</li>
        <li>Sizes with a total of 0 are not offered to customers in search.</li>
        <li>When a bar turns amber or red, add dumpsters of that size before busy weekends.</li>
      </ul>
    </section>
  );
}
