// The calculated area as text: how many ZIPs are served, the nearest covered ones with their city
// and distance, and how many more there are.
import type { ServiceAreaPreview } from '../../../../../shared/schemas/provider-settings';
import { SERVICE_AREA_LIST_COUNT, tooManyServiceableZipsMessage } from '../../../../../shared/schemas/provider-settings';

export function CoveredZipList({ preview }: { preview: ServiceAreaPreview }) {
  const shown = preview.covered.slice(0, SERVICE_AREA_LIST_COUNT);
  const more = preview.covered.length - shown.length;
  return (
    <>
      <p className="coverage__count">
        <strong>{preview.total.toLocaleString('en-US')}</strong> {preview.total === 1 ? 'ZIP code' : 'ZIP codes'} served:{' '}
        {preview.primary.length} primary and {preview.covered.length.toLocaleString('en-US')} within the radius.
      </p>
      {preview.total > preview.maxTotal && (
        <p className="inline-error" role="alert">
          {tooManyServiceableZipsMessage(preview.total)}
        </p>
      )}
      {shown.length > 0 && (
        <ul className="coverage__list" aria-label="Covered ZIP codes, nearest first">
          {shown.map((zip) => (
            <li key={zip.zipCode} className="coverage__item">
              <span className="coverage__zip">{zip.zipCode}</span>
              <span className="coverage__place">
                {zip.city}, {zip.state}
              </span>
              <span className="coverage__distance">{zip.distanceMiles.toFixed(1)} mi</span>
            </li>
          ))}
          {more > 0 && <li className="coverage__more">+{more.toLocaleString('en-US')} more</li>}
        </ul>
      )}
    </>
  );
}
