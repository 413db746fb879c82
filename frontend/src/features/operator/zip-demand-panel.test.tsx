import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockBackend } from '../../testing/cognito-fetch';
import { fakeSession, renderRoutes } from '../../testing/render-app';
import { OPERATOR_USER } from './operator-test-data';
import { apiRoute } from '../../testing/api-url';

describe('requested ZIPs in the operator console', () => {
  it('lists the ZIPs visitors asked for with their counts, most wanted first', async () => {
    mockBackend({
      [apiRoute('listZipDemand')]: {
        status: 200,
        body: {
          zips: [
            { zipCode: '99654', city: 'Wasilla', state: 'AK', requests: 7, lastRequestedAt: '2026-11-20T10:00:00.000Z' },
            { zipCode: '59801', city: 'Missoula', state: 'MT', requests: 2, lastRequestedAt: '2026-11-22T10:00:00.000Z' },
          ],
        },
      },
    });
    renderRoutes('/operator?tab=zips', undefined, { session: fakeSession({ user: OPERATOR_USER }) });
    const table = await screen.findByRole('table', { name: /ZIP codes visitors asked/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual(['7', '2']);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('99654');
  });

  it('says when nobody asked yet', async () => {
    mockBackend({ [apiRoute('listZipDemand')]: { status: 200, body: { zips: [] } } });
    renderRoutes('/operator?tab=zips', undefined, { session: fakeSession({ user: OPERATOR_USER }) });
    expect(await screen.findByText('No requests yet.')).toBeTruthy();
  });
});
