// Abuse limits, declared once. The route table names the HTTP routes' limits (functions/routes.ts
// `rateLimit`), the handler chain and the sms function enforce them, the local Cognito emulator's
// guard reads the sign-in one, and the tests and docs/SECURITY.md read the same numbers.
//
// Every limit but the sign-in one is a fixed window: at most `limit` counted actions per
// `windowSeconds`, the window aligned to the clock (a client can squeeze up to twice the limit
// around a window boundary, which is acceptable for abuse limits and keeps the counter one atomic
// ADD). Failed sign-ins, a guessing limit kept in one process's memory, count in a sliding window.

/** Whose actions a limit counts. */
type RateLimitIdentity =
  /** The client's IP address (API Gateway's source IP). */
  | 'ip'
  /** The signed-in user's id; the IP address for an anonymous caller. */
  | 'caller'
  /** The texting phone number (E.164). */
  | 'phoneNumber'
  /** The account a sign-in tries, whatever name it uses and wherever it comes from (failed sign-ins). */
  | 'account';

export interface RateLimit<Per extends RateLimitIdentity = RateLimitIdentity> {
  /** Names the counter; part of its key, so two limits never share a count. */
  name: string;
  /** Actions allowed per window; the next one is refused. */
  limit: number;
  windowSeconds: number;
  per: Per;
}

/** A limit an HTTP route can declare in the route table. */
export type HttpRateLimit = RateLimit<'ip' | 'caller'>;

export const RATE_LIMITS = {
  /** Contact Us (POST /api/provider-requests): each one lands in the operators' queue. */
  providerRequests: { name: 'provider-requests', limit: 5, windowSeconds: 3600, per: 'ip' },
  /** Support tickets (POST /api/support-tickets): each one is stored and e-mails a receipt. */
  supportTickets: { name: 'support-tickets', limit: 10, windowSeconds: 3600, per: 'ip' },
  /** Customer registration (POST /api/customers): each one creates a Cognito user. */
  customerRegistrations: { name: 'customer-registrations', limit: 10, windowSeconds: 3600, per: 'ip' },
  /**
   * Failed sign-ins on the local stack, counted by the Cognito emulator's guard for every way in
   * (Cognito's own lockout in AWS); the window slides: 5 failures lock the account until the first
   * of them is 15 minutes old.
   */
  failedSignIns: { name: 'failed-sign-ins', limit: 5, windowSeconds: 900, per: 'account' },
  /** "Tell me when someone delivers here" (POST /api/zip-requests): each one is stored. */
  zipRequests: { name: 'zip-requests', limit: 10, windowSeconds: 3600, per: 'ip' },
  /** Orders opened or changed by their manage link (GET/POST /api/orders/{id}/{key}...): keys cannot be tried at speed. */
  orderLinks: { name: 'order-links', limit: 120, windowSeconds: 3600, per: 'ip' },
  /** Invoices opened or paid by their pay link (/api/invoices/{id}/{key}...): keys cannot be tried at speed. */
  invoiceLinks: { name: 'invoice-links', limit: 120, windowSeconds: 3600, per: 'ip' },
  /** Inbound texts per phone number (text-to-book); STOP is always honoured. */
  inboundTexts: { name: 'inbound-texts', limit: 30, windowSeconds: 3600, per: 'phoneNumber' },
  /** Driver invitations opened or accepted by their join link (/api/driver-invitations/{token}...): tokens cannot be tried at speed. */
  driverInvitations: { name: 'driver-invitations', limit: 60, windowSeconds: 3600, per: 'ip' },
  /**
   * A payment session's status (GET /api/checkout/sessions/{id}): the success page asks a few times
   * per payment; return tokens cannot be tried at speed, nor the payment provider asked in a loop.
   */
  checkoutSessionStatus: { name: 'checkout-session-status', limit: 120, windowSeconds: 3600, per: 'ip' },
  /** Verification codes e-mailed to a customer's own address (POST /api/customer/email-verification): each one is an e-mail. */
  emailVerificationCodes: { name: 'email-verification-codes', limit: 5, windowSeconds: 3600, per: 'caller' },
  /** Codes typed back (POST /api/customer/email-verification/confirm): each code takes a few tries, and this bounds them all. */
  emailVerificationAttempts: { name: 'email-verification-attempts', limit: 20, windowSeconds: 3600, per: 'caller' },
  /** "Add my guest orders" (POST /api/customer/guest-orders/claim): one Query and a transaction per order found. */
  guestOrderClaims: { name: 'guest-order-claims', limit: 20, windowSeconds: 3600, per: 'caller' },
  /**
   * Payment sessions opened (POST /api/checkout/sessions and /api/customer/checkout/sessions): each
   * one asks the payment provider for a session and holds a unit for half an hour.
   */
  checkoutSessions: { name: 'checkout-sessions', limit: 20, windowSeconds: 3600, per: 'ip' },
} as const satisfies Record<string, RateLimit>;

/**
 * How many checkouts one client (the signed-in customer, else the source IP) and one e-mail address
 * typed at checkout may have waiting for payment at once, each holding a unit until it is paid,
 * abandoned or expires (functions/availability/hold-limits.ts). Honest customers open two or three
 * to compare, change a date (which replaces the earlier checkout of that provider and size) and pay one.
 */
export const UNPAID_HOLDS_PER_CLIENT = 3;

/**
 * The largest request body the API takes (JSON only: files go straight to S3 through presigned
 * POSTs). The handler chain refuses anything larger with 413 before parsing it. The largest valid
 * body is an invoice with 100 line items of 500 characters: about 60 KB in ASCII, up to about
 * 210 KB if every character takes four bytes in UTF-8.
 */
export const MAX_JSON_BODY_BYTES = 256 * 1024;

/**
 * The header the CloudFront viewer-request function writes the viewer's IP into, for /api/*: an
 * IPv6 address in brackets, as the functions read an address with an optional port there.
 */
export const VIEWER_ADDRESS_HEADER = 'x-viewer-address';

/** The local gateway stops reading a request body beyond this and answers 413. */
export const GATEWAY_MAX_BODY_BYTES = 1024 * 1024;
