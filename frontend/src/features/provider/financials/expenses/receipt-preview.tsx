// The saved receipt on the expense page: a preview when it is an image (a PDF fails to load as one
// and shows as a link only) and a link to open it. The link lives five minutes; once it has lapsed
// the provider asks for a new one instead of opening a dead link.
import { useEffect, useState } from 'react';

/** A little under the server's five minutes, so a link is never offered in its last seconds. */
export const RECEIPT_LINK_LIFETIME_MS = 4.5 * 60 * 1000;

interface ReceiptPreviewProps {
  url: string;
  /** When the link was fetched (epoch ms). */
  fetchedAt: number;
  refreshing: boolean;
  onRefresh: () => void;
}

export function ReceiptPreview({ url, fetchedAt, refreshing, onRefresh }: ReceiptPreviewProps) {
  const [expired, setExpired] = useState(() => Date.now() - fetchedAt >= RECEIPT_LINK_LIFETIME_MS);
  const [notImage, setNotImage] = useState(false);

  useEffect(() => {
    const left = fetchedAt + RECEIPT_LINK_LIFETIME_MS - Date.now();
    setExpired(left <= 0);
    setNotImage(false);
    if (left <= 0) return;
    const timer = setTimeout(() => setExpired(true), left);
    return () => clearTimeout(timer);
  }, [fetchedAt, url]);

  if (expired) {
    return (
      <div className="receipt-preview">
        <p className="field-hint">For your privacy, receipt links last five minutes.</p>
        <button type="button" className="button button--ghost button--small" disabled={refreshing} onClick={onRefresh}>
          {refreshing ? 'Getting a new link...' : 'Show receipt again'}
        </button>
      </div>
    );
  }
  return (
    <div className="receipt-preview">
      {!notImage && <img className="receipt-preview__img" src={url} alt="Receipt" onError={() => setNotImage(true)} />}
      <a className="button button--ghost button--small" href={url} target="_blank" rel="noopener noreferrer">
        Open receipt<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
