// /search: the same wizard as the home page, on its own (header "Find a Dumpster" and
// the detail page's 'Back to Search' lead here). From the size guide it comes with ?size=N, which
// the results then open at.
import { useSearchParams } from 'react-router-dom';
import { CUSTOMER_SIZES } from '../../../../shared/constants';
import { useDocumentTitle } from '../../components/use-document-title';
import { SearchWizard } from './search-wizard';
import './search.css';

export function SearchPage() {
  useDocumentTitle('Find a Dumpster');
  const asked = Number(useSearchParams()[0].get('size'));
  const size = (CUSTOMER_SIZES as readonly number[]).includes(asked) ? asked : undefined;
  return (
    <div className="container page page--narrow">
      <h1>Find a dumpster</h1>
      <p className="page__lead">Three quick questions, then compare prices from providers who serve your ZIP code.</p>
      <div className="card">
        <SearchWizard size={size} />
      </div>
    </div>
  );
}
