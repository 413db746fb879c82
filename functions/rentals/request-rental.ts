// A customer's rent request for a listing: checked as deliverable (the address's ZIP and state, the
// listing's service area, its size in the provider's inventory, the date bookable on the address's
// clock), priced by its provider for the listing's size and the period's length (shared/pricing.ts,
// as checkout prices it; never from the client), dated from the chosen period, and
// filled with the customer's details from their profile. It is stored as a pending, unpaid rental
// for the provider to approve, and announced as rental.created.
import { newRentalTallyItems } from '../financials/tallies/tally-writes';
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '../../shared/messages';
import { offersLength, PERIOD_DAYS, quote } from '../../shared/pricing';
import { pickupDate } from '../../shared/rental-dates';
import { RENT_MESSAGES, type Rental, type RentRequest } from '../../shared/schemas/rental';
import type { Store } from '../platform/data/store';
import { assertDeliverable, deliveryTimeZone, type DeliveryFieldPaths } from '../checkout/delivery-checks';
import { conflict, invalid, notFound } from '../platform/errors';
import type { RentalEventPublisher } from '../platform/events/rental-events';
import { newOrderLink } from './order-links';

/** The rent form's fields a refusal is shown on (the size is the listing's). */
const RENT_DELIVERY_FIELDS: DeliveryFieldPaths = {
  size: 'listingId',
  zipCode: 'deliveryAddress.zipCode',
  state: 'deliveryAddress.state',
  startDate: 'startDate',
  // A rent request has no same-day option; its refusals are never about it.
  sameDayDelivery: 'startDate',
};

export interface RequestRentalDeps {
  store: Store;
  events: RentalEventPublisher;
  clock: () => Date;
  newId?: () => string;
}

export async function requestRental(deps: RequestRentalDeps, customerId: string, request: RentRequest): Promise<Rental> {
  const { store, events, clock } = deps;
  const now = clock();
  const timeZone = await deliveryTimeZone(request.deliveryAddress, RENT_DELIVERY_FIELDS);

  const [{ data: listing }, { data: profile }] = await Promise.all([
    store.entities.listing.get({ listingId: request.listingId }).go(),
    store.entities.customerProfile.get({ customerId }).go(),
  ]);
  if (!listing) throw notFound(RENT_MESSAGES.listingNotFound);
  if (!listing.availability) throw conflict(RENT_MESSAGES.unavailable);
  const { data: provider } = await store.entities.providerProfile.get({ providerId: listing.providerId }).go();
  if (!provider) throw notFound(RENT_MESSAGES.listingNotFound);
  // The listing's own service area decides where it goes; the provider's inventory, whether they have one.
  assertDeliverable(
    { ...provider, serviceableZipCodes: listing.serviceAreas },
    { sizeYards: Number(listing.size), zipCode: request.deliveryAddress.zipCode, startDate: request.startDate, timeZone },
    now,
    RENT_DELIVERY_FIELDS,
  );
  const sizeYards = Number(listing.size);
  const rentalDays = PERIOD_DAYS[request.rentalPeriod];
  if (!offersLength(provider.pricing, sizeYards, rentalDays)) {
    throw invalid(RENT_MESSAGES.periodUnavailable, { rentalPeriod: RENT_MESSAGES.periodUnavailable });
  }
  const price = quote({ pricing: provider.pricing, sizeYards, rentalDays });
  if (!profile) throw notFound(MESSAGES.notFound);

  const timestamp = now.toISOString();
  const rental: Rental = {
    rentalId: (deps.newId ?? randomUUID)(),
    customerId,
    customerName: profile.name,
    customerEmail: profile.email,
    customerPhone: profile.phone,
    providerId: listing.providerId,
    providerName: listing.providerName,
    listingId: listing.listingId,
    dumpsterSize: listing.size,
    dumpsterType: listing.type,
    startDate: request.startDate,
    endDate: pickupDate(request.startDate, request.rentalPeriod),
    deliveryAddress: request.deliveryAddress,
    rentalPeriod: request.rentalPeriod,
    totalPriceCents: price.totalCents,
    priceLines: price.lines.map(({ label, cents }) => ({ label, cents })),
    addOns: {},
    paymentStatus: 'unpaid',
    status: 'pending',
    createdAt: timestamp,
    updatedAt: timestamp,
  };
  // The rental and its manage link (order-links.ts) exist together or not at all.
  const written = await store.transaction
    .write(({ rental: rentals, orderLink }) => [
      rentals.create(rental).commit(),
      ...newRentalTallyItems(store, rental),
      orderLink.create(newOrderLink(rental, timestamp)).commit(),
    ])
    .go();
  if (written.canceled) throw new Error(`Rent request ${rental.rentalId} not written: ${written.data.map((item) => item.code).join(', ')}`);
  await events.publish({ type: 'rental.created', rentalId: rental.rentalId, occurredAt: timestamp });
  return rental;
}
