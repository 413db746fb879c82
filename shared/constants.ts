// Business constants of the marketplace. Every screen, handler and script reads them from here.

/** Dumpster sizes in cubic yards that providers can stock. */
export const DUMPSTER_SIZES = [5, 10, 15, 20, 30, 40] as const;

/** Sizes offered to customers when searching and renting. */
export const CUSTOMER_SIZES = [10, 15, 20, 30, 40] as const;

/** Size assumed when a search names none. */
export const DEFAULT_SEARCH_SIZE = 10;

/** Dumpster types a provider can offer (keys as stored on provider profiles). */
export const DUMPSTER_TYPES = ['construction', 'residential', 'commercial', 'rollOff', 'compactor'] as const;
export type DumpsterType = (typeof DUMPSTER_TYPES)[number];

/** Types a listing can have; listings spell roll-off with a hyphen. */
export const LISTING_TYPES = ['construction', 'residential', 'commercial', 'roll-off', 'compactor'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** The three broad types the search wizard offers first. */
export const WIZARD_DUMPSTER_TYPES = ['construction', 'residential', 'commercial'] as const;
export type WizardDumpsterType = (typeof WIZARD_DUMPSTER_TYPES)[number];

/** Every type a search can ask for (results and the API): all a provider can offer, compactors included. */
export const SEARCH_DUMPSTER_TYPES = DUMPSTER_TYPES;
export type SearchDumpsterType = DumpsterType;

/** Property types a customer picks in the search wizard. */
export const PROPERTY_TYPES = ['residential', 'commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const LISTING_CATEGORIES = ['residential', 'commercial', 'both'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

export const DUMPSTER_TYPE_LABELS: Record<DumpsterType | ListingType, string> = {
  construction: 'Construction',
  residential: 'Residential',
  commercial: 'Commercial',
  rollOff: 'Roll-off',
  'roll-off': 'Roll-off',
  compactor: 'Compactor',
};

export const LISTING_CATEGORY_LABELS: Record<ListingCategory, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  both: 'Residential & Commercial',
};

/** Provider add-ons offered at search time, with their labels. */
export const PROVIDER_ADD_ONS = ['sameDayDelivery', 'drivewayProtection', 'permitPulling', 'cleanupService'] as const;
export type ProviderAddOn = (typeof PROVIDER_ADD_ONS)[number];

export const PROVIDER_ADD_ON_LABELS: Record<ProviderAddOn, string> = {
  sameDayDelivery: 'Same-Day Delivery',
  drivewayProtection: 'Driveway Protection',
  permitPulling: 'Permit Pulling',
  cleanupService: 'Cleanup Service',
};

/**
 * The add-ons as an order names them (checkout, quotes, e-mails, texts, invoices): the same words
 * wherever a customer reads what they booked (shared/order-wording.ts, shared/pricing.ts).
 */
export const PROVIDER_ADD_ON_ORDER_LABELS: Record<ProviderAddOn, string> = {
  sameDayDelivery: 'Same-day delivery',
  drivewayProtection: 'Driveway protection',
  permitPulling: 'Permit pulling',
  cleanupService: 'Cleanup service',
};

/** Thresholds and counts the customer screens use. */
export const BEST_RATED_MIN_RATING = 4.5;
export const CARD_ZIP_PREVIEW_COUNT = 3;
export const DETAIL_SERVICE_AREA_COUNT = 6;
export const ZIP_CODE_LENGTH = 5;

/** The size a text order books: the one search lists providers for when no size is asked. */
export const SMS_DUMPSTER_SIZE = DEFAULT_SEARCH_SIZE;

/** Where the payment page sends a texter who did not pay (declined card, back button): the site's page for it. */
export const TEXT_ORDER_NOT_PAID_PATH = '/text-order/not-paid';

/** The 50 states plus the District of Columbia. */
export const US_STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
] as const;
export type UsStateCode = (typeof US_STATES)[number][0];
export const US_STATE_CODES = US_STATES.map(([code]) => code) as unknown as readonly [UsStateCode, ...UsStateCode[]];

/**
 * The years a date the marketplace takes may fall in (shared/schemas/calendar-date.ts): far wider
 * than any booking, invoice or report needs, and narrow enough that a date plus any span the API
 * computes with stays a four-digit year, so date arithmetic and sorted keys never leave the calendar.
 */
export const CALENDAR_YEARS = { first: 2000, last: 2100 } as const;

/** Contact details shown in the footer, legal pages and support. */
export const SITE_CONTACT = {
  name: 'DumpsterMatch',
  tagline: 'Compare dumpster rental prices across the United States',
  phone: '(614) 555-0142',
  phoneHref: 'tel:+16145550142',
  /** Text-to-book line for flat-rate trailer rental (texters send BOOK to it). */
  smsPhone: '(614) 555-0142',
  /** Opens the phone's messaging app with BOOK typed in. */
  smsBookHref: 'sms:+16145550142?&body=BOOK',
  email: 'support@dumpstermatch.example',
  privacyEmail: 'privacy@dumpstermatch.example',
  legalEmail: 'legal@dumpstermatch.example',
  /** Where vulnerabilities are reported (docs/SECURITY.md). */
  securityEmail: 'security@dumpstermatch.example',
  /** Sender of order, invoice and account e-mails. */
  noReplyEmail: 'no-reply@dumpstermatch.example',
  address: { street: '100 E Broad St, Suite 400', city: 'Columbus', state: 'OH', zipCode: '43215' },
  /**
   * The company's social profiles, shown in the footer only when listed here: add one once the
   * profile exists ({ label: 'Facebook', href: 'https://www.facebook.com/...' }), never a guess.
   */
  socialLinks: [] as readonly { label: string; href: string }[],
} as const;

/**
 * The e-mail Cognito sends with a verification or password-reset code ({####} is the code): the
 * user pool's message in AWS (infra/constructs/auth.ts), and what the local emulator's mail says.
 */
export const VERIFICATION_EMAIL = {
  subject: `Your ${SITE_CONTACT.name} verification code`,
  body: `Your ${SITE_CONTACT.name} verification code is {####}. If you did not ask for it, you can ignore this e-mail.`,
} as const;
