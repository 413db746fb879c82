// fetch is mocked: these tests cover what the results page does with the API's answers; the API
// itself (pricing, sorting, 404 for unserved ZIPs) is covered by the HTTP tests in tests/api.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZIP_REQUEST_MESSAGES } from '../../../../shared/schemas/zip-request';
import { MESSAGES } from '../../../../shared/messages';
import { formatUsd } from '../../../../shared/money';
import { describeIncluded } from '../../../../shared/pricing';
import { DELIVERY_DATE_MESSAGES } from '../../../../shared/rental-dates';
import { SEARCH_RESPONSE } from '../../testing/fixtures';
import { mockBackend } from '../../testing/cognito-fetch';
import { mockFetch, requestedUrls } from '../../testing/mock-fetch';
import { renderRoutes } from '../../testing/render-app';
import { apiRoute, apiUrl, isApiUrl } from '../../testing/api-url';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

const RESULTS_URL = '/results?zipCode=43215&type=construction&category=residential';

function cardNames(): string[] {
  return screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent ?? '');
}

describe('results page', () => {
  it('shows loading, then the providers in the server order with Best Price on the first', async () => {
    const fetchMock = mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: SEARCH_RESPONSE } });
    renderRoutes(RESULTS_URL);
    expect(await screen.findByText('Loading providers...')).toBeTruthy();
    expect(await screen.findByText('3 providers found')).toBeTruthy();
    expect(cardNames()).toEqual(['Buckeye Bin Rentals', 'Scioto Roll-Off Co.', 'Capital City Containers']);

    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText('Best Price')).toBeTruthy();
    expect(within(second!).queryByText('Best Price')).toBeNull();
    const weekly = formatUsd(SEARCH_RESPONSE.providers[0]!.quote.totalCents);
    expect(within(first!).getAllByText(weekly).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dumpster rentals near Columbus, OH');

    // The wizard's `type` travels to the API as dumpsterType, with the default size.
    const searchUrl = requestedUrls(fetchMock).find((url) => url.startsWith(apiUrl('searchProviders')))!;
    const query = new URL(searchUrl, 'http://x').searchParams;
    expect(query.get('zipCode')).toBe('43215');
    expect(query.get('dumpsterType')).toBe('construction');
    expect(query.get('category')).toBe('residential');
    expect(query.get('size')).toBe('10');
  });

  it('links Book Now to checkout with size, ZIP and add-ons', async () => {
    mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: SEARCH_RESPONSE } });
    renderRoutes('/results?zipCode=43215&addOns=%7B%22sameDayDelivery%22%3Atrue%7D');
    const [first] = await screen.findAllByRole('article');
    const href = within(first!).getByRole('link', { name: /Book Now/ }).getAttribute('href')!;
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/checkout/p-buckeye');
    expect(url.searchParams.get('size')).toBe('10');
    expect(url.searchParams.get('zip')).toBe('43215');
    expect(url.searchParams.get('addons')).toBe('sameDayDelivery');
  });

  it('filters with the chips and sorts by rating', async () => {
    mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: SEARCH_RESPONSE } });
    const user = userEvent.setup();
    renderRoutes(RESULTS_URL);
    await screen.findByText('3 providers found');

    const verified = screen.getByRole('button', { name: 'Verified' });
    await user.click(verified);
    expect(verified.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(cardNames()).toEqual(['Buckeye Bin Rentals', 'Capital City Containers']);

    await user.click(screen.getByRole('button', { name: 'Driveway Protection' }));
    expect(cardNames()).toEqual(['Buckeye Bin Rentals']);

    await user.click(screen.getByRole('button', { name: 'Best Rated' }));
    expect(cardNames()).toEqual(['Buckeye Bin Rentals', 'Scioto Roll-Off Co.', 'Capital City Containers']);

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'rating');
    expect(cardNames()).toEqual(['Capital City Containers', 'Buckeye Bin Rentals', 'Scioto Roll-Off Co.']);
    // Best Price only marks the cheapest when the list is sorted by price.
    expect(screen.queryByText('Best Price')).toBeNull();
  });

  it('re-queries the server when the size or an add-on changes', async () => {
    const fetchMock = mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: SEARCH_RESPONSE } });
    const user = userEvent.setup();
    renderRoutes(RESULTS_URL);
    await screen.findByText('3 providers found');
    await user.selectOptions(screen.getByLabelText('Dumpster size'), '20');
    await user.click(screen.getByRole('checkbox', { name: 'Same-Day Delivery' }));
    await waitFor(() => {
      const last = new URL(requestedUrls(fetchMock).filter((url) => url.startsWith(apiUrl('searchProviders'))).at(-1)!, 'http://x');
      expect(last.searchParams.get('size')).toBe('20');
      expect(JSON.parse(last.searchParams.get('addOns')!)).toEqual({ sameDayDelivery: true });
    });
  });

  it('searches any dumpster type, compactors included, from the URL and from the type control', async () => {
    const fetchMock = mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: SEARCH_RESPONSE } });
    const user = userEvent.setup();
    renderRoutes('/results?zipCode=43215&dumpsterType=compactor');
    await screen.findByText('3 providers found');
    const asked = () => new URL(requestedUrls(fetchMock).filter((url) => url.startsWith(apiUrl('searchProviders'))).at(-1)!, 'http://x');
    expect(asked().searchParams.get('dumpsterType')).toBe('compactor');
    expect((screen.getByLabelText('Dumpster type') as HTMLSelectElement).value).toBe('compactor');
    await user.selectOptions(screen.getByLabelText('Dumpster type'), 'rollOff');
    await waitFor(() => expect(asked().searchParams.get('dumpsterType')).toBe('rollOff'));
    await user.selectOptions(screen.getByLabelText('Dumpster type'), '');
    await waitFor(() => expect(asked().searchParams.get('dumpsterType')).toBeNull());
  });

  it('expands a card to show its details and listings', async () => {
    mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: SEARCH_RESPONSE } });
    const user = userEvent.setup();
    renderRoutes(RESULTS_URL);
    const [first] = await screen.findAllByRole('article');
    const toggle = within(first!).getByRole('button', { name: /Show details/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(first!).getByText('43215, 43201, 43202 and more...')).toBeTruthy();
    // The link remembers these results, so Back to Search returns to them.
    expect(within(first!).getByRole('link', { name: '20 Yard Construction Dumpster' }).getAttribute('href')).toBe(
      `/dumpster/l-20?from=${encodeURIComponent(RESULTS_URL)}`,
    );
  });

  it('shows the empty state', async () => {
    mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: { ...SEARCH_RESPONSE, providers: [] } } });
    renderRoutes(RESULTS_URL);
    expect(await screen.findByRole('heading', { name: SCREEN_MESSAGES.resultsEmpty })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Another Search' })).toBeTruthy();
  });

  it('says plainly when nobody serves the ZIP yet, and takes an e-mail to tell the visitor when someone does', async () => {
    const { calls } = mockBackend({
      [apiRoute('searchProviders')]: { status: 200, body: { ...SEARCH_RESPONSE, zip: { ...SEARCH_RESPONSE.zip, zipCode: '99654' }, servingCount: 0, providers: [] } },
      [apiRoute('requestZip')]: { status: 201, body: { zipCode: '99654', alreadyRequested: false } },
    });
    const user = userEvent.setup();
    renderRoutes('/results?zipCode=99654&size=20');
    expect(await screen.findByText('No providers serve 99654 yet')).toBeTruthy();
    expect(screen.queryByText(/choose another size/)).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Notify Me' }));
    expect(screen.getByText(ZIP_REQUEST_MESSAGES.emailRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('Your e-mail address'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText(ZIP_REQUEST_MESSAGES.saved('99654'))).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ zipCode: '99654', email: 'ana@example.com', sizeYards: 20 });
  });

  it("shows the server's refusal of the e-mail on the e-mail field", async () => {
    mockBackend({
      [apiRoute('searchProviders')]: { status: 200, body: { ...SEARCH_RESPONSE, zip: { ...SEARCH_RESPONSE.zip, zipCode: '99654' }, servingCount: 0, providers: [] } },
      [apiRoute('requestZip')]: { status: 400, body: { message: 'Please check the highlighted fields.', fieldErrors: { email: ZIP_REQUEST_MESSAGES.emailInvalid } } },
    });
    const user = userEvent.setup();
    renderRoutes('/results?zipCode=99654&size=20');
    const email = await screen.findByLabelText('Your e-mail address');
    await user.type(email, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    const error = await screen.findByText(ZIP_REQUEST_MESSAGES.emailInvalid);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(error.id);
    expect(screen.getByText(ZIP_REQUEST_MESSAGES.failed)).toBeTruthy();
    expect(screen.queryByText(ZIP_REQUEST_MESSAGES.saved('99654'))).toBeNull();
  });

  it('asks for the delivery ZIP instead of offering a notice for a PO box ZIP', async () => {
    mockFetch({
      [apiUrl('searchProviders')]: { status: 200, body: { ...SEARCH_RESPONSE, zip: { ...SEARCH_RESPONSE.zip, zipCode: '43216', delivers: false }, servingCount: 0, providers: [] } },
    });
    renderRoutes('/results?zipCode=43216&size=20');
    expect(await screen.findByText(MESSAGES.zipWithoutDeliveryArea)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Notify Me' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Try Another Search' })).toBeTruthy();
  });

  it('keeps advising another size or type where providers serve the ZIP but none matches', async () => {
    mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: { ...SEARCH_RESPONSE, providers: [] } } });
    renderRoutes(RESULTS_URL);
    expect(await screen.findByText(/none with this size, rental length, type and add-ons/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Notify Me' })).toBeNull();
  });

  it('shows the error state and retries', async () => {
    let calls = 0;
    mockFetch({
      [apiUrl('searchProviders')]: () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { message: MESSAGES.internal } } : { status: 200, body: SEARCH_RESPONSE };
      },
    });
    const user = userEvent.setup();
    renderRoutes(RESULTS_URL);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(SCREEN_MESSAGES.resultsError)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Try Another Search' })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 providers found')).toBeTruthy();
  });

  it('says when the ZIP is not serviced', async () => {
    mockFetch({ [apiUrl('searchProviders')]: { status: 404, body: { message: MESSAGES.zipNotServiced } } });
    renderRoutes('/results?zipCode=99999');
    expect(await screen.findByText(MESSAGES.zipNotServiced)).toBeTruthy();
  });

  it('rejects a malformed ZIP in the URL without calling the API', async () => {
    const fetchMock = mockFetch({});
    renderRoutes('/results?zipCode=123');
    expect(await screen.findByText(MESSAGES.zipInvalid)).toBeTruthy();
    expect(requestedUrls(fetchMock).some((url) => isApiUrl(url))).toBe(false);
  });
});

describe('results: rental length', () => {
  it('re-searches for the length chosen and books that length with the add-ons chosen', async () => {
    const fetchMock = mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: SEARCH_RESPONSE } });
    const user = userEvent.setup();
    renderRoutes('/results?zipCode=43215&size=10&addOns=%7B%22sameDayDelivery%22%3Atrue%7D');
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByLabelText('Rental length'), '14');
    await waitFor(() => expect(requestedUrls(fetchMock).some((url) => url.includes('rentalDays=14'))).toBe(true));
    const book = screen.getAllByRole('link', { name: /Book Now/ })[0]!;
    expect(book.getAttribute('href')).toContain('days=14');
    expect(book.getAttribute('href')).toContain('addons=sameDayDelivery');
  });
});

describe('results: what a card includes', () => {
  it('states the days and tons included and the extra-day and extra-ton prices, from the quote', async () => {
    mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: SEARCH_RESPONSE } });
    renderRoutes(RESULTS_URL);
    const [first] = await screen.findAllByRole('article');
    const { included } = SEARCH_RESPONSE.providers[0]!.quote;
    expect(within(first!).getByText(describeIncluded(included))).toBeTruthy();
  });
});

describe('results: by delivery date', () => {
  const COLUMBUS = { zipCode: '43215', city: 'Columbus', state: 'OH', latitude: 39.96, longitude: -83, delivers: true, providerCount: 3, timeZone: 'America/New_York' };
  const DATED = { ...SEARCH_RESPONSE, dates: { startDate: '2026-12-01', endDate: '2026-12-08', rentalDays: 7, unavailableCount: 2 } };
  const lastSearch = (fetchMock: ReturnType<typeof mockFetch>) =>
    new URL(requestedUrls(fetchMock).filter((url) => url.startsWith(apiUrl('searchProviders'))).at(-1)!, 'http://x').searchParams;

  // 10:00 AM on Nov 30 in Columbus: the first delivery day there is Dec 1.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T15:00:00.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('searches the date, states the rental’s days and how many providers are booked or closed then, and books that date', async () => {
    const fetchMock = mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: DATED }, [apiUrl('lookupZipCode', { zipCode: '43215' })]: { status: 200, body: COLUMBUS } });
    const user = userEvent.setup();
    renderRoutes('/results?zipCode=43215&startDate=2026-12-01');
    expect(await screen.findByText('Delivery Tue, Dec 1 – pickup Tue, Dec 8')).toBeTruthy();
    expect(lastSearch(fetchMock).get('startDate')).toBe('2026-12-01');
    expect(screen.getByText(/2 providers are fully booked or closed on these dates/)).toBeTruthy();

    const book = within(screen.getAllByRole('article')[0]!).getByRole('link', { name: /Book Now/ });
    expect(new URL(book.getAttribute('href')!, 'http://x').searchParams.get('start')).toBe('2026-12-01');

    const date = screen.getByLabelText<HTMLInputElement>('Delivery date');
    expect(date.type).toBe('date');
    expect(date.value).toBe('2026-12-01');
    await waitFor(() => expect(date.min).toBe('2026-12-01'));
    await user.click(screen.getByRole('button', { name: 'Try another date' }));
    expect(document.activeElement).toBe(date);
  });

  it('searches again for another date, and keeps it in the URL', async () => {
    const fetchMock = mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: DATED }, [apiUrl('lookupZipCode', { zipCode: '43215' })]: { status: 200, body: COLUMBUS } });
    const user = userEvent.setup();
    renderRoutes('/results?zipCode=43215&startDate=2026-12-01');
    await screen.findAllByRole('article');
    const date = screen.getByLabelText<HTMLInputElement>('Delivery date');
    await user.clear(date);
    await user.type(date, '2026-12-10');
    await waitFor(() => expect(lastSearch(fetchMock).get('startDate')).toBe('2026-12-10'));
    expect(date.value).toBe('2026-12-10');
  });

  it('says plainly when no provider has a dumpster free then, and offers another date', async () => {
    const fetchMock = mockFetch({
      [apiUrl('searchProviders')]: { status: 200, body: { ...DATED, providers: [], dates: { ...DATED.dates, unavailableCount: 3 } } },
      [apiUrl('lookupZipCode', { zipCode: '43215' })]: { status: 200, body: COLUMBUS },
    });
    const user = userEvent.setup();
    renderRoutes('/results?zipCode=43215&startDate=2026-12-01');
    expect(await screen.findByRole('heading', { name: 'No dumpsters free on these dates' })).toBeTruthy();
    expect(screen.getByText(/All 3 providers with this size, rental length, type and add-ons are fully booked or closed/)).toBeTruthy();
    expect(screen.queryByText(/none with this size, rental length, type and add-ons/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Choose another date' }));
    const date = screen.getByLabelText<HTMLInputElement>('Delivery date');
    expect(document.activeElement).toBe(date);
    await user.clear(date);
    await user.type(date, '2026-12-15');
    await waitFor(() => expect(lastSearch(fetchMock).get('startDate')).toBe('2026-12-15'));
  });

  it('without a date, lists every provider for any date and offers delivery from the first day there', async () => {
    const fetchMock = mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: SEARCH_RESPONSE }, [apiUrl('lookupZipCode', { zipCode: '43215' })]: { status: 200, body: COLUMBUS } });
    renderRoutes('/results?zipCode=43215');
    await screen.findByText('3 providers found');
    expect(lastSearch(fetchMock).has('startDate')).toBe(false);
    const date = screen.getByLabelText<HTMLInputElement>('Delivery date');
    expect(date.value).toBe('');
    await waitFor(() => expect(date.min).toBe('2026-12-01'));
    expect(screen.getByText('Any delivery date')).toBeTruthy();
  });

  it('reads a date already past as the first delivery day', async () => {
    const fetchMock = mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: DATED }, [apiUrl('lookupZipCode', { zipCode: '43215' })]: { status: 200, body: COLUMBUS } });
    renderRoutes('/results?zipCode=43215&startDate=2026-11-20');
    await waitFor(() => expect(lastSearch(fetchMock).get('startDate')).toBe('2026-12-01'));
    expect(screen.getByLabelText<HTMLInputElement>('Delivery date').value).toBe('2026-12-01');
  });

  it('refuses a day before the first delivery day at the field, without searching it', async () => {
    const fetchMock = mockFetch({ [apiUrl('searchProviders')]: { status: 200, body: DATED }, [apiUrl('lookupZipCode', { zipCode: '43215' })]: { status: 200, body: COLUMBUS } });
    const user = userEvent.setup();
    renderRoutes('/results?zipCode=43215&startDate=2026-12-01');
    await screen.findAllByRole('article');
    const date = screen.getByLabelText<HTMLInputElement>('Delivery date');
    await waitFor(() => expect(date.min).toBe('2026-12-01'));
    await user.clear(date);
    await user.type(date, '2026-11-30');
    // Named once the field is left, not while a year is half typed.
    expect(screen.queryByText(DELIVERY_DATE_MESSAGES.tooSoon)).toBeNull();
    await user.tab();
    expect((await screen.findByText(DELIVERY_DATE_MESSAGES.tooSoon)).id).toBe(date.getAttribute('aria-describedby'));
    expect(requestedUrls(fetchMock).some((url) => url.includes('startDate=2026-11-30'))).toBe(false);
  });
});
