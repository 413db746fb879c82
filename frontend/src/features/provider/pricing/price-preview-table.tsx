// What customers will see in search for each size, priced by shared/pricing.ts's searchQuote: the
// function the search API itself prices providers with, so the figures match to the cent.
import { PROVIDER_ADD_ON_LABELS, PROVIDER_ADD_ONS } from '../../../../../shared/constants';
import { formatUsd } from '../../../../../shared/money';
import { searchQuote, type ProviderPricingCents } from '../../../../../shared/pricing';
import type { AddOnFlags } from '../../../../../shared/schemas/provider';

export const PREVIEW_SIZES = [5, 10, 20, 30, 40] as const;

interface PricePreviewTableProps {
  /** Undefined while the form holds a price the server would refuse. */
  pricing: ProviderPricingCents | undefined;
  addOns: AddOnFlags;
}

export function PricePreviewTable({ pricing, addOns }: PricePreviewTableProps) {
  if (!pricing) {
    return <p className="pricing-preview__invalid">Fix the prices above to see what customers will pay.</p>;
  }
  const offered = PROVIDER_ADD_ONS.filter((key) => addOns[key]);
  return (
    <>
      <div className="pricing-preview__scroll">
        <table className="pricing-preview__table">
          <caption className="visually-hidden">Weekly prices customers see in search, by dumpster size</caption>
          <thead>
            <tr>
              <th scope="col">Size</th>
              <th scope="col">Dumpster</th>
              <th scope="col">Delivery</th>
              <th scope="col">Weekly total</th>
            </tr>
          </thead>
          <tbody>
            {PREVIEW_SIZES.map((sizeYards) => {
              const quote = searchQuote({ pricing, sizeYards });
              return (
                <tr key={sizeYards}>
                  <th scope="row">{sizeYards} yd</th>
                  <td>{formatUsd(quote.sizePriceCents)}</td>
                  <td>{formatUsd(quote.deliveryFeeCents)}</td>
                  <td className="pricing-preview__total">{formatUsd(quote.weeklyTotalCents)}</td>
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
          : 'You offer no add-ons: customers pay the weekly total only.'}
      </p>
    </>
  );
}
