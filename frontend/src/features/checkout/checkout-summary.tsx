// The order summary beside the form: the server's quote for this provider, size, length and add-ons
// (shared/pricing.ts's lines; display only, the amount charged is computed again by the server).
import { formatUsd } from '../../../../shared/money';
import { describeIncluded, lengthLabel } from '../../../../shared/pricing';
import type { CheckoutProviderResponse } from '../../../../shared/schemas/checkout';

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
      <p>
        {quote.sizeYards} Yard Dumpster · {lengthLabel(quote.rentalDays)}
      </p>
      <p className="checkout-summary__included">{describeIncluded(quote.included)}</p>
      <dl className="checkout-summary__lines">
        {quote.lines.map((line) => (
          <div key={`${line.kind}-${line.addOn ?? ''}`}>
            <dt>{line.label}</dt>
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
