// The detail page's lower sections: collapsible description, the provider, and service areas.
import { useId, useState } from 'react';
import { DETAIL_SERVICE_AREA_COUNT } from '../../../../shared/constants';
import type { ListingDetail } from '../../../../shared/schemas/listing';
import { ProviderAvatar } from '../../components/provider-avatar';
import { StarRating } from '../../components/star-rating';
import { VerifiedBadge } from '../../components/verified-badge';
import { formatPhone, phoneHref } from '../../lib/phone-number';

export function DescriptionSection({ description }: { description: string }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <section className="card detail-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="detail-section__title">
        <button
          type="button"
          className="disclosure"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
        >
          Description
          <span className="disclosure__icon" aria-hidden="true" />
        </button>
      </h2>
      <div id={`${id}-body`} hidden={!open}>
        <p className="detail-section__text">{description || 'The provider has not added a description yet.'}</p>
      </div>
    </section>
  );
}

export function ProviderSection({ provider }: { provider: ListingDetail['provider'] }) {
  return (
    <section className="card detail-section" aria-labelledby="about-provider">
      <h2 id="about-provider" className="detail-section__title">
        About the Provider
      </h2>
      <div className="provider-about">
        <ProviderAvatar name={provider.businessName} logoUrl={provider.logoUrl} size="large" />
        <div>
          <p className="provider-about__name">{provider.businessName}</p>
          <div className="provider-card__meta">
            {provider.isVerified && <VerifiedBadge />}
            <StarRating rating={provider.rating} reviewCount={provider.reviewCount} />
          </div>
          {provider.phone && (
            <p>
              <a href={phoneHref(provider.phone)}>{formatPhone(provider.phone)}</a>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

export function ServiceAreasSection({ serviceAreas }: { serviceAreas: string[] }) {
  const [showAll, setShowAll] = useState(false);
  const id = useId();
  const hidden = serviceAreas.length - DETAIL_SERVICE_AREA_COUNT;
  const shown = showAll ? serviceAreas : serviceAreas.slice(0, DETAIL_SERVICE_AREA_COUNT);
  return (
    <section className="card detail-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="detail-section__title">
        Service Areas
      </h2>
      {serviceAreas.length === 0 ? (
        <p>Ask the provider about delivery to your ZIP code.</p>
      ) : (
        <ul id={`${id}-zips`} className="zip-list">
          {shown.map((zip) => (
            <li key={zip}>{zip}</li>
          ))}
          {hidden > 0 && !showAll && (
            <li>
              <button
                type="button"
                className="link-button"
                aria-expanded={false}
                aria-controls={`${id}-zips`}
                onClick={() => setShowAll(true)}
              >
                +{hidden} more
              </button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
