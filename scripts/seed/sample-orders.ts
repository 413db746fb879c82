// Sample listings, customers and rentals. Providers are referred to by their sample key; the seeder
// resolves keys to the ids Cognito gives the accounts. Prices in dollars, converted when written.
import type { ListingCategory, ListingType } from '../../shared/constants';
import type { RentalStatus } from '../../shared/rental-status';

export interface SampleListing {
  providerKey: string;
  type: ListingType;
  size: 10 | 15 | 20 | 30 | 40;
  category: ListingCategory;
  description: string;
  daily: number;
  weekly: number;
  monthly: number;
  deliveryFee: number;
  serviceAreas: string[];
  imageUrls: string[];
  availability: boolean;
  sameDayDelivery: boolean;
  drivewaySafe: boolean;
}

export const SAMPLE_LISTINGS: SampleListing[] = [
  { providerKey: 'buckeye', type: 'construction', size: 20, category: 'both', daily: 85, weekly: 395, monthly: 1250, deliveryFee: 50, serviceAreas: ['43215', '43201', '43202', '43210', '43212', '43203', '43205', '43206'], imageUrls: ['/images/dumpsters/roll-off-20.svg', '/images/dumpsters/roll-off-side.svg'], availability: true, sameDayDelivery: true, drivewaySafe: true, description: 'Our most popular size for kitchen and bath remodels, roofing jobs up to 30 squares and garage clean-outs. Low 4.5 ft walls make loading easy, and we lay boards under the rails to protect your driveway. Seven days included; extra days at the daily rate.' },
  { providerKey: 'buckeye', type: 'residential', size: 10, category: 'residential', daily: 55, weekly: 225, monthly: 790, deliveryFee: 50, serviceAreas: ['43215', '43201', '43202'], imageUrls: ['/images/dumpsters/roll-off-10.svg'], availability: true, sameDayDelivery: true, drivewaySafe: true, description: 'A compact bin for yard waste, small clean-outs and single-room projects. Fits in most driveways.' },
  { providerKey: 'scioto', type: 'roll-off', size: 30, category: 'commercial', daily: 110, weekly: 495, monthly: 1650, deliveryFee: 55, serviceAreas: ['43215', '43205', '43206', '43209'], imageUrls: ['/images/dumpsters/roll-off-30.svg'], availability: true, sameDayDelivery: false, drivewaySafe: true, description: 'High-sided roll-off for demolition debris, new construction and large commercial clean-outs.' },
  { providerKey: 'scioto', type: 'construction', size: 20, category: 'both', daily: 80, weekly: 375, monthly: 1200, deliveryFee: 55, serviceAreas: ['43215', '43206', '43203'], imageUrls: [], availability: false, sameDayDelivery: false, drivewaySafe: true, description: 'General construction debris: drywall, lumber, flooring and fixtures.' },
  { providerKey: 'capital-city', type: 'residential', size: 15, category: 'residential', daily: 60, weekly: 265, monthly: 880, deliveryFee: 60, serviceAreas: ['43215', '43211', '43201'], imageUrls: ['/images/dumpsters/roll-off-15.svg'], availability: true, sameDayDelivery: true, drivewaySafe: false, description: 'Mid-size bin for basement clean-outs and moving day. Same-day drop-off when ordered by 10 AM.' },
  { providerKey: 'german-village', type: 'residential', size: 10, category: 'residential', daily: 65, weekly: 245, monthly: 850, deliveryFee: 45, serviceAreas: ['43215', '43206', '43205'], imageUrls: ['/images/dumpsters/roll-off-10.svg'], availability: true, sameDayDelivery: true, drivewaySafe: true, description: 'Brick-street friendly: a narrow 10-yard bin placed with care on tight German Village lots.' },
  { providerKey: 'olentangy', type: 'compactor', size: 30, category: 'commercial', daily: 120, weekly: 525, monthly: 1800, deliveryFee: 50, serviceAreas: ['43215', '43202', '43212'], imageUrls: ['/images/dumpsters/compactor-30.svg'], availability: true, sameDayDelivery: false, drivewaySafe: false, description: 'Self-contained compactor for restaurants, retail and property managers. Scheduled hauls available.' },
  { providerKey: 'franklin', type: 'construction', size: 40, category: 'commercial', daily: 115, weekly: 510, monthly: 1750, deliveryFee: 45, serviceAreas: ['43215', '43209', '43203', '43211'], imageUrls: ['/images/dumpsters/roll-off-40.svg', '/images/dumpsters/roll-off-side.svg'], availability: true, sameDayDelivery: true, drivewaySafe: false, description: 'Our largest container for whole-building demolition and major commercial projects.' },
  { providerKey: 'starhaul', type: 'roll-off', size: 20, category: 'both', daily: 95, weekly: 425, monthly: 1400, deliveryFee: 60, serviceAreas: ['10001', '90012', '60601', '43215'], imageUrls: ['/images/dumpsters/roll-off-20.svg'], availability: true, sameDayDelivery: true, drivewaySafe: true, description: 'Nationwide standard 20-yard roll-off with online tracking of delivery and pickup.' },
  { providerKey: 'liberty', type: 'residential', size: 15, category: 'residential', daily: 70, weekly: 285, monthly: 950, deliveryFee: 50, serviceAreas: ['10001', '19103', '30303'], imageUrls: ['/images/dumpsters/roll-off-15.svg'], availability: true, sameDayDelivery: true, drivewaySafe: true, description: 'Home-project dumpster with driveway-safe placement and flexible pickup.' },
  { providerKey: 'summit', type: 'commercial', size: 30, category: 'commercial', daily: 105, weekly: 480, monthly: 1600, deliveryFee: 45, serviceAreas: ['30303', '98101', '19103', '60601'], imageUrls: ['/images/dumpsters/roll-off-30.svg'], availability: true, sameDayDelivery: true, drivewaySafe: false, description: 'Commercial roll-off for retail fit-outs and office renovations in major metros.' },
];

export interface SampleCustomer {
  key: string;
  email: string;
  name: string;
  phone: string;
  address: { street: string; city: string; state: string; zipCode: string };
}

export const SAMPLE_CUSTOMERS: SampleCustomer[] = [
  { key: 'jordan', email: 'customer@example.com', name: 'Jordan Miller', phone: '6145550301', address: { street: '75 E Gay St', city: 'Columbus', state: 'OH', zipCode: '43215' } },
  { key: 'aisha', email: 'aisha.khan@example.com', name: 'Aisha Khan', phone: '6145550302', address: { street: '1120 Neil Ave', city: 'Columbus', state: 'OH', zipCode: '43201' } },
  { key: 'luis', email: 'luis.ortega@example.com', name: 'Luis Ortega', phone: '6145550303', address: { street: '640 City Park Ave', city: 'Columbus', state: 'OH', zipCode: '43206' } },
  { key: 'mei', email: 'mei.chen@example.com', name: 'Mei Chen', phone: '2125550304', address: { street: '350 W 31st St', city: 'New York', state: 'NY', zipCode: '10001' } },
  { key: 'brian', email: 'brian.kowalski@example.com', name: 'Brian Kowalski', phone: '3125550305', address: { street: '150 N Michigan Ave', city: 'Chicago', state: 'IL', zipCode: '60601' } },
];

export interface SampleRental {
  customerKey: string;
  listingIndex: number;
  rentalPeriod: 'daily' | 'weekly' | 'monthly';
  /** Days from the seeding date to delivery (negative: in the past). */
  startInDays: number;
  status: RentalStatus;
  paid: boolean;
  /** A completed rental's review, as its customer wrote it, and the provider's reply. */
  review?: { rating: number; comment?: string; reply?: string };
}

export const SAMPLE_RENTALS: SampleRental[] = [
  { customerKey: 'jordan', listingIndex: 0, rentalPeriod: 'weekly', startInDays: 3, status: 'confirmed', paid: true },
  {
    customerKey: 'jordan',
    listingIndex: 5,
    rentalPeriod: 'weekly',
    startInDays: -40,
    status: 'completed',
    paid: true,
    review: {
      rating: 5,
      comment: 'Dropped off on time, right where we asked, and picked up the morning after we called. Driveway boards included.',
      reply: 'Thanks, Jordan! Glad the boards helped. Call us for the next project.',
    },
  },
  { customerKey: 'aisha', listingIndex: 4, rentalPeriod: 'weekly', startInDays: -2, status: 'active', paid: true },
  { customerKey: 'luis', listingIndex: 2, rentalPeriod: 'monthly', startInDays: 6, status: 'pending', paid: false },
  { customerKey: 'mei', listingIndex: 8, rentalPeriod: 'daily', startInDays: -10, status: 'cancelled', paid: false },
];
