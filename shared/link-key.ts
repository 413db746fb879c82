// The key of a link that is its own credential: an order's manage link (shared/order-link.ts) and
// an invoice's pay link (shared/invoice-payment.ts). 160 random bits as lowercase hex, made and
// compared on the server (functions/platform/link-keys.ts).
import * as z from 'zod';

/** 20 random bytes as lowercase hex. */
const LINK_KEY_PATTERN = /^[0-9a-f]{40}$/;

export const linkKeySchema = z.string().trim().toLowerCase().regex(LINK_KEY_PATTERN, 'Check the link: it is not complete');
