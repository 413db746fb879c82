// Writes the sample marketplace (spec's dev seeding: 18 ZIPs, 5 national + 6 Ohio providers,
// 5 customers, 11 dumpsters, 5 rentals), each provider's past rentals and reviews
// (sample-reviews.ts), and the demo sign-ins. Local and test use only.
import { newRentalTallyItems } from '../../functions/financials/tallies/tally-writes';
import { randomUUID } from 'node:crypto';
import { DUMPSTER_SIZES } from '../../shared/constants';
import { dollarsToCents } from '../../shared/money';
import { PERIOD_DAYS, quote } from '../../shared/pricing';
import { pickupDate, addDays, isoDate } from '../../shared/rental-dates';
import { reservedSpan } from '../../shared/availability';
import { bookingRulesOf } from '../../shared/booking-rules';
import { ceilingOf, takeDays } from '../../functions/availability/day-counters';
import type { Listing } from '../../shared/schemas/listing';
import type { ProviderProfile } from '../../shared/schemas/provider';
import type { Role } from '../../shared/schemas/account';
import { indexListingInSearch, indexProviderInSearch } from '../../functions/catalog/service-area-index';
import type { Store } from '../../functions/platform/data/store';
import { NATIONAL_PROVIDERS, OHIO_PROVIDERS, SAMPLE_ZIP_CODES, type SampleProvider } from './sample-providers';
import { SAMPLE_CUSTOMERS, SAMPLE_LISTINGS, SAMPLE_RENTALS } from './sample-orders';
import { servedZipCodes } from '../../functions/providers/service-areas/zip-grid';
import { sampleDocumentKey, sampleDocumentPdf } from './sample-documents';
import { samplePricing } from './sample-pricing';
import { averageRating, latestReviewOf, reviewerDisplayName } from '../../shared/reviews';
import { sumTallies, rentalTallies } from '../../functions/financials/tallies/tally';
import { lookupZip } from '../../functions/platform/zip-directory';
import type { Rental } from '../../shared/schemas/rental';
import type { Review } from '../../shared/schemas/review';
import { rentalPeriodOfDays } from '../../shared/pricing';
import { sampleHistory, sampleHistoryDates, sampleLatestReview, sampleReviewCreatedAt, type SampleHistoryRental } from './sample-reviews';

/** Stores a file in the uploads bucket (the sample providers' registration documents). */
export interface SeedFilePort {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
}

/** Creates a sign-in (a Cognito user in a group) and returns its id (the `sub`). */
export interface SeedUserPort {
  createUser(input: { email: string; password: string; name: string; group: Role }): Promise<string>;
}

export const DEMO_PASSWORD = 'Demo1234!';

export const SAMPLE_PROVIDER_REQUEST = {
  businessName: 'Hilltop Hauling LLC',
  name: 'Morgan Hale',
  email: 'morgan@hilltophauling.example.com',
  phone: '6145550190',
  message: 'We run eight roll-off trucks around Westerville and would like to list our 20 and 30 yard dumpsters.',
} as const;

export const DEMO_SIGN_INS: { role: Role; email: string; password: string }[] = [
  { role: 'customer', email: SAMPLE_CUSTOMERS[0].email, password: DEMO_PASSWORD },
  { role: 'provider', email: OHIO_PROVIDERS[0].email, password: DEMO_PASSWORD },
  { role: 'operator', email: 'operator@example.com', password: DEMO_PASSWORD },
];

export async function isSeeded(store: Store): Promise<boolean> {
  const { data } = await store.entities.providerZip.query.byZip({ zipCode: OHIO_PROVIDERS[0].zipCodes[0] }).go({ limit: 1 });
  return data.length > 0;
}

/**
 * The profile's rental counts of the sample rentals, as approvals and completions keep them
 * (functions/providers/rentals/rental-counters.ts). The units they hold are their days, taken below.
 */
function sampleRentalCounts(providerKey: string, pastRentals: number) {
  const rentals = SAMPLE_RENTALS.map((rental) => ({ ...rental, listing: SAMPLE_LISTINGS[rental.listingIndex] })).filter(
    (rental) => rental.listing.providerKey === providerKey,
  );
  return {
    activeRentals: rentals.filter((rental) => rental.status === 'active').length,
    completedRentals: rentals.filter((rental) => rental.status === 'completed').length + pastRentals,
  };
}

/** The next `MM-DD` on or after `today` (YYYY-MM-DD). */
function nextMonthDay(today: string, monthDay: string): string {
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
}

function bookingRulesOfSample(sample: SampleProvider, now: string): Pick<ProviderProfile, 'bookingRules'> {
  if (!sample.bookingRules) return {};
  const { blackoutMonthDays, ...rules } = sample.bookingRules;
  const today = now.slice(0, 10);
  return { bookingRules: { ...rules, blackoutDates: blackoutMonthDays.map((monthDay) => nextMonthDay(today, monthDay)).sort() } };
}

function providerProfile(
  sample: SampleProvider,
  providerId: string,
  now: string,
  servedZips: string[],
  documents: { insurance: string; license: string },
  history: readonly SampleHistoryRental[],
): ProviderProfile {
  const reviews = history.flatMap((rental) => (rental.review ? [rental.review.rating] : []));
  const ratingSum = reviews.reduce((sum, stars) => sum + stars, 0);
  return {
    providerId,
    email: sample.email,
    name: sample.name,
    businessName: sample.businessName,
    phone: sample.phone,
    address: sample.address,
    primaryZipCodes: sample.zipCodes,
    serviceRadius: sample.serviceRadius,
    serviceableZipCodes: servedZips,
    rating: averageRating(ratingSum, reviews.length),
    reviewCount: reviews.length,
    isVerified: sample.isVerified,
    addOns: sample.addOns,
    dumpsterTypes: sample.dumpsterTypes,
    dumpsterInventory: Object.fromEntries(
      DUMPSTER_SIZES.map((size) => [`yard${size}`, sample.inventory[size] ?? 0]),
    ) as ProviderProfile['dumpsterInventory'],
    pricing: samplePricing(sample),
    ...sampleRentalCounts(sample.key, history.length),
    ...bookingRulesOfSample(sample, now),
    documents: { businessInsuranceKey: documents.insurance, driversLicenseKey: documents.license, verified: sample.isVerified, uploadedAt: now },
    createdAt: now,
    updatedAt: now,
  };
}

export async function seedSampleData(options: { store: Store; users: SeedUserPort; files: SeedFilePort; now?: Date }): Promise<string[]> {
  const { store, users, files } = options;
  const nowDate = options.now ?? new Date();
  const now = nowDate.toISOString();
  const today = isoDate(nowDate);

  const operator = DEMO_SIGN_INS.find((signIn) => signIn.role === 'operator')!;
  const operatorId = await users.createUser({ ...operator, name: 'Olivia Operator', group: 'operator' });
  await store.entities.operatorProfile
    .put({ operatorId, email: operator.email, name: 'Olivia Operator', createdAt: now, updatedAt: now })
    .go();

  const providers = new Map<string, ProviderProfile>();
  const histories: Promise<unknown>[] = [];
  for (const sample of [...OHIO_PROVIDERS, ...NATIONAL_PROVIDERS]) {
    const providerId = await users.createUser({ email: sample.email, password: DEMO_PASSWORD, name: sample.name, group: 'provider' });
    const documents = { insurance: sampleDocumentKey(sample.key, 'insurance'), license: sampleDocumentKey(sample.key, 'license') };
    await Promise.all(
      (['insurance', 'license'] as const).map((kind) =>
        files.put(documents[kind], sampleDocumentPdf(kind, sample.businessName, sample.name), 'application/pdf'),
      ),
    );
    const history = sampleHistory(sample, samplePricing(sample));
    // Each past review's id, chosen here so the profile's latest review names the one written.
    const reviewIds = history.map(() => randomUUID());
    const latestReview = sampleLatestReview(history, today, reviewIds);
    const profile: ProviderProfile = {
      ...providerProfile(sample, providerId, now, await servedZipCodes(sample.zipCodes, sample.serviceRadius), documents, history),
      ...(latestReview ? { latestReview } : {}),
    };
    // The review count and the stars' sum are those of the past reviews written below.
    const ratingSum = history.reduce((sum, rental) => sum + (rental.review?.rating ?? 0), 0);
    await store.entities.providerProfile.put({ ...profile, ratingSum }).go();
    // Each provider's past is its own items and tally sheets: written while the next providers are.
    // Settled to its error (if any), so a failure waits for the check below instead of going unhandled.
    histories.push(writeSampleHistory(store, profile, history, reviewIds, nowDate).then(() => undefined, (error: unknown) => error ?? new Error('Sample history failed')));
    // Indexed here rather than left to the stream, so `npm start` finds the sample providers at
    // once; the consumer then finds search already in step with these items and writes nothing.
    await indexProviderInSearch(store, profile.providerId, now);
    providers.set(sample.key, profile);
  }

  const listings: Listing[] = [];
  for (const sample of SAMPLE_LISTINGS) {
    const provider = providers.get(sample.providerKey)!;
    const listing: Listing = {
      listingId: randomUUID(),
      providerId: provider.providerId,
      providerName: provider.businessName,
      type: sample.type,
      size: String(sample.size),
      category: sample.category,
      description: sample.description,
      deliveryFeeCents: dollarsToCents(sample.deliveryFee),
      serviceAreas: sample.serviceAreas,
      imageUrls: sample.imageUrls,
      availability: sample.availability,
      sameDayDelivery: sample.sameDayDelivery,
      drivewaySafe: sample.drivewaySafe,
      moneyBackGuarantee: provider.isVerified,
      cleanDisposal: true,
      verified: provider.isVerified,
      createdAt: now,
      updatedAt: now,
    };
    await store.entities.listing.put(listing).go();
    await indexListingInSearch(store, listing.listingId, now);
    listings.push(listing);
  }

  const customers = new Map<string, (typeof SAMPLE_CUSTOMERS)[number] & { customerId: string }>();
  for (const sample of SAMPLE_CUSTOMERS) {
    const customerId = await users.createUser({ email: sample.email, password: DEMO_PASSWORD, name: sample.name, group: 'customer' });
    await store.entities.customerProfile
      // The sample customers have read their mail: their e-mails start verified.
      .put({
        customerId,
        email: sample.email,
        name: sample.name,
        phone: sample.phone,
        address: sample.address,
        emailVerified: { email: sample.email, at: now },
        createdAt: now,
        updatedAt: now,
      })
      .go();
    customers.set(sample.key, { ...sample, customerId });
  }

  // Before the sample rentals, whose tallies share the providers' sheets.
  const failed = (await Promise.all(histories)).find((error) => error !== undefined);
  if (failed) throw failed;
  for (const sample of SAMPLE_RENTALS) {
    const customer = customers.get(sample.customerKey)!;
    const listing = listings[sample.listingIndex];
    const startDate = addDays(today, sample.startInDays);
    const endDate = pickupDate(startDate, sample.rentalPeriod);
    const provider = [...providers.values()].find((profile) => profile.providerId === listing.providerId)!;
    // Priced as a rent request prices it: the provider's price for the size and the period's length.
    const price = quote({ pricing: provider.pricing, sizeYards: Number(listing.size), rentalDays: PERIOD_DAYS[sample.rentalPeriod] });
    // A confirmed or active order holds its dumpster for its days, as a paid checkout or an approval would (functions/availability).
    const holdsUnit = sample.status === 'confirmed' || sample.status === 'active';
    const span = reservedSpan(startDate, endDate, bookingRulesOf(provider).turnaroundDays);
    const rental = {
      rentalId: randomUUID(),
      customerId: customer.customerId,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: customer.phone,
      providerId: listing.providerId,
      providerName: listing.providerName,
      listingId: listing.listingId,
      dumpsterSize: listing.size,
      dumpsterType: listing.type,
      startDate,
      endDate,
      deliveryAddress: customer.address,
      rentalPeriod: sample.rentalPeriod,
      totalPriceCents: price.totalCents,
      addOns: {},
      ...(sample.paid ? { paymentMethod: 'creditCard' as const, paymentTransactionId: `seed_${randomUUID()}` } : {}),
      paymentStatus: sample.paid ? ('paid' as const) : ('unpaid' as const),
      status: sample.status,
      ...(holdsUnit ? { reservedFrom: span.firstDay, reservedThrough: span.lastDay } : {}),
      createdAt: now,
      updatedAt: now,
    };
    const unit = { providerId: listing.providerId, size: listing.size };
    const { canceled } = await store.transaction
      .write((entities) => [
        entities.rental.put(rental).commit(),
        ...newRentalTallyItems(store, rental),
        ...(holdsUnit ? takeDays(entities, unit, span, ceilingOf(provider, listing.size), false) : []),
      ])
      .go();
    if (canceled) throw new Error(`Sample rental of ${listing.providerName} does not fit its availability`);
    if (sample.review) {
      // As the reviews domain writes it: the review and the provider's sums in one transaction.
      // Written now, so newer than the provider's past: it is the one the provider card shows.
      const { review } = sample;
      const written = {
        rentalId: rental.rentalId,
        reviewId: randomUUID(),
        providerId: rental.providerId,
        customerId: customer.customerId,
        customerName: reviewerDisplayName(customer.name),
        rating: review.rating,
        ...(review.comment ? { comment: review.comment } : {}),
        createdAt: now,
        ...(review.reply ? { replyText: review.reply, repliedAt: now } : {}),
      };
      await store.transaction
        .write((entities) => [
          entities.review.create(written).commit(),
          entities.providerProfile
            .patch({ providerId: rental.providerId })
            .add({ ratingSum: review.rating, reviewCount: 1 })
            .set({ latestReview: latestReviewOf(written) })
            .commit(),
        ])
        .go();
      await indexProviderInSearch(store, rental.providerId, now);
    }
  }

  // One business waiting for an answer, so the operator console has something to review.
  await store.entities.providerRequest
    .put({
      requestId: randomUUID(),
      businessName: SAMPLE_PROVIDER_REQUEST.businessName,
      name: SAMPLE_PROVIDER_REQUEST.name,
      email: SAMPLE_PROVIDER_REQUEST.email,
      phone: SAMPLE_PROVIDER_REQUEST.phone,
      message: SAMPLE_PROVIDER_REQUEST.message,
      status: 'pending',
      reviewed: false,
      accessCodeSent: false,
      createdAt: now,
      updatedAt: now,
    })
    .go();

  return [
    `${SAMPLE_ZIP_CODES.length} ZIP codes served`,
    `${OHIO_PROVIDERS.length} Ohio and ${NATIONAL_PROVIDERS.length} national providers`,
    `${SAMPLE_CUSTOMERS.length} customers, ${listings.length} dumpsters, ${SAMPLE_RENTALS.length} rentals`,
  ];
}

/**
 * A provider's past (sample-reviews.ts) as the app would have left it: completed, paid rentals of
 * past customers priced from the provider's prices, their share of the books, and the reviews
 * written after the pickups. Batched: a few dozen items a provider, in a handful of requests.
 */
async function writeSampleHistory(
  store: Store,
  provider: ProviderProfile,
  history: readonly SampleHistoryRental[],
  reviewIds: readonly string[],
  now: Date,
): Promise<void> {
  const today = isoDate(now);
  const rentals: Rental[] = [];
  const reviews: Review[] = [];
  for (const [index, past] of history.entries()) {
    const place = await lookupZip(past.zipCode);
    const { startDate, endDate } = sampleHistoryDates(past, today);
    const price = quote({ pricing: provider.pricing, sizeYards: past.sizeYards, rentalDays: past.rentalDays });
    const bookedAt = `${addDays(startDate, -3)}T14:20:00.000Z`;
    const rental: Rental = {
      rentalId: randomUUID(),
      // A past customer without a sign-in of their own.
      customerId: randomUUID(),
      customerName: past.customerName,
      customerEmail: `${past.customerName.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      customerPhone: past.customerPhone,
      providerId: provider.providerId,
      providerName: provider.businessName,
      dumpsterSize: String(past.sizeYards),
      dumpsterType: provider.dumpsterTypes[0] ?? 'construction',
      startDate,
      endDate,
      deliveryAddress: { street: past.street, city: place?.city ?? provider.address.city, state: place?.state ?? provider.address.state, zipCode: past.zipCode },
      rentalPeriod: rentalPeriodOfDays(past.rentalDays),
      totalPriceCents: price.totalCents,
      priceLines: price.lines.map(({ label, cents }) => ({ label, cents })),
      addOns: {},
      paymentMethod: 'creditCard',
      paymentTransactionId: `seed_${randomUUID()}`,
      paymentStatus: 'paid',
      status: 'completed',
      createdAt: bookedAt,
      updatedAt: `${addDays(endDate, 1)}T16:00:00.000Z`,
    };
    rentals.push(rental);
    if (past.review) {
      const createdAt = sampleReviewCreatedAt({ ...past, review: past.review }, today);
      reviews.push({
        rentalId: rental.rentalId,
        reviewId: reviewIds[index]!,
        providerId: provider.providerId,
        customerId: rental.customerId,
        customerName: reviewerDisplayName(past.customerName),
        rating: past.review.rating,
        ...(past.review.comment ? { comment: past.review.comment } : {}),
        createdAt,
        ...(past.review.reply ? { replyText: past.review.reply, repliedAt: `${addDays(createdAt.slice(0, 10), 1)}T13:05:00.000Z` } : {}),
      });
    }
  }
  const written = await Promise.all([store.entities.rental.put(rentals).go(), store.entities.review.put(reviews).go()]);
  if (written.some(({ unprocessed }) => unprocessed.length > 0)) throw new Error(`Sample history of ${provider.businessName} was not all written`);
  // Their share of the provider's books, added up: one update per sheet rather than per rental.
  const items = store.tallies.add(provider.providerId, sumTallies(...rentals.map((rental) => rentalTallies(rental, false))));
  for (let start = 0; start < items.length; start += TRANSACTION_ITEMS) {
    const { canceled } = await store.transaction.write(() => items.slice(start, start + TRANSACTION_ITEMS)).go();
    if (canceled) throw new Error(`Sample books of ${provider.businessName} were not written`);
  }
}

/** DynamoDB's limit of items in one transaction. */
const TRANSACTION_ITEMS = 100;
