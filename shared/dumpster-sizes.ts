// What each dumpster size a customer can book holds and suits, in one place: the /dumpsters guide,
// the landing page's size cards and the FAQ read it. Dimensions and weight allowances are the
// industry's usual ones for roll-off containers; each provider's own terms are on its listing.
import { type CUSTOMER_SIZES } from './constants';

export type CustomerSize = (typeof CUSTOMER_SIZES)[number];

export interface SizeFacts {
  /** Outside dimensions in feet: length, width, height. */
  dimensionsFeet: [number, number, number];
  /** About how many full pickup-truck beds it holds. */
  pickupLoads: number;
  /** The weight usually included before overage fees, in tons. */
  typicalWeightTons: number;
  /** What it is typically used for, in a few words. */
  uses: string;
  /** Projects that fit, for the size guide. */
  projects: string[];
}

export const SIZE_FACTS: Record<CustomerSize, SizeFacts> = {
  10: {
    dimensionsFeet: [12, 8, 3.5],
    pickupLoads: 4,
    typicalWeightTons: 2,
    uses: 'Garage clean-outs, small remodels, yard waste',
    projects: ['Garage or attic clean-out', 'Small bathroom remodel', 'Yard and brush clean-up', 'Heavy debris such as dirt or concrete (small loads)'],
  },
  15: {
    dimensionsFeet: [16, 8, 4],
    pickupLoads: 6,
    typicalWeightTons: 2,
    uses: 'Basement clean-outs, flooring, moving day',
    projects: ['Basement clean-out', 'Flooring or carpet removal', 'Moving or estate clear-out', 'Deck removal (small deck)'],
  },
  20: {
    dimensionsFeet: [22, 8, 4],
    pickupLoads: 8,
    typicalWeightTons: 3,
    uses: 'Kitchen remodels, roofing, whole-room projects',
    projects: ['Kitchen remodel', 'Roof tear-off (up to about 30 squares)', 'Whole-house clean-out', 'Large deck removal'],
  },
  30: {
    dimensionsFeet: [22, 8, 6],
    pickupLoads: 12,
    typicalWeightTons: 4,
    uses: 'New construction, large renovations',
    projects: ['New home construction', 'Major renovation or addition', 'Large roof replacement', 'Commercial clean-out'],
  },
  40: {
    dimensionsFeet: [22, 8, 8],
    pickupLoads: 16,
    typicalWeightTons: 5,
    uses: 'Demolition and major commercial jobs',
    projects: ['Demolition of a building or large structure', 'Commercial construction', 'Large-scale clean-out', 'Bulky, light debris in volume'],
  },
};

/** "22 ft x 8 ft x 4 ft". */
export function dimensionsLabel(size: CustomerSize): string {
  return SIZE_FACTS[size].dimensionsFeet.map((feet) => `${feet} ft`).join(' x ');
}

/** What the broad dumpster types are for, for the size guide. */
export const TYPE_GUIDE = [
  { type: 'construction', title: 'Construction', text: 'Open-top roll-offs for remodeling, roofing and demolition debris: wood, drywall, shingles, concrete in small amounts.' },
  { type: 'residential', title: 'Residential', text: 'Driveway-friendly sizes for clean-outs, moving, yard waste and household junk.' },
  { type: 'commercial', title: 'Commercial', text: 'For businesses, retail and job sites, often on a regular pickup schedule.' },
  { type: 'rollOff', title: 'Roll-off', text: 'The open container a truck rolls off at your site and hauls away full: every size here is one.' },
  { type: 'compactor', title: 'Compactor', text: 'A closed container that compacts waste, for businesses with steady volumes of loose trash.' },
] as const;
