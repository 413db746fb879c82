// The profile's e-mail: whether the marketplace verified it, the "Verify e-mail" step while it has
// not, and once it has, adding the orders placed as a guest with it (a guest's order joins only the
// account whose verified e-mail is the order's: shared/order-owner.ts).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EMAIL_VERIFICATION_MESSAGES, verifiedEmailOf } from '../../../../shared/email-verification';
import { ORDER_LINK_MESSAGES } from '../../../../shared/order-link';
import type { CustomerProfile } from '../../../../shared/schemas/account';
import { EmailVerification } from '../../components/account/email-verification';
import { StatusBadge } from '../../components/status-badge';
import { useClaimGuestOrders } from './account-api';

/** Verified or not, as a badge beside the address. */
function EmailVerifiedBadge({ profile }: { profile: CustomerProfile }) {
  const verified = verifiedEmailOf(profile) !== undefined;
  return (
    <StatusBadge kind="verification" status={verified ? 'verified' : 'unverified'}>
      {verified ? 'Verified' : 'Not verified'}
    </StatusBadge>
  );
}

function GuestOrders() {
  const claim = useClaimGuestOrders();
  return (
    <div className="guest-orders">
      <h3>Orders placed as a guest</h3>
      <p>Orders you booked without signing in, with this e-mail, can join your rental history.</p>
      {claim.isSuccess && (
        <p className="notice notice--success" role="status">
          {ORDER_LINK_MESSAGES.guestOrdersAdded(claim.data.claimedRentalIds.length)}{' '}
          {claim.data.claimedRentalIds.length > 0 && (
            <Link to="/customer/history" className="link-inline">
              View Rental History
            </Link>
          )}
        </p>
      )}
      {claim.isError && (
        <p className="inline-error" role="alert">
          {claim.error.message}
        </p>
      )}
      <button type="button" className="button button--ghost" disabled={claim.isPending} onClick={() => claim.mutate()}>
        {claim.isPending ? 'Adding...' : 'Add My Guest Orders'}
      </button>
    </div>
  );
}

export function CustomerEmailSection({ profile }: { profile: CustomerProfile }) {
  const [justVerified, setJustVerified] = useState(false);
  const verified = verifiedEmailOf(profile) !== undefined;
  return (
    <section className="card profile-section" aria-labelledby="email-section-title">
      <h2 id="email-section-title">Your E-mail</h2>
      <p className="email-status">
        <span className="email-status__address">{profile.email}</span> <EmailVerifiedBadge profile={profile} />
      </p>
      {verified ? (
        <>
          {justVerified && (
            <p className="notice notice--success" role="status">
              {EMAIL_VERIFICATION_MESSAGES.verified}
            </p>
          )}
          <GuestOrders />
        </>
      ) : (
        <>
          <p>{ORDER_LINK_MESSAGES.guestOrdersNeedVerifiedEmail}</p>
          <EmailVerification email={profile.email} onVerified={() => setJustVerified(true)} />
        </>
      )}
    </section>
  );
}
