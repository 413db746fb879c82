// What each customer-facing dumpster size is typically used for: the landing page's size cards and
// the FAQ's size guide read the same words as the /dumpsters guide (shared/dumpster-sizes.ts).
import { SIZE_FACTS, type CustomerSize } from '../../../shared/dumpster-sizes';

export const SIZE_USES = Object.fromEntries(Object.entries(SIZE_FACTS).map(([size, facts]) => [size, facts.uses])) as Record<CustomerSize, string>;
