// Sample providers for local runs and tests: six Ohio haulers around Columbus and five national ones.
// Prices are in dollars here for readability; the seeder converts them to cents.
import type { BookingRules } from '../../shared/booking-rules';
import type { DumpsterType } from '../../shared/constants';

export interface SampleProvider {
  key: string;
  email: string;
  name: string;
  businessName: string;
  phone: string;
  address: { street: string; city: string; state: string; zipCode: string };
  zipCodes: string[];
  serviceRadius: number;
  /** The average the sample's past reviews are drawn around (sample-reviews.ts). */
  rating: number;
  isVerified: boolean;
  dumpsterTypes: DumpsterType[];
  inventory: Partial<Record<5 | 10 | 15 | 20 | 30 | 40, number>>;
  baseRatePerYard: number;
  deliveryFee: number;
  addOns: { sameDayDelivery: boolean; drivewayProtection: boolean; permitPulling: boolean; cleanupService: boolean };
  addOnPrices: { sameDayDelivery: number; drivewayProtection: number; permitPulling: number; cleanupService: number };
  /**
   * Booking rules other than the defaults; blackout dates as month-day (MM-DD), each seeded as its
   * next occurrence, so the sample stays in the future whenever it is seeded.
   */
  bookingRules?: Omit<BookingRules, 'blackoutDates'> & { blackoutMonthDays: string[] };
}

const COLUMBUS = (street: string, zipCode: string) => ({ street, city: 'Columbus', state: 'OH', zipCode });

export const OHIO_PROVIDERS: SampleProvider[] = [
  {
    key: 'buckeye',
    email: 'provider@example.com',
    name: 'Dana Whitfield',
    businessName: 'Buckeye Bin Rentals',
    phone: '6145550101',
    address: COLUMBUS('220 N High St', '43215'),
    zipCodes: ['43215', '43201', '43202', '43210', '43212'],
    serviceRadius: 25,
    rating: 4.8,
    isVerified: true,
    dumpsterTypes: ['construction', 'residential'],
    inventory: { 10: 6, 15: 4, 20: 5, 30: 3 },
    baseRatePerYard: 8,
    deliveryFee: 50,
    addOns: { sameDayDelivery: true, drivewayProtection: true, permitPulling: true, cleanupService: false },
    addOnPrices: { sameDayDelivery: 25, drivewayProtection: 15, permitPulling: 35, cleanupService: 45 },
  },
  {
    key: 'scioto',
    email: 'dispatch@sciotorolloff.example.com',
    name: 'Marcus Reyes',
    businessName: 'Scioto Roll-Off Co.',
    phone: '6145550102',
    address: COLUMBUS('1450 S High St', '43206'),
    zipCodes: ['43215', '43205', '43206', '43209', '43203'],
    serviceRadius: 30,
    rating: 4.6,
    isVerified: true,
    dumpsterTypes: ['construction', 'commercial', 'rollOff'],
    inventory: { 10: 4, 20: 6, 30: 4, 40: 2 },
    baseRatePerYard: 7.5,
    deliveryFee: 55,
    addOns: { sameDayDelivery: false, drivewayProtection: true, permitPulling: true, cleanupService: true },
    addOnPrices: { sameDayDelivery: 30, drivewayProtection: 20, permitPulling: 40, cleanupService: 50 },
  },
  {
    key: 'capital-city',
    email: 'hello@capitalcitydumpsters.example.com',
    name: 'Priya Natarajan',
    businessName: 'Capital City Dumpsters',
    phone: '6145550103',
    address: COLUMBUS('3100 Cleveland Ave', '43224'),
    zipCodes: ['43215', '43211', '43203', '43201'],
    serviceRadius: 35,
    rating: 4.2,
    isVerified: false,
    dumpsterTypes: ['residential', 'construction'],
    inventory: { 10: 5, 15: 5, 20: 2 },
    baseRatePerYard: 6.5,
    deliveryFee: 60,
    addOns: { sameDayDelivery: true, drivewayProtection: false, permitPulling: false, cleanupService: true },
    addOnPrices: { sameDayDelivery: 20, drivewayProtection: 15, permitPulling: 35, cleanupService: 40 },
  },
  {
    key: 'german-village',
    email: 'office@gvhaulers.example.com',
    name: 'Ellen Becker',
    businessName: 'German Village Haulers',
    phone: '6145550104',
    address: COLUMBUS('588 S Third St', '43215'),
    zipCodes: ['43215', '43206', '43205'],
    serviceRadius: 25,
    rating: 4.9,
    isVerified: true,
    dumpsterTypes: ['residential', 'construction'],
    inventory: { 10: 3, 15: 3, 20: 2 },
    baseRatePerYard: 9.5,
    deliveryFee: 45,
    addOns: { sameDayDelivery: true, drivewayProtection: true, permitPulling: false, cleanupService: true },
    addOnPrices: { sameDayDelivery: 25, drivewayProtection: 10, permitPulling: 35, cleanupService: 55 },
  },
  {
    key: 'olentangy',
    email: 'service@olentangywaste.example.com',
    name: 'Tom Okafor',
    businessName: 'Olentangy Waste Solutions',
    phone: '6145550105',
    address: COLUMBUS('2600 Olentangy River Rd', '43202'),
    zipCodes: ['43215', '43202', '43212', '43210', '43211'],
    serviceRadius: 40,
    rating: 4.4,
    isVerified: false,
    dumpsterTypes: ['commercial', 'construction', 'compactor'],
    inventory: { 20: 4, 30: 5, 40: 4 },
    baseRatePerYard: 7,
    deliveryFee: 50,
    addOns: { sameDayDelivery: false, drivewayProtection: false, permitPulling: true, cleanupService: true },
    addOnPrices: { sameDayDelivery: 25, drivewayProtection: 15, permitPulling: 30, cleanupService: 45 },
  },
  {
    key: 'franklin',
    email: 'rentals@franklincontainer.example.com',
    name: 'Grace Lindqvist',
    businessName: 'Franklin County Container',
    phone: '6145550106',
    address: COLUMBUS('900 Frank Rd', '43223'),
    zipCodes: ['43215', '43209', '43203', '43206', '43205', '43211'],
    serviceRadius: 35,
    rating: 4.7,
    isVerified: true,
    dumpsterTypes: ['residential', 'commercial', 'construction'],
    inventory: { 5: 2, 10: 4, 15: 4, 20: 4, 30: 2 },
    baseRatePerYard: 10,
    deliveryFee: 45,
    addOns: { sameDayDelivery: true, drivewayProtection: true, permitPulling: true, cleanupService: true },
    addOnPrices: { sameDayDelivery: 20, drivewayProtection: 15, permitPulling: 35, cleanupService: 45 },
    // The one sample with its own booking rules, so the Availability page and checkout show them:
    // two days' notice, no Sunday deliveries, a day to clean a returned dumpster, closed Christmas Eve.
    bookingRules: { leadTimeDays: 2, turnaroundDays: 1, deliveryWeekdays: [1, 2, 3, 4, 5, 6], blackoutMonthDays: ['12-24'] },
  },
];

export const NATIONAL_PROVIDERS: SampleProvider[] = [
  {
    key: 'starhaul',
    email: 'bookings@starhaul.example.com',
    name: 'Nina Alvarez',
    businessName: 'StarHaul National',
    phone: '8005550201',
    address: { street: '55 Water St', city: 'New York', state: 'NY', zipCode: '10041' },
    zipCodes: ['10001', '90012', '60601', '43215'],
    serviceRadius: 40,
    rating: 4.5,
    isVerified: true,
    dumpsterTypes: ['construction', 'commercial', 'rollOff'],
    inventory: { 10: 20, 20: 30, 30: 20, 40: 10 },
    baseRatePerYard: 9,
    deliveryFee: 60,
    addOns: { sameDayDelivery: true, drivewayProtection: true, permitPulling: true, cleanupService: false },
    addOnPrices: { sameDayDelivery: 35, drivewayProtection: 20, permitPulling: 45, cleanupService: 45 },
  },
  {
    key: 'coast-to-coast',
    email: 'ops@coasttocoastcontainers.example.com',
    name: 'Kevin Tran',
    businessName: 'Coast to Coast Containers',
    phone: '8005550202',
    address: { street: '800 W 6th St', city: 'Los Angeles', state: 'CA', zipCode: '90017' },
    zipCodes: ['90012', '98101', '85004', '77002'],
    serviceRadius: 40,
    rating: 4.3,
    isVerified: true,
    dumpsterTypes: ['construction', 'residential', 'commercial'],
    inventory: { 10: 15, 15: 10, 20: 15, 30: 10 },
    baseRatePerYard: 8.5,
    deliveryFee: 55,
    addOns: { sameDayDelivery: false, drivewayProtection: true, permitPulling: true, cleanupService: true },
    addOnPrices: { sameDayDelivery: 30, drivewayProtection: 15, permitPulling: 40, cleanupService: 50 },
  },
  {
    key: 'liberty',
    email: 'support@libertydumpster.example.com',
    name: 'Samuel Brooks',
    businessName: 'Liberty Dumpster Network',
    phone: '8005550203',
    address: { street: '1600 Market St', city: 'Philadelphia', state: 'PA', zipCode: '19103' },
    zipCodes: ['10001', '19103', '30303'],
    serviceRadius: 30,
    rating: 4.6,
    isVerified: true,
    dumpsterTypes: ['residential', 'construction'],
    inventory: { 10: 12, 15: 12, 20: 8 },
    baseRatePerYard: 9.5,
    deliveryFee: 50,
    addOns: { sameDayDelivery: true, drivewayProtection: true, permitPulling: false, cleanupService: true },
    addOnPrices: { sameDayDelivery: 25, drivewayProtection: 15, permitPulling: 35, cleanupService: 45 },
  },
  {
    key: 'heartland',
    email: 'team@heartlandrolloff.example.com',
    name: 'Rachel Duffy',
    businessName: 'Heartland Roll-Off',
    phone: '8005550204',
    address: { street: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zipCode: '60606' },
    // A Chicago hauler: the Midwest cities it can reach, not Columbus, 350 miles away.
    zipCodes: ['60601', '77002', '85004'],
    serviceRadius: 35,
    rating: 4.1,
    isVerified: false,
    dumpsterTypes: ['construction', 'rollOff', 'commercial'],
    inventory: { 20: 10, 30: 10, 40: 8 },
    baseRatePerYard: 6,
    deliveryFee: 55,
    addOns: { sameDayDelivery: false, drivewayProtection: false, permitPulling: true, cleanupService: false },
    addOnPrices: { sameDayDelivery: 25, drivewayProtection: 15, permitPulling: 35, cleanupService: 45 },
  },
  {
    key: 'summit',
    email: 'hello@summitdisposal.example.com',
    name: 'Owen Park',
    businessName: 'Summit Disposal Group',
    phone: '8005550205',
    address: { street: '191 Peachtree St NE', city: 'Atlanta', state: 'GA', zipCode: '30303' },
    zipCodes: ['30303', '98101', '19103', '60601'],
    serviceRadius: 30,
    rating: 4.7,
    isVerified: true,
    dumpsterTypes: ['residential', 'commercial', 'construction', 'compactor'],
    inventory: { 10: 10, 20: 10, 30: 6, 40: 6 },
    baseRatePerYard: 10,
    deliveryFee: 45,
    addOns: { sameDayDelivery: true, drivewayProtection: true, permitPulling: true, cleanupService: true },
    addOnPrices: { sameDayDelivery: 30, drivewayProtection: 20, permitPulling: 40, cleanupService: 50 },
  },
];

/** The 18 sample ZIPs: ten around Columbus, OH and eight in other metro areas. */
export const SAMPLE_ZIP_CODES = [
  ...new Set([...OHIO_PROVIDERS, ...NATIONAL_PROVIDERS].flatMap((provider) => provider.zipCodes)),
].sort();
