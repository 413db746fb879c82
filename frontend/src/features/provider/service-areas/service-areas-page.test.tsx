import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../../shared/messages';
import {
  PROVIDER_SETTINGS_MESSAGES,
  tooManyServiceableZipsMessage,
  type ServiceAreaPreview,
} from '../../../../../shared/schemas/provider-settings';
import { mockBackend, type RecordedCall } from '../../../testing/cognito-fetch';
import { renderRoutes } from '../../../testing/render-app';
import { PROVIDER_PROFILE, PROVIDER_SESSION } from '../profile/provider-profile-fixture';
import { apiRoute, apiUrl } from '../../../testing/api-url';

const PRIMARY = [
  { zipCode: '43215', city: 'Columbus', state: 'OH', latitude: 39.9671, longitude: -83.0044 },
  { zipCode: '43004', city: 'Blacklick', state: 'OH', latitude: 40.021, longitude: -82.8079 },
];

function previewWith(coveredCount: number): ServiceAreaPreview {
  const covered = Array.from({ length: coveredCount }, (_, index) => ({
    zipCode: String(43100 + index),
    city: `Town ${index}`,
    state: 'OH',
    latitude: 39.9 + (index % 7) * 0.04,
    longitude: -83.1 + Math.floor(index / 7) * 0.04,
    distanceMiles: 1 + index * 0.5,
  }));
  return { primary: PRIMARY, covered, total: PRIMARY.length + coveredCount, maxTotal: 3000 };
}

const previewCalls = (calls: RecordedCall[]) => calls.filter((call) => call.url === apiUrl('previewServiceArea'));

function renderServiceAreas(preview: ServiceAreaPreview = previewWith(4), extra: Parameters<typeof mockBackend>[0] = {}) {
  const backend = mockBackend({
    [apiRoute('getProviderProfile')]: { status: 200, body: PROVIDER_PROFILE },
    [apiRoute('previewServiceArea')]: { status: 200, body: preview },
    ...extra,
  });
  renderRoutes('/provider/service-areas', undefined, { session: PROVIDER_SESSION() });
  return backend;
}

describe('ServiceAreasPage', () => {
  it('shows the saved primary ZIPs with their places, the calculated area and the map', async () => {
    const { calls } = renderServiceAreas();
    const list = await screen.findByRole('list', { name: 'Primary ZIP codes' }, { timeout: 5000 });
    await waitFor(() => expect(list.textContent).toContain('Columbus, OH'));
    expect(list.textContent).toContain('Blacklick, OH');
    expect(previewCalls(calls)[0]?.body).toEqual({ primaryZipCodes: ['43215', '43004'], serviceRadius: 25 });
    expect(screen.getByText('6').closest('p')?.textContent).toContain('6 ZIP codes served: 2 primary and 4 within the radius.');
    expect(screen.getByRole('list', { name: 'Covered ZIP codes, nearest first' }).textContent).toContain('43100Town 0, OH1.0 mi');

    const map = await screen.findByRole('img', { name: 'Map of 2 primary ZIP codes with a 25-mile radius covering 6 ZIP codes' }, { timeout: 5000 });
    expect(map.tagName.toLowerCase()).toBe('svg');
    const circles = map.querySelectorAll('path.service-map__radius');
    expect([...circles].map((circle) => circle.getAttribute('data-zip'))).toEqual(['43215', '43004']);
    for (const circle of circles) expect(circle.getAttribute('d')).toMatch(/^M[\d.-]+,[\d.-]+L/);
    expect(map.querySelectorAll('circle.service-map__covered')).toHaveLength(4);
    expect(map.querySelectorAll('circle.service-map__primary')).toHaveLength(2);
    // The state outlines from us-atlas are drawn.
    expect(map.querySelector('path.service-map__borders')?.getAttribute('d')?.length).toBeGreaterThan(1000);
  });

  it('adds a ZIP after looking it up, stripping anything but digits', async () => {
    const { calls } = renderServiceAreas(previewWith(4), {
      [apiRoute('lookupZipCode', { zipCode: '43201' })]: {
        status: 200,
        body: { zipCode: '43201', city: 'Columbus', state: 'OH', latitude: 39.99, longitude: -83.0, delivers: true, providerCount: 3 },
      },
    });
    const user = userEvent.setup();
    const input = (await screen.findByLabelText('Add a ZIP code', undefined, { timeout: 5000 })) as HTMLInputElement;
    await user.type(input, '43-2a01x9');
    expect(input.value).toBe('43201');
    await user.click(screen.getByRole('button', { name: 'Add ZIP' }));
    const list = screen.getByRole('list', { name: 'Primary ZIP codes' });
    await waitFor(() => expect(list.textContent).toContain('43201Columbus, OH'));
    expect(input.value).toBe('');
    await waitFor(() =>
      expect(previewCalls(calls).at(-1)?.body).toEqual({ primaryZipCodes: ['43215', '43004', '43201'], serviceRadius: 25 }),
    );

    await user.click(screen.getByRole('button', { name: 'Remove 43004' }));
    expect(list.textContent).not.toContain('43004');
  });

  it("refuses an invalid, a duplicate and an unknown ZIP with the spec's messages", async () => {
    renderServiceAreas(previewWith(4), { [apiRoute('lookupZipCode', { zipCode: '99999' })]: { status: 404, body: { message: MESSAGES.zipNotServiced } } });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Add a ZIP code', undefined, { timeout: 5000 });
    const add = screen.getByRole('button', { name: 'Add ZIP' });
    await user.type(input, '432');
    await user.click(add);
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.zipInvalid);
    await user.clear(input);
    await user.type(input, '43215');
    await user.click(add);
    expect(screen.getByRole('alert').textContent).toBe(PROVIDER_SETTINGS_MESSAGES.zipDuplicate);
    await user.clear(input);
    await user.type(input, '99999');
    await user.click(add);
    expect((await screen.findByText(PROVIDER_SETTINGS_MESSAGES.zipUnvalidated)).getAttribute('role')).toBe('alert');
  });

  it('recalculates the area with the new radius once the slider rests', async () => {
    const { calls } = renderServiceAreas();
    const slider = await screen.findByRole('slider', { name: 'Service radius' }, { timeout: 5000 });
    await waitFor(() => expect(previewCalls(calls)).toHaveLength(1));
    fireEvent.change(slider, { target: { value: '45' } });
    fireEvent.change(slider, { target: { value: '50' } });
    expect(screen.getByText('50 miles')).toBeTruthy();
    expect(screen.getByText('Calculating…')).toBeTruthy();
    await waitFor(() => expect(previewCalls(calls)).toHaveLength(2));
    expect(previewCalls(calls)[1]?.body).toEqual({ primaryZipCodes: ['43215', '43004'], serviceRadius: 50 });
    await waitFor(() => expect(screen.queryByText('Calculating…')).toBeNull());
  });

  it('lists the nearest 30 covered ZIPs, then how many more', async () => {
    renderServiceAreas(previewWith(45));
    const list = await screen.findByRole('list', { name: 'Covered ZIP codes, nearest first' }, { timeout: 5000 });
    expect(within(list).getAllByRole('listitem')).toHaveLength(31);
    expect(within(list).getByText('+15 more')).toBeTruthy();
    const map = await screen.findByRole('img', { name: /covering 47 ZIP codes/ }, { timeout: 5000 });
    expect(map.querySelectorAll('circle.service-map__covered')).toHaveLength(45);
  });

  it('saves the primary ZIPs and radius, and shows the server refusing an area too large', async () => {
    let answer = { status: 200, body: { ...PROVIDER_PROFILE, serviceRadius: 30, updatedAt: '2026-11-21T00:00:00.000Z' } as unknown };
    const { calls } = renderServiceAreas(previewWith(4), { [apiRoute('updateServiceAreas')]: () => answer });
    const user = userEvent.setup();
    const slider = await screen.findByRole('slider', { name: 'Service radius' }, { timeout: 5000 });
    fireEvent.change(slider, { target: { value: '30' } });
    await user.click(screen.getByRole('button', { name: 'Save Service Areas' }));
    expect(await screen.findByText(PROVIDER_SETTINGS_MESSAGES.serviceAreasSaved)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      primaryZipCodes: ['43215', '43004'],
      serviceRadius: 30,
      expectedUpdatedAt: PROVIDER_PROFILE.updatedAt,
    });

    const tooMany = tooManyServiceableZipsMessage(3400);
    answer = { status: 400, body: { message: tooMany, fieldErrors: { serviceRadius: tooMany } } };
    await user.click(screen.getByRole('button', { name: 'Save Service Areas' }));
    expect(await screen.findByText(`Failed to save changes: ${tooMany}`)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toMatchObject({ expectedUpdatedAt: '2026-11-21T00:00:00.000Z' });
  });

  it('asks for a primary ZIP before saving none', async () => {
    const { calls } = renderServiceAreas();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove 43215' }, { timeout: 5000 }));
    await user.click(screen.getByRole('button', { name: 'Remove 43004' }));
    await user.click(screen.getByRole('button', { name: 'Save Service Areas' }));
    expect(screen.getAllByText(/Please add at least one primary ZIP code/).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(await screen.findByRole('img', { name: 'Map of the United States: no primary ZIP codes chosen yet' }, { timeout: 5000 })).toBeTruthy();
  });
});
