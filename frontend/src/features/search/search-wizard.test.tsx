// fetch is mocked: these tests cover what the wizard does with the API's answers; the API itself
// is covered by the HTTP tests in tests/api.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { DELIVERY_DATE_MESSAGES } from '../../../../shared/rental-dates';
import { deliveryWindowOf } from '../../lib/zone-delivery-window';
import { mockFetch, requestedUrls } from '../../testing/mock-fetch';
import { renderRoutes } from '../../testing/render-app';
import { SearchPage } from './search-page';
import { SearchWizard } from './search-wizard';
import { apiUrl, isApiUrl } from '../../testing/api-url';

function ResultsProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

const routes = [
  { path: '/', element: <SearchWizard /> },
  { path: '/results', element: <ResultsProbe /> },
];

const COLUMBUS = { zipCode: '43215', city: 'Columbus', state: 'OH', latitude: 39.96, longitude: -83, delivers: true, providerCount: 7 };
/** COLUMBUS has no time zone: the first delivery day is tomorrow on the visitor's clock. */
const tomorrow = () => deliveryWindowOf(undefined).earliest;

describe('search wizard', () => {
  it('rejects a 4-digit ZIP without calling the API', async () => {
    const fetchMock = mockFetch({});
    const user = userEvent.setup();
    renderRoutes('/', routes);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    await user.type(screen.getByLabelText('ZIP code'), '4321');
    await user.click(screen.getByRole('button', { name: 'Check ZIP' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.zipInvalid);
    const input = screen.getByLabelText('ZIP code');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(requestedUrls(fetchMock).some((url) => isApiUrl(url))).toBe(false);
  });

  it('cuts the input to five characters', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderRoutes('/', routes);
    const input = screen.getByLabelText<HTMLInputElement>('ZIP code');
    await user.type(input, '432159');
    expect(input.value).toBe('43215');
  });

  it('says so when nobody serves the ZIP', async () => {
    mockFetch({ [apiUrl('lookupZipCode', { zipCode: '99999' })]: { status: 404, body: { message: MESSAGES.zipNotServiced } } });
    const user = userEvent.setup();
    renderRoutes('/', routes);
    await user.type(screen.getByLabelText('ZIP code'), '99999');
    await user.click(screen.getByRole('button', { name: 'Check ZIP' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.zipNotServiced);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('treats a known ZIP with no providers as not serviced', async () => {
    mockFetch({ [apiUrl('lookupZipCode', { zipCode: '99950' })]: { status: 200, body: { ...COLUMBUS, zipCode: '99950', providerCount: 0 } } });
    const user = userEvent.setup();
    renderRoutes('/', routes);
    await user.type(screen.getByLabelText('ZIP code'), '99950');
    await user.click(screen.getByRole('button', { name: 'Check ZIP' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.zipNotServiced);
  });

  it('asks for the delivery ZIP when given a PO box ZIP', async () => {
    mockFetch({ [apiUrl('lookupZipCode', { zipCode: '43216' })]: { status: 200, body: { ...COLUMBUS, zipCode: '43216', delivers: false, providerCount: 0 } } });
    const user = userEvent.setup();
    renderRoutes('/', routes);
    await user.type(screen.getByLabelText('ZIP code'), '43216');
    await user.click(screen.getByRole('button', { name: 'Check ZIP' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.zipWithoutDeliveryArea);
  });

  it('walks ZIP, type and property, then goes to results with the spec query', async () => {
    mockFetch({ [apiUrl('lookupZipCode', { zipCode: '43215' })]: { status: 200, body: COLUMBUS } });
    const user = userEvent.setup();
    renderRoutes('/', routes);
    await user.type(screen.getByLabelText('ZIP code'), '43215{Enter}');

    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByText(/Columbus, OH 43215/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Construction/ }));

    expect(await screen.findByText('Step 3 of 3')).toBeTruthy();
    // Back returns to the type step with the choice kept, and forward again.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /Construction/ }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: /Construction/ }));

    await user.click(screen.getByRole('button', { name: /^Residential/ }));
    await user.click(screen.getByRole('button', { name: 'Find Dumpsters' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/results?zipCode=43215&type=construction&category=residential&startDate=${tomorrow()}`,
      ),
    );
  });

  it('opens the results at the size chosen in the size guide', async () => {
    mockFetch({ [apiUrl('lookupZipCode', { zipCode: '43215' })]: { status: 200, body: COLUMBUS } });
    const user = userEvent.setup();
    renderRoutes('/search?size=30', [{ path: '/search', element: <SearchPage /> }, { path: '/results', element: <ResultsProbe /> }]);
    await user.type(screen.getByLabelText('ZIP code'), '43215{Enter}');
    await user.click(await screen.findByRole('button', { name: /Construction/ }));
    await user.click(await screen.findByRole('button', { name: /^Residential/ }));
    await user.click(screen.getByRole('button', { name: 'Find Dumpsters' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        `/results?zipCode=43215&type=construction&category=residential&size=30&startDate=${tomorrow()}`,
      ),
    );
  });

  it('asks for a property type before searching', async () => {
    mockFetch({ [apiUrl('lookupZipCode', { zipCode: '43215' })]: { status: 200, body: COLUMBUS } });
    const user = userEvent.setup();
    renderRoutes('/', routes);
    await user.type(screen.getByLabelText('ZIP code'), '43215{Enter}');
    await user.click(await screen.findByRole('button', { name: /Commercial/ }));
    await user.click(await screen.findByRole('button', { name: 'Find Dumpsters' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please choose a property type');
  });
});

describe('search wizard: when the dumpster is needed', () => {
  // 10:30 PM on Nov 29 in Columbus, already Nov 30 in UTC (the test runner's clock).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T03:30:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  async function toLastStep() {
    mockFetch({ [apiUrl('lookupZipCode', { zipCode: '43215' })]: { status: 200, body: { ...COLUMBUS, timeZone: 'America/New_York' } } });
    const user = userEvent.setup();
    renderRoutes('/', routes);
    await user.type(screen.getByLabelText('ZIP code'), '43215{Enter}');
    await user.click(await screen.findByRole('button', { name: /Construction/ }));
    await user.click(await screen.findByRole('button', { name: /^Residential/ }));
    return user;
  }

  it('offers delivery from tomorrow on the ZIP’s clock, chosen by default, and searches the date and length chosen', async () => {
    const user = await toLastStep();
    const date = screen.getByLabelText<HTMLInputElement>('Delivery date');
    expect(date.type).toBe('date');
    expect(date.value).toBe('2026-11-30');
    expect(date.min).toBe('2026-11-30');
    await user.clear(date);
    await user.type(date, '2026-12-04');
    await user.selectOptions(screen.getByLabelText('Rental length'), '14');
    await user.click(screen.getByRole('button', { name: 'Find Dumpsters' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/results?zipCode=43215&type=construction&category=residential&startDate=2026-12-04&rentalDays=14',
      ),
    );
  });

  it('refuses a day before the first delivery day, at the field', async () => {
    const user = await toLastStep();
    const date = screen.getByLabelText<HTMLInputElement>('Delivery date');
    await user.clear(date);
    await user.type(date, '2026-11-29');
    await user.click(screen.getByRole('button', { name: 'Find Dumpsters' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(DELIVERY_DATE_MESSAGES.tooSoon);
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(date.getAttribute('aria-describedby')).toContain(alert.id);
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
