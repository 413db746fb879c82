// Where the payment page sends someone who booked by text and did not pay: a declined card, or
// the payment page left. Nothing was charged; the payment link in the text still works, or a new
// booking starts with BOOK. (A web checkout returns to its own form instead.)
import { useSearchParams } from 'react-router-dom';
import { SITE_CONTACT } from '../../../../shared/constants';
import { useDocumentTitle } from '../../components/use-document-title';

export function TextOrderNotPaidPage() {
  useDocumentTitle('Payment not completed');
  const declined = useSearchParams()[0].get('payment') === 'declined';
  return (
    <div className="container page page--narrow">
      <div className="status-panel" role="status">
        <h1 className="status-panel__title">Payment not completed</h1>
        <p>{declined ? 'Your card was declined. No payment was taken.' : 'The payment was not finished. Nothing was charged.'}</p>
        <p>
          To pay with another card, open the payment link in our text message again. To change the booking, reply BOOK to{' '}
          <a href={SITE_CONTACT.smsBookHref} className="link-inline">{SITE_CONTACT.smsPhone}</a> and we start over.
        </p>
        <p>
          Questions? Call {SITE_CONTACT.name} support at <a href={SITE_CONTACT.phoneHref} className="link-inline">{SITE_CONTACT.phone}</a>.
        </p>
      </div>
    </div>
  );
}
