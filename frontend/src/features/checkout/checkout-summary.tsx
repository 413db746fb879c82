// The order summary beside the form: the server's quote for this provider, size and add-ons
// (display only; the amount charged is computed again by the server).
import { formatUsd } from '../../../../shared/money';
import type { CheckoutProviderResponse } from '../../../../shared/schemas/checkout';
import { CHECKOUT_ADD_ON_LABELS } from './checkout-add-ons';

interface CheckoutSummaryProps {
  data: CheckoutProviderResponse;
  /** True while a changed add-on selection is being re-quoted. */
  updating: boolean;
}

export function CheckoutSummary({ data, updating }: CheckoutSummaryProps) {
  const { provider, quote } = data;
  return (
    <aside className="checkout-summary card" aria-labelledby="checkout-summary-title" aria-busy={updating}>
      <h2 id="checkout-summary-title">Order Summary</h2>
      <p className="checkout-summary__provider">{provider.businessName}</p>
      <p>{quote.sizeYards} Yard Dumpster · 7-day rental</p>
      <dl className="checkout-summary__lines">
        <div>
          <dt>Dumpster rental (7 days)</dt>
          <dd>{formatUsd(quote.baseCents)}</dd>
        </div>
        <div>
          <dt>Delivery fee</dt>
          <dd>{formatUsd(quote.deliveryFeeCents)}</dd>
        </div>
        {quote.addOnLines.map((line) => (
          <div key={line.addOn}>
            <dt>{CHECKOUT_ADD_ON_LABELS[line.addOn]}</dt>
            <dd>{formatUsd(line.cents)}</dd>
          </div>
        ))}
        <div className="checkout-summary__total">
          <dt>Total</dt>
          <dd>{formatUsd(quote.totalCents)}</dd>
        </div>
      </dl>
      <p className="checkout-summary__note" role="status">
        {updating ? 'Updating your total...' : 'Typical delivery within 24-48 hours.'}
      </p>
    </aside>
  );
}
