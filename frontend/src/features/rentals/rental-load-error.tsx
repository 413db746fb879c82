// Why a rental could not be shown, worded once for the order page and the confirmation page: a
// rental of someone else (the spec's permission message, with the way to a guest order's link),
// a missing one, or a failure with Try again.
import { MESSAGES } from '../../../../shared/messages';
import { isApiError } from '../../lib/api-error';

const RENTAL_LOAD_FAILED = 'Failed to load rental details';

export function RentalLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notYours = isApiError(error, 403);
  const notFound = isApiError(error, 404);
  const title = notYours ? MESSAGES.rentalNoPermission : notFound ? MESSAGES.rentalNotFound : RENTAL_LOAD_FAILED;
  return (
    <div className="status-panel status-panel--error" role="alert">
      <h1 className="status-panel__title">{title}</h1>
      {notYours ? (
        <p>This rental belongs to another account. If you booked it as a guest or by text, open the link in its e-mail or text to add it to this account.</p>
      ) : notFound ? (
        <p>Check the link, or find the order in your rental history.</p>
      ) : (
        <button type="button" className="button button--ghost button--small" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
