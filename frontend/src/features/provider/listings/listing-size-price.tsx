// What customers pay for a listing: its provider's price for its size (shared/pricing.ts), set on
// the Pricing page, never on the listing. The editor and the listings list show it read-only, with
// the way to change it, so a provider can never give one dumpster two prices.
import { Link } from 'react-router-dom';
import { formatUsd } from '../../../../../shared/money';
import { describeIncluded, lengthLabel, lengthTotals, quote } from '../../../../../shared/pricing';
import { useProviderProfile } from '../provider-api';

export function ListingSizePrice({ sizeYards, compact = false }: { sizeYards: number; compact?: boolean }) {
  const profile = useProviderProfile();
  if (!sizeYards) return <p className="field-hint">Choose a size to see its price.</p>;
  if (!profile.data) {
    return (
      <p className="field-hint">
        Priced on your <Link to="/provider/pricing">Pricing page</Link>.
      </p>
    );
  }
  const { pricing } = profile.data;
  const week = quote({ pricing, sizeYards });
  if (compact) {
    return (
      <p className="listing-card__price">
        <strong>{formatUsd(week.totalCents)}</strong> for {lengthLabel(week.rentalDays)}, delivered
      </p>
    );
  }
  return (
    <div className="listing-size-price">
      <ul className="listing-size-price__lengths" aria-label={`Your prices for ${sizeYards} yards, delivered`}>
        {lengthTotals({ pricing, sizeYards }).map((length) => (
          <li key={length.days}>
            {lengthLabel(length.days)}: <strong>{formatUsd(length.totalCents)}</strong>
          </li>
        ))}
      </ul>
      <p className="field-hint">
        {describeIncluded(week.included)}. Customers pay your prices for this size, set on your{' '}
        <Link to="/provider/pricing">Pricing page</Link>: every {sizeYards}-yard listing shows the same price.
      </p>
    </div>
  );
}
