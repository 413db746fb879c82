// What each customer-facing dumpster size is typically used for: the landing page's size cards and
// the FAQ's size guide read the same words.
import { CUSTOMER_SIZES } from '../../../../shared/constants';

export const SIZE_USES: Record<(typeof CUSTOMER_SIZES)[number], string> = {
  10: 'Garage clean-outs, small remodels, yard waste',
  15: 'Basement clean-outs, flooring, moving day',
  20: 'Kitchen remodels, roofing, whole-room projects',
  30: 'New construction, large renovations',
  40: 'Demolition and major commercial jobs',
};
