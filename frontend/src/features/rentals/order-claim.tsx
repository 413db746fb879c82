// "Add to my account" on an order opened by its manage link, for a signed-in customer. The order
// page asks what the server will (shared/order-owner.ts): a texter's order joins the account that
// opens its link; a guest's only the account whose verified e-mail is the order's, so an unverified
// account is offered the verification step here, and an account with another e-mail is told which
// e-mail the order was placed with, masked (j***@example.com), never in full.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EMAIL_VERIFICATION_MESSAGES, maskedEmail } from '../../../../shared/email-verification';
import { ORDER_LINK_MESSAGES, type OrderLinkParams } from '../../../../shared/order-link';
import { claimVerdict, ownerEmail, orderLinkOwner } from '../../../../shared/order-owner';
import type { Rental } from '../../../../shared/schemas/rental';
import { EmailVerification } from '../../components/account/email-verification';
import { LoadingPanel } from '../../components/status-panel';
import { isApiError } from '../../lib/api-error';
import { useCustomerProfile } from '../../lib/customer-profile';
import { useClaimOrders } from './rental-api';

function ClaimSection({ children }: { children: ReactNode }) {
  return (
    <section className="order-account card" aria-labelledby="order-account-title">
      <h2 id="order-account-title">Keep it with your account</h2>
      {children}
    </section>
  );
}

export function OrderClaim({ rental, link }: { rental: Rental; link: OrderLinkParams }) {
  const profile = useCustomerProfile();
  const claim = useClaimOrders(link);
  const [justVerified, setJustVerified] = useState(false);

  if (claim.isSuccess) {
    return (
      <p className="notice notice--success order-account" role="status">
        {ORDER_LINK_MESSAGES.claimed(claim.data.claimedRentalIds.length)}{' '}
        <Link to="/customer/history" className="link-inline">View Rental History</Link>
      </p>
    );
  }
  if (profile.isPending) {
    return (
      <div className="order-account">
        <LoadingPanel label="Checking your account..." />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className="order-account status-panel status-panel--error" role="alert">
        <p>We could not check your account, so this order cannot be added to it yet.</p>
        <button type="button" className="button button--ghost button--small" onClick={() => void profile.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const owner = orderLinkOwner(rental);
  switch (claimVerdict(owner, profile.data)) {
    case 'mine':
    case 'otherAccount':
      return <p className="order-account card">{ORDER_LINK_MESSAGES.otherAccount}</p>;
    case 'otherEmail':
      return (
        <ClaimSection>
          <p>{ORDER_LINK_MESSAGES.otherEmail(maskedEmail(ownerEmail(owner) ?? ''))}</p>
        </ClaimSection>
      );
    case 'verifyEmail':
      return (
        <ClaimSection>
          <p>{ORDER_LINK_MESSAGES.verifyEmail}</p>
          <EmailVerification email={profile.data.email} onVerified={() => setJustVerified(true)} />
        </ClaimSection>
      );
    case 'claimable':
      return (
        <ClaimSection>
          {justVerified && (
            <p className="notice notice--success" role="status">
              {EMAIL_VERIFICATION_MESSAGES.verified}
            </p>
          )}
          <p>
            Adds this order to your rental history.
            {ownerEmail(owner) !== undefined && (
              <>
                {' '}
                Other orders you placed as a guest with this e-mail can be added from your{' '}
                <Link to="/customer/profile" className="link-inline">profile</Link>.
              </>
            )}
          </p>
          {claim.isError && (
            <p className="inline-error" role="alert">
              {isApiError(claim.error, 409) ? ORDER_LINK_MESSAGES.otherAccount : claim.error.message}
            </p>
          )}
          <button type="button" className="button button--primary" disabled={claim.isPending} onClick={() => claim.mutate()}>
            {claim.isPending ? 'Adding...' : 'Add to My Account'}
          </button>
        </ClaimSection>
      );
  }
}
