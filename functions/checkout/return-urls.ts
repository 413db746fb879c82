// Where the payment page sends the browser back to: the success page with the session id, or the
// checkout page with the order's query and payment=cancelled.

export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';


export interface ReturnUrlOrder {
  providerId: string;
  size: number;
  startDate: string;
  endDate: string;
  zipCode: string;
  addOns: Record<string, boolean | undefined>;
}

export function returnUrls(origin: string, order: ReturnUrlOrder): { successUrl: string; cancelUrl: string } {
  const chosen = Object.entries(order.addOns)
    .filter(([, selected]) => selected)
    .map(([name]) => name);
  const query = new URLSearchParams({
    size: String(order.size),
    start: order.startDate,
    end: order.endDate,
    zip: order.zipCode,
    ...(chosen.length ? { addons: chosen.join(',') } : {}),
    payment: 'cancelled',
  });
  return {
    // The placeholder's braces must reach the payment provider unescaped.
    successUrl: `${origin}/checkout-success?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: `${origin}/checkout/${encodeURIComponent(order.providerId)}?${query.toString()}`,
  };
}
