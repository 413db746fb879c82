// What a customer pays for a standard order (each stocked size for the standard week, delivered, no
// add-ons), priced by shared/pricing.ts's quote: the function search, listing pages and checkout
// price with, so the figures match to the cent.
import { PROVIDER_ADD_ON_LABELS, PROVIDER_ADD_ONS } from '../../../../../shared/constants';
import { formatUsd } from '../../../../../shared/money';
import { describeIncluded, lengthLabel, quote, STANDARD_RENTAL_DAYS, type ProviderPricingCents } from '../../../../../shared/pricing';
import type { AddOnFlags } from '../../../../../shared/schemas/provider';

interface PricePreviewTableProps {
  /** Undefined while the form holds a price the server would refuse. */
  pricing: ProviderPricingCents | undefined;
  addOns: AddOnFlags;
  /** The sizes the provider stocks. */
  sizes: readonly number[];
}

export function PricePreviewTable({ pricing, addOns, sizes }: PricePreviewTableProps) {
  if (!pricing) {
    return <p className="pricing-preview__invalid">Fix the prices above to see what customers will pay.</p>;
  }
  if (sizes.length === 0) {
    return <p className="pricing-preview__invalid">Add dumpsters on your Inventory page to price them here.</p>;
  }
  const offered = PROVIDER_ADD_ONS.filter((key) => addOns[key]);
  return (
    <>
      {/* Focusable: on a narrow screen the table may scroll sideways, and keyboard users scroll it too. */}
      <div className="pricing-preview__scroll" tabIndex={0} role="region" aria-label="Price preview by size">
        <table className="pricing-preview__table">
          <caption className="visually-hidden">
            What customers pay for {lengthLabel(STANDARD_RENTAL_DAYS)}, delivered, by dumpster size
          </caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Dumpster</th>
              <th scope="col">Delivery</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {sizes.map((sizeYards) => {
              const standard = quote({ pricing, sizeYards, rentalDays: STANDARD_RENTAL_DAYS });
              return (
                <tr key={sizeYards}>
                  <th scope="row">
                    {sizeYards} yd
                    <span className="pricing-preview__included">{describeIncluded(standard.included)}</span>
                  </th>
                  <td>{formatUsd(standard.rentalCents)}</td>
                  <td>{formatUsd(standard.deliveryFeeCents)}</td>
                  <td className="pricing-preview__total">{formatUsd(standard.totalCents)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="pricing-preview__note">
        {offered.length > 0
          ? `Customers who pick add-ons also pay ${offered
              .map((key) => `${PROVIDER_ADD_ON_LABELS[key]} ${formatUsd(pricing.addOnPricesCents[key])}`)
              .join(', ')}.`
          : 'You offer no add-ons: customers pay the total only.'}
      </p>
    </>
  );
}
