// The information form, kept for this tab while the customer is on the payment page, so coming
// back after a declined or cancelled payment returns to the same form: contact, date, time window,
// add-ons and the terms as they were when Continue to Payment was pressed (the same order, so the
// same total). The draft is dropped once an order completes.
import { CHECKOUT_ADD_ON_NAMES } from '../../../../shared/checkout-link';
import type { CheckoutAddOns } from './checkout-add-ons';
import type { CheckoutContact } from './checkout-form';

export interface CheckoutDraft {
  contact: CheckoutContact;
  startDate: string;
  timeWindow: string;
  addOns: CheckoutAddOns;
  /** Absent in drafts saved before rental lengths: the link's length applies. */
  rentalDays?: number;
  acceptTerms: boolean;
}

const key = (providerId: string) => `checkout-draft:${providerId}`;

export function saveCheckoutDraft(providerId: string, draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(key(providerId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the form simply starts over on return.
  }
}

export function readCheckoutDraft(providerId: string): CheckoutDraft | undefined {
  try {
    const text = sessionStorage.getItem(key(providerId));
    if (!text) return undefined;
    const draft = JSON.parse(text) as Partial<CheckoutDraft>;
    const contact = draft.contact;
    if (!contact || typeof contact.name !== 'string' || typeof contact.address?.street !== 'string') return undefined;
    return {
      contact,
      startDate: String(draft.startDate ?? ''),
      timeWindow: String(draft.timeWindow ?? ''),
      addOns: Object.fromEntries(CHECKOUT_ADD_ON_NAMES.filter((name) => draft.addOns?.[name] === true).map((name) => [name, true])),
      ...(typeof draft.rentalDays === 'number' ? { rentalDays: draft.rentalDays } : {}),
      acceptTerms: draft.acceptTerms === true,
    };
  } catch {
    return undefined;
  }
}

export function clearCheckoutDrafts(): void {
  try {
    for (const name of Object.keys(sessionStorage)) if (name.startsWith('checkout-draft:')) sessionStorage.removeItem(name);
  } catch {
    // Nothing to clear.
  }
}
