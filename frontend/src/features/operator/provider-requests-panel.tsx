// 'Provider requests': the businesses that asked to join, by status. Pending ones get an access
// code (or are declined); approved ones can get a new code if theirs was lost; declined ones can
// be reopened.
import { useState } from 'react';
import { PROVIDER_REQUEST_STATUSES, type ProviderRequest } from '../../../../shared/schemas/onboarding';
import { formatPhone, phoneHref } from '../../lib/phone-number';
import { SearchBox } from '../../components/search-box';
import { useListSearch } from '../../lib/list-search';
import { StatusFilter } from './status-filter';
import { useProviderRequests, useReviewProviderRequest } from './operator-api';
import { formatDateTime, PROVIDER_REQUEST_STATUS_LABELS, type ProviderRequestStatus } from './operator-format';
import { DeclineRequestDialog, IssueAccessCodeDialog } from './provider-request-dialogs';
import { PagedList, useSuccessNotice } from './operator-ui';
import { StatusBadge } from '../../components/status-badge';

export function parseRequestStatus(value: string | null): ProviderRequestStatus {
  return PROVIDER_REQUEST_STATUSES.find((status) => status === value) ?? 'pending';
}

const EMPTY_TITLES: Record<ProviderRequestStatus, string> = {
  pending: 'No pending requests.',
  approved: 'No approved requests.',
  declined: 'No declined requests.',
};

interface RequestCardProps {
  request: ProviderRequest;
  onIssue: () => void;
  onDecline: () => void;
  onReopened: () => void;
}

function RequestCard({ request, onIssue, onDecline, onReopened }: RequestCardProps) {
  const reopen = useReviewProviderRequest(request.requestId);
  const business = request.businessName;
  return (
    <li className="card operator-card">
      <div className="operator-card__head">
        <h3 className="operator-card__title">{business}</h3>
        <StatusBadge kind="request" status={request.status}>
          <span className="visually-hidden">Status: </span>
          {PROVIDER_REQUEST_STATUS_LABELS[request.status]}
        </StatusBadge>
      </div>
      <dl className="operator-facts">
        <div>
          <dt>Contact</dt>
          <dd>{request.name}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${request.email}`}>{request.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={phoneHref(request.phone)}>{formatPhone(request.phone)}</a>
          </dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
          </dd>
        </div>
        {request.accessCodeSent && (
          <div>
            <dt>Access code</dt>
            <dd>Sent to {request.email}</dd>
          </div>
        )}
      </dl>
      {request.message && (
        <div className="operator-card__message">
          <h4 className="operator-card__label">Message</h4>
          <p>{request.message}</p>
        </div>
      )}
      {request.notes && (
        <div className="operator-card__notes">
          <h4 className="operator-card__label">Notes</h4>
          <p>{request.notes}</p>
        </div>
      )}
      <div className="operator-actions">
        {request.status === 'pending' && (
          <>
            <button
              type="button"
              className="button button--primary button--small"
              aria-label={`Issue access code for ${business}`}
              onClick={onIssue}
            >
              Issue access code
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-label={`Decline request from ${business}`}
              onClick={onDecline}
            >
              Decline
            </button>
          </>
        )}
        {request.status === 'approved' && (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={`Re-issue access code for ${business}`}
            onClick={onIssue}
          >
            Re-issue access code
          </button>
        )}
        {request.status === 'declined' && (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={reopen.isPending ? undefined : `Reopen request from ${business}`}
            disabled={reopen.isPending}
            onClick={() => reopen.mutate({ status: 'pending' }, { onSuccess: onReopened })}
          >
            {reopen.isPending ? 'Saving...' : 'Reopen'}
          </button>
        )}
      </div>
      {reopen.isError && (
        <p className="inline-error" role="alert">
          Could not reopen the request from {business}. {reopen.error.message}
        </p>
      )}
    </li>
  );
}

interface ProviderRequestsPanelProps {
  status: ProviderRequestStatus;
  onStatusChange: (status: ProviderRequestStatus) => void;
}

export function ProviderRequestsPanel({ status, onStatusChange }: ProviderRequestsPanelProps) {
  const [typed, setTyped] = useState('');
  const search = useListSearch(typed);
  const requests = useProviderRequests(status, search);
  const [issuing, setIssuing] = useState<ProviderRequest | null>(null);
  const [declining, setDeclining] = useState<ProviderRequest | null>(null);
  const { notice, say, clear } = useSuccessNotice();
  const items = requests.data?.pages.flatMap((page) => page.requests) ?? [];

  return (
    <>
      <div className="operator-toolbar">
        <h2 className="visually-hidden">Provider requests</h2>
        <StatusFilter
          label="Request status"
          options={PROVIDER_REQUEST_STATUSES}
          labels={PROVIDER_REQUEST_STATUS_LABELS}
          value={status}
          onChange={(next) => {
            clear();
            onStatusChange(next);
          }}
        />
        <SearchBox
          className="operator-toolbar__search"
          label="Search provider requests"
          placeholder="Search by business, contact, e-mail or phone..."
          value={typed}
          onChange={setTyped}
        />
      </div>
      {notice}
      <PagedList
        query={requests}
        count={items.length}
        loadingLabel="Loading provider requests..."
        errorTitle="We could not load the provider requests."
        emptyTitle={search ? 'No provider requests match your search.' : EMPTY_TITLES[status]}
        emptyText={search ? 'Try different keywords.' : status === 'pending' ? 'New requests from the Contact Us form show up here.' : undefined}
        itemsName="provider requests"
      >
        <ul className="operator-list" aria-label={`${PROVIDER_REQUEST_STATUS_LABELS[status]} provider requests`}>
          {items.map((request) => (
            <RequestCard
              key={request.requestId}
              request={request}
              onIssue={() => setIssuing(request)}
              onDecline={() => setDeclining(request)}
              onReopened={() => say(`The request from ${request.businessName} is pending again.`)}
            />
          ))}
        </ul>
      </PagedList>
      {issuing && (
        <IssueAccessCodeDialog
          request={issuing}
          onClose={(issued) => {
            setIssuing(null);
            if (issued) {
              say(
                <>
                  Access code <code>{issued.code}</code> for {issuing.businessName} was e-mailed to {issued.email}.
                </>,
              );
            }
          }}
        />
      )}
      {declining && (
        <DeclineRequestDialog
          request={declining}
          onClose={() => setDeclining(null)}
          onDeclined={() => {
            setDeclining(null);
            say(`The request from ${declining.businessName} was declined.`);
          }}
        />
      )}
    </>
  );
}
