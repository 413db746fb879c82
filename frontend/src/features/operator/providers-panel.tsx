// 'Providers': every registered provider, newest first, with its verification state. A table on
// wide screens; below 760px each row stacks into a card, its cells labelled (operator.css).
import { useState } from 'react';
import type { OperatorProvider } from '../../../../shared/schemas/operator';
import { SearchBox } from '../../components/search-box';
import { VerifiedBadge } from '../../components/verified-badge';
import { useListSearch } from '../../lib/list-search';
import { formatPhone, phoneHref } from '../../lib/phone-number';
import { useOperatorProviders } from './operator-api';
import { formatDate } from './operator-format';
import { ProviderDocumentsDialog, VerificationDialog } from './provider-dialogs';
import { PagedList, useSuccessNotice } from './operator-ui';
import { StatusBadge } from '../../components/status-badge';

interface ProviderRowProps {
  provider: OperatorProvider;
  onViewDocuments: () => void;
  onVerify: (verified: boolean) => void;
}

function ProviderRow({ provider, onViewDocuments, onVerify }: ProviderRowProps) {
  const business = provider.businessName;
  const notes = provider.documents?.verificationNotes;
  return (
    <tr className="provider-table__row">
      <th scope="row" data-label="Business" className="provider-table__business">
        {business}
      </th>
      <td data-label="Contact">
        <span className="provider-table__lines">
          <span>{provider.name}</span>
          <a href={`mailto:${provider.email}`}>{provider.email}</a>
          <a href={phoneHref(provider.phone)}>{formatPhone(provider.phone)}</a>
        </span>
      </td>
      <td data-label="Location">
        {provider.address.city}, {provider.address.state}
      </td>
      <td data-label="Primary ZIPs">{provider.primaryZipCodes.join(', ') || '–'}</td>
      <td data-label="Joined">
        <time dateTime={provider.createdAt}>{formatDate(provider.createdAt)}</time>
      </td>
      <td data-label="Verification">
        <span className="provider-table__lines">
          {provider.isVerified ? (
            <VerifiedBadge />
          ) : (
            <StatusBadge kind="verification" status="unverified">Not verified</StatusBadge>
          )}
          {notes && <span className="operator-muted">{notes}</span>}
        </span>
      </td>
      <td data-label="Actions">
        <span className="operator-actions operator-actions--table">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={`View documents for ${business}`}
            onClick={onViewDocuments}
          >
            View documents
          </button>
          {provider.isVerified ? (
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={`Remove verification for ${business}`}
              onClick={() => onVerify(false)}
            >
              Remove verification
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary button--small"
              aria-label={`Verify ${business}`}
              onClick={() => onVerify(true)}
            >
              Verify
            </button>
          )}
        </span>
      </td>
    </tr>
  );
}

export function ProvidersPanel() {
  const [typed, setTyped] = useState('');
  const search = useListSearch(typed);
  const providers = useOperatorProviders(search);
  const [viewing, setViewing] = useState<OperatorProvider | null>(null);
  const [deciding, setDeciding] = useState<{ provider: OperatorProvider; verified: boolean } | null>(null);
  const { notice, say } = useSuccessNotice();
  const items = providers.data?.pages.flatMap((page) => page.providers) ?? [];

  return (
    <>
      <div className="operator-toolbar">
        <h2 className="visually-hidden">Providers</h2>
        <SearchBox
          className="operator-toolbar__search"
          label="Search providers"
          placeholder="Search by business, e-mail or phone..."
          value={typed}
          onChange={setTyped}
        />
      </div>
      {notice}
      <PagedList
        query={providers}
        count={items.length}
        loadingLabel="Loading providers..."
        errorTitle="We could not load the providers."
        emptyTitle={search ? 'No providers match your search.' : 'No providers yet.'}
        emptyText={search ? 'Try different keywords.' : 'Providers appear here once they register with an access code.'}
        itemsName="providers"
      >
        <div className="provider-table-wrap">
          <table className="provider-table">
            <caption className="visually-hidden">Providers, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Business</th>
                <th scope="col">Contact</th>
                <th scope="col">Location</th>
                <th scope="col">Primary ZIPs</th>
                <th scope="col">Joined</th>
                <th scope="col">Verification</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((provider) => (
                <ProviderRow
                  key={provider.providerId}
                  provider={provider}
                  onViewDocuments={() => setViewing(provider)}
                  onVerify={(verified) => setDeciding({ provider, verified })}
                />
              ))}
            </tbody>
          </table>
        </div>
      </PagedList>
      {viewing && <ProviderDocumentsDialog provider={viewing} onClose={() => setViewing(null)} />}
      {deciding && (
        <VerificationDialog
          provider={deciding.provider}
          verified={deciding.verified}
          onClose={() => setDeciding(null)}
          onDone={(updated) => {
            setDeciding(null);
            say(updated.isVerified ? `${updated.businessName} is now verified.` : `${updated.businessName} is no longer verified.`);
          }}
        />
      )}
    </>
  );
}
