// The rows of a quote's price lines inside a <dl>: each line's label and amount, free delivery as
// "Free". Results cards and the listing page show the same lines the same way.
import { formatUsd } from '../../../shared/money';
import type { Quote } from '../../../shared/pricing';
import './price-line-rows.css';

export function PriceLineRows({ lines }: { lines: Quote['lines'] }) {
  return (
    <>
      {lines.map((line) => (
        <div key={`${line.kind}-${line.addOn ?? ''}`}>
          <dt>{line.label}</dt>
          <dd>{line.kind === 'delivery' && line.cents === 0 ? 'Free' : formatUsd(line.cents)}</dd>
        </div>
      ))}
    </>
  );
}
