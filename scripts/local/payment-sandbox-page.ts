// The sandbox's hosted checkout page: what Stripe Checkout shows, reduced to an accessible card
// form. Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0341 pays but declines every later
// charge of the saved card; 4000 0000 0000 0002 is declined.
import type { SandboxSession } from './payment-sandbox-state';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export interface CardFormValues {
  cardNumber?: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

function field(id: keyof CardFormValues, label: string, attributes: string, values: CardFormValues): string {
  return `<p><label for="${id}">${label}</label><input id="${id}" name="${id}" required ${attributes} value="${escape(values[id] ?? '')}"></p>`;
}

export function renderCheckoutPage(session: SandboxSession, options: { error?: string; values?: CardFormValues } = {}): string {
  const values = options.values ?? {};
  const closed = session.status !== 'open';
  const body = closed
    ? `<p role="status">This checkout session is ${session.status === 'complete' ? 'already paid' : 'expired'}.</p>`
    : `${options.error ? `<p role="alert" class="error">${escape(options.error)}</p>` : ''}
<form method="post" action="/sandbox/checkout/${encodeURIComponent(session.id)}/pay" novalidate>
${field('cardNumber', 'Card number', 'inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242"', values)}
${field('expiry', 'Expiry (MM/YY)', 'autocomplete="cc-exp" placeholder="12/34"', values)}
${field('cvc', 'CVC', 'inputmode="numeric" autocomplete="cc-csc" placeholder="123"', values)}
${field('name', 'Name on card', 'autocomplete="cc-name"', values)}
<p><button type="submit">Pay ${dollars(session.amount_total)}</button></p>
</form>
<p><a href="${escape(session.cancel_url)}">Cancel and return to the marketplace</a></p>
<p class="hint">Local payment sandbox: no real card is charged. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0341 pays, then declines later charges; 4000 0000 0000 0002 is declined.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout - ${escape(session.description)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
label{display:block;font-weight:600;margin-bottom:.25rem}input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #7b8794;border-radius:6px}
button{width:100%;padding:.75rem;font-size:1rem;background:#1d4ed8;color:#fff;border:0;border-radius:6px;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.error{color:#b91c1c;font-weight:600}.hint{color:#52606d;font-size:.9rem}.amount{font-size:1.5rem;font-weight:700}</style></head>
<body><main><h1>Secure checkout</h1>
<p>${escape(session.description)}</p>
<p class="amount">${dollars(session.amount_total)}</p>
${body}</main></body></html>`;
}
