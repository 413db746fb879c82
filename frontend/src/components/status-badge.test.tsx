import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RENTAL_STATUSES } from '../../../shared/rental-status';
import { INVOICE_STATUSES } from '../../../shared/schemas/financial-constants';
import { PROVIDER_REQUEST_STATUSES } from '../../../shared/schemas/onboarding';
import { PAYMENT_STATUSES } from '../../../shared/schemas/rental';
import { SUPPORT_TICKET_STATUSES } from '../../../shared/schemas/support';
import { StatusBadge, STATUS_TONES, statusTone } from './status-badge';

describe('StatusBadge', () => {
  it('has a tone for every status the domain knows', () => {
    const kinds = [
      ['rental', RENTAL_STATUSES],
      ['payment', PAYMENT_STATUSES],
      ['invoice', INVOICE_STATUSES],
      ['request', PROVIDER_REQUEST_STATUSES],
      ['ticket', SUPPORT_TICKET_STATUSES],
    ] as const;
    for (const [kind, statuses] of kinds) {
      expect(Object.keys(STATUS_TONES[kind]).sort(), kind).toEqual([...statuses].sort());
    }
  });

  it('gives a status one colour wherever it shows: waiting amber, settled green, ended red', () => {
    expect([statusTone('rental', 'pending'), statusTone('invoice', 'unpaid'), statusTone('request', 'pending'), statusTone('ticket', 'new')]).toEqual([
      'warning',
      'warning',
      'warning',
      'warning',
    ]);
    expect([statusTone('payment', 'paid'), statusTone('invoice', 'paid'), statusTone('request', 'approved'), statusTone('listing', 'available')]).toEqual([
      'success',
      'success',
      'success',
      'success',
    ]);
    expect([statusTone('rental', 'cancelled'), statusTone('invoice', 'overdue'), statusTone('request', 'declined')]).toEqual(['danger', 'danger', 'danger']);
  });

  it('renders the word in a pill of its tone, struck through for a cancelled invoice', () => {
    render(
      <>
        <StatusBadge kind="rental" status="active">
          Active
        </StatusBadge>
        <StatusBadge kind="invoice" status="cancelled">
          Cancelled
        </StatusBadge>
        <StatusBadge as="p" kind="listing" status="unavailable" className="detail-status">
          Unavailable
        </StatusBadge>
      </>,
    );
    expect(screen.getByText('Active').className).toBe('status-badge status-badge--success');
    expect(screen.getByText('Cancelled').className).toBe('status-badge status-badge--neutral status-badge--struck');
    const unavailable = screen.getByText('Unavailable');
    expect([unavailable.tagName, unavailable.className]).toEqual(['P', 'status-badge status-badge--neutral detail-status']);
  });
});
