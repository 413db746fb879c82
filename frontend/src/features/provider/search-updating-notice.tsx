// Saves answer at once; search takes a few seconds more to show them (the server updates it from
// the table's stream). Until it does, the portal says so, and the note goes as soon as search shows
// the change. Nothing is shown while the status is unknown (loading, or the check failed): the save
// itself has already said whether it succeeded.
import { useProviderSearchStatus } from './provider-api';
import './portal.css';

export const SEARCH_UPDATING_TEXT = 'Updating your listings in search. Your changes are saved; customers will see them in a few seconds.';

export function SearchUpdatingNotice() {
  const { data } = useProviderSearchStatus();
  return (
    <div role="status" aria-live="polite">
      {data?.updating && <p className="notice notice--warning portal__search-notice">{SEARCH_UPDATING_TEXT}</p>}
    </div>
  );
}
