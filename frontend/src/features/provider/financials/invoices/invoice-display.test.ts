import { describe, expect, it } from 'vitest';
import { canCancel, canEdit, canMarkPaid, canSend } from './invoice-display';

describe('invoice actions by status', () => {
  it('pays and sends only what is owed, edits what is not settled, cancels drafts and owed ones', () => {
    const statuses = ['draft', 'unpaid', 'overdue', 'paid', 'cancelled'] as const;
    expect(statuses.filter(canMarkPaid)).toEqual(['unpaid', 'overdue']);
    expect(statuses.filter(canSend)).toEqual(['unpaid', 'overdue']);
    expect(statuses.filter(canEdit)).toEqual(['draft', 'unpaid', 'overdue']);
    expect(statuses.filter(canCancel)).toEqual(['draft', 'unpaid', 'overdue']);
  });
});
