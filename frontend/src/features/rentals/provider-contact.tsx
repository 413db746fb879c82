// 'Contact Provider': a tel: link to the provider's phone, or to our support line when the
// provider's number cannot be read.
import { SITE_CONTACT } from '../../../../shared/constants';
import { OUT_ON_RENTAL_STATUSES } from '../../../../shared/rental-status';
import type { Rental } from '../../../../shared/schemas/rental';
import { formatPhone, phoneHref } from '../../lib/phone-number';
import { useProviderPhone } from './rental-api';

export function ContactProviderLink({ rental }: { rental: Rental }) {
  const phone = useProviderPhone(rental.providerId, rental.dumpsterSize, true);
  if (phone.data) {
    return (
      <a href={phoneHref(phone.data)} className="button button--primary">
        Contact Provider<span className="visually-hidden"> {rental.providerName} at {formatPhone(phone.data)}</span>
      </a>
    );
  }
  return (
    <a href={SITE_CONTACT.phoneHref} className="button button--primary">
      Contact Provider<span className="visually-hidden"> through our support line {SITE_CONTACT.phone}</span>
    </a>
  );
}

/** The provider's number as text, for the printable confirmation. */
export function ProviderPhoneText({ rental }: { rental: Rental }) {
  const phone = useProviderPhone(rental.providerId, rental.dumpsterSize, true);
  if (phone.isPending) return <>Loading...</>;
  return phone.data ? (
    <a href={phoneHref(phone.data)}>{formatPhone(phone.data)}</a>
  ) : (
    <>
      Support line <a href={SITE_CONTACT.phoneHref}>{SITE_CONTACT.phone}</a>
    </>
  );
}

/** Worth calling the provider about: paid and awaiting them, or approved and not yet picked up. */
export function isContactable(rental: Pick<Rental, 'status'>): boolean {
  return rental.status === 'confirmed' || OUT_ON_RENTAL_STATUSES.includes(rental.status);
}
