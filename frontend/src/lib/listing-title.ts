// '{size} Yard {Type} Dumpster': the spec's listing title, used by the detail page and result cards.
import { DUMPSTER_TYPE_LABELS, type ListingType } from '../../../shared/constants';

export function listingTitle(listing: { size: string; type: ListingType }): string {
  return `${listing.size} Yard ${DUMPSTER_TYPE_LABELS[listing.type]} Dumpster`;
}
