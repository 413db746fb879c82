// Short advice on keeping the inventory honest, since search and approvals rely on it.
export function InventoryTips() {
  return (
    <section className="card inventory-section" aria-labelledby="inventory-tips-title">
      <h2 id="inventory-tips-title" className="inventory-section__title">
        Tips
      </h2>
      <ul className="inventory-tips">
        <li>Approving a request reserves one dumpster of its size; marking it completed frees it again.</li>
        <li>You can only approve requests for sizes with a dumpster available, so keep totals up to date.</li>
        <li>Sizes with a total of 0 are not offered to customers in search.</li>
        <li>When a bar turns amber or red, add dumpsters of that size before busy weekends.</li>
      </ul>
    </section>
  );
}
