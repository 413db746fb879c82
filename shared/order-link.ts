// The manage link of an order: /order/{rentalId}/{key}. Every order gets one when it is recorded
// (checkout, text-to-book, rent request) and it goes out in the order's e-mails and texts, so a
// guest or a texter, who has no sign-in, can open the order, cancel it and add it to an account.
// The key (shared/link-key.ts) is kept beside the rental; the link is the credential.
import * as z from 'zod';
import { linkKeySchema } from './link-key';

export const orderLinkParamsSchema = z.object({
  rentalId: z.string().trim().min(1).max(64),
  key: linkKeySchema,
});
export type OrderLinkParams = z.infer<typeof orderLinkParamsSchema>;

export function orderManagePath(rentalId: string, key: string): string {
  return `/order/${encodeURIComponent(rentalId)}/${encodeURIComponent(key)}`;
}

/** The absolute link for e-mails and texts, on the site's own origin. */
export function orderManageUrl(siteUrl: string, rentalId: string, key: string): string {
  return `${new URL(siteUrl).origin}${orderManagePath(rentalId, key)}`;
}

/**
 * POST /api/orders/{rentalId}/{key}/claim (the linked order) and POST /api/customer/guest-orders/claim
 * (a verified e-mail's guest orders): the orders now on the caller's account.
 */
export const claimOrdersResponseSchema = z.object({ claimedRentalIds: z.array(z.string()) });

export const ORDER_LINK_MESSAGES = {
  otherAccount: 'This order was booked from another account. Sign in to that account to see it in your rental history.',
  claimed: (count: number) => (count === 1 ? 'The order is now in your rental history.' : `${count} orders are now in your rental history.`),
  verifyEmail: 'This order was placed with your e-mail. Verify your e-mail to add it to your account.',
  /** `maskedEmail` is the order's e-mail as shared/email-verification.ts masks it: never someone's whole address. */
  otherEmail: (maskedEmail: string) => `This order was placed with ${maskedEmail}. Sign in with that e-mail and verify it to add the order.`,
  guestOrdersNeedVerifiedEmail: 'Verify your e-mail to add the orders you placed as a guest with it.',
  guestOrdersAdded: (count: number) =>
    count === 0
      ? 'There are no orders placed as a guest with your e-mail waiting to be added.'
      : count === 1
        ? '1 order placed as a guest is now in your rental history.'
        : `${count} orders placed as a guest are now in your rental history.`,
} as const;
