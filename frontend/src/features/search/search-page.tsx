// /search: the same wizard as the home page, on its own (header "Find a Dumpster" and
// the detail page's 'Back to Search' lead here).
import { useDocumentTitle } from '../../components/use-document-title';
import { SearchWizard } from './search-wizard';

export function SearchPage() {
  useDocumentTitle('Find a Dumpster');
  return (
    <div className="container page page--narrow">
      <h1>Find a dumpster</h1>
      <p className="page__lead">Three quick questions, then compare prices from providers who serve your ZIP code.</p>
      <div className="card">
        <SearchWizard />
      </div>
    </div>
  );
}
