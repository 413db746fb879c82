import './verified-badge.css';

export function VerifiedBadge() {
  return (
    <span className="badge badge--verified">
      <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
        <path fill="currentColor" d="M6.5 11.2 3.3 8l1.1-1.1 2.1 2.1 5.1-5.1L12.7 5z" />
      </svg>
      Verified
    </span>
  );
}
