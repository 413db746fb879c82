// 'Support tickets': the support page's messages by status, moved from new to in progress to
// resolved (or back, when a resolved problem returns).
import { useState } from 'react';
import {
  SUPPORT_TICKET_STATUS_LABELS,
  SUPPORT_TICKET_STATUSES,
  type SupportTicket,
  type SupportTicketStatus,
} from '../../../../shared/schemas/support';
import { SearchBox } from '../../components/search-box';
import { useListSearch } from '../../lib/list-search';
import { StatusFilter } from './status-filter';
import { useSupportTickets, useUpdateTicketStatus } from './operator-api';
import { formatDateTime } from './operator-format';
import { PagedList, useSuccessNotice } from './operator-ui';
import { StatusBadge } from '../../components/status-badge';

export function parseTicketStatus(value: string | null): SupportTicketStatus {
  return SUPPORT_TICKET_STATUSES.find((status) => status === value) ?? 'new';
}

const EMPTY_TITLES: Record<SupportTicketStatus, string> = {
  new: 'No new tickets.',
  in_progress: 'No tickets in progress.',
  resolved: 'No resolved tickets.',
};

/** Who wrote the ticket, as the requester identified themselves. */
function requester(ticket: SupportTicket): string {
  if (ticket.identifierType === 'orderId' && ticket.orderId) return `Order ${ticket.orderId}`;
  return ticket.email ?? ticket.orderId ?? 'Unknown requester';
}

function TicketCard({ ticket, onMoved }: { ticket: SupportTicket; onMoved: (ticket: SupportTicket) => void }) {
  const update = useUpdateTicketStatus(ticket.ticketId);
  const who = requester(ticket);
  const targets = SUPPORT_TICKET_STATUSES.filter((status) => status !== ticket.status);
  return (
    <li className="card operator-card">
      <div className="operator-card__head">
        <h3 className="operator-card__title">{who}</h3>
        <StatusBadge kind="ticket" status={ticket.status}>
          <span className="visually-hidden">Status: </span>
          {SUPPORT_TICKET_STATUS_LABELS[ticket.status]}
        </StatusBadge>
      </div>
      <dl className="operator-facts">
        {ticket.email && (
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${ticket.email}`}>{ticket.email}</a>
            </dd>
          </div>
        )}
        {ticket.orderId && (
          <div>
            <dt>Order</dt>
            <dd className="operator-code">{ticket.orderId}</dd>
          </div>
        )}
        <div>
          <dt>Signed in as</dt>
          <dd>{ticket.createdBy ? <span className="operator-code">{ticket.createdBy}</span> : 'Not signed in'}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>
            <time dateTime={ticket.createdAt}>{formatDateTime(ticket.createdAt)}</time>
          </dd>
        </div>
        {ticket.updatedAt !== ticket.createdAt && (
          <div>
            <dt>Last change</dt>
            <dd>
              <time dateTime={ticket.updatedAt}>{formatDateTime(ticket.updatedAt)}</time>
            </dd>
          </div>
        )}
      </dl>
      <div className="operator-card__message">
        <h4 className="operator-card__label">Message</h4>
        <p>{ticket.message}</p>
      </div>
      <div className="operator-actions" role="group" aria-label={`Move ticket from ${who}`}>
        {targets.map((status) => {
          const saving = update.isPending && update.variables === status;
          return (
            <button
              key={status}
              type="button"
              className={`button button--small ${status === 'resolved' ? 'button--primary' : 'button--ghost'}`}
              aria-label={saving ? undefined : `Move ticket from ${who} to ${SUPPORT_TICKET_STATUS_LABELS[status]}`}
              disabled={update.isPending}
              onClick={() => update.mutate(status, { onSuccess: onMoved })}
            >
              {saving ? 'Saving...' : `Move to ${SUPPORT_TICKET_STATUS_LABELS[status]}`}
            </button>
          );
        })}
      </div>
      {update.isError && (
        <p className="inline-error" role="alert">
          Could not move the ticket. {update.error.message}
        </p>
      )}
    </li>
  );
}

interface SupportTicketsPanelProps {
  status: SupportTicketStatus;
  onStatusChange: (status: SupportTicketStatus) => void;
}

export function SupportTicketsPanel({ status, onStatusChange }: SupportTicketsPanelProps) {
  const [typed, setTyped] = useState('');
  const search = useListSearch(typed);
  const tickets = useSupportTickets(status, search);
  const { notice, say, clear } = useSuccessNotice();
  const items = tickets.data?.pages.flatMap((page) => page.tickets) ?? [];

  return (
    <>
      <div className="operator-toolbar">
        <h2 className="visually-hidden">Support tickets</h2>
        <StatusFilter
          label="Ticket status"
          options={SUPPORT_TICKET_STATUSES}
          labels={SUPPORT_TICKET_STATUS_LABELS}
          value={status}
          onChange={(next) => {
            clear();
            onStatusChange(next);
          }}
        />
        <SearchBox
          className="operator-toolbar__search"
          label="Search support tickets"
          placeholder="Search by message, e-mail or order..."
          value={typed}
          onChange={setTyped}
        />
      </div>
      {notice}
      <PagedList
        query={tickets}
        count={items.length}
        loadingLabel="Loading support tickets..."
        errorTitle="We could not load the support tickets."
        emptyTitle={search ? 'No support tickets match your search.' : EMPTY_TITLES[status]}
        emptyText={search ? 'Try different keywords.' : status === 'new' ? 'Messages sent from the support page show up here.' : undefined}
        itemsName="support tickets"
      >
        <ul className="operator-list" aria-label={`${SUPPORT_TICKET_STATUS_LABELS[status]} support tickets`}>
          {items.map((ticket) => (
            <TicketCard
              key={ticket.ticketId}
              ticket={ticket}
              onMoved={(moved) => say(`The ticket from ${requester(moved)} moved to ${SUPPORT_TICKET_STATUS_LABELS[moved.status]}.`)}
            />
          ))}
        </ul>
      </PagedList>
    </>
  );
}
