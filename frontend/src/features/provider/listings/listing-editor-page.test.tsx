// fetch is mocked (the API and the bucket's POST): Create Listing's checks, ZIP entry and image
// choice, a full create with uploads, and Edit Listing's load, save, notice and failures.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LISTING_MESSAGES } from '../../../../../shared/schemas/provider-listing';
import { mockBackend } from '../../../testing/cognito-fetch';
import type { MockAnswer } from '../../../testing/mock-fetch';
import { renderRoutes } from '../../../testing/render-app';
import { listingFixture, PROVIDER_SESSION } from './listing-fixtures';
import { apiRoute, apiUrl } from '../../../testing/api-url';

const BUCKET_URL = 'http://localhost/uploads-bucket';

type User = ReturnType<typeof userEvent.setup>;

const png = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/png' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const banner = () => screen.queryAllByRole('alert').find((element) => element.classList.contains('inline-error'));

function presignAnswers(): MockAnswer {
  let count = 0;
  return () => {
    count += 1;
    return {
      status: 201,
      body: {
        key: `media/listing-images/p-1/new-${count}`,
        url: BUCKET_URL,
        fields: { key: `media/listing-images/p-1/new-${count}`, 'Content-Type': 'image/png', Policy: 'p' },
        maxBytes: 5 * 1024 * 1024,
        expiresInSeconds: 600,
        imageUrl: `/media/listing-images/p-1/new-${count}`,
      },
    };
  };
}

function open(url: string, api: Parameters<typeof mockBackend>[0] = {}) {
  const backend = mockBackend({ [apiRoute('listProviderListings')]: { status: 200, body: { listings: [] } }, ...api });
  const user = userEvent.setup({ applyAccept: false });
  const view = renderRoutes(url, undefined, { session: PROVIDER_SESSION });
  return { ...backend, ...view, user };
}

async function addZip(user: User, zip: string) {
  await user.clear(field('Service area ZIP code'));
  await user.type(field('Service area ZIP code'), `${zip}{Enter}`);
}

async function fillRequired(user: User) {
  await user.selectOptions(field('Dumpster type'), 'construction');
  await user.selectOptions(field('Size'), '20');
  await user.selectOptions(field('Category'), 'residential');
}

describe('CreateListingPage', () => {
  it('asks for the required fields before sending anything', async () => {
    const { user, calls } = open('/provider/listings/new');
    await user.click(await screen.findByRole('button', { name: 'Create Listing' }));
    expect(banner()?.textContent).toBe('Please fill out all required fields');
    expect(field('Dumpster type').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // A listing takes no price: its size is priced on the Pricing page.
    expect(screen.queryByLabelText('Weekly price ($)')).toBeNull();
    expect(screen.getByText('Choose a size to see its price.')).toBeTruthy();
  });

  it('adds five-digit ZIP codes once each, as removable chips', async () => {
    const { user } = open('/provider/listings/new');
    await screen.findByRole('heading', { name: 'Service Areas' });
    await addZip(user, '4321');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid 5-digit ZIP code');
    await addZip(user, '43215');
    await user.type(field('Service area ZIP code'), '43201');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const chips = screen.getByRole('list', { name: 'Service area ZIP codes added' });
    expect(chips.textContent).toContain('43215');
    expect(chips.textContent).toContain('43201');
    await addZip(user, '43215');
    expect(screen.getByRole('alert').textContent).toBe('This ZIP code has already been added');
    expect(field('Service area ZIP code').maxLength).toBe(5);
    await user.click(screen.getByRole('button', { name: 'Remove ZIP 43215' }));
    expect(screen.getByRole('list', { name: 'Service area ZIP codes added' }).textContent).not.toContain('43215');
  });

  it('takes up to five images, refusing a sixth and anything that is not an image', async () => {
    const { user } = open('/provider/listings/new');
    const input = await screen.findByLabelText('Add images');
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png')]);
    await user.upload(input, [png('d.png'), png('e.png')]);
    expect(within(screen.getByRole('list', { name: 'Listing images' })).getAllByRole('listitem')).toHaveLength(5);
    await user.upload(input, png('f.png'));
    expect(screen.getByRole('alert').textContent).toBe('You can only upload a maximum of 5 images.');
    expect(within(screen.getByRole('list', { name: 'Listing images' })).getAllByRole('listitem')).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Remove image 5' }));
    await user.upload(input, new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert').textContent).toBe('One or more files are not valid images.');
    expect(within(screen.getByRole('list', { name: 'Listing images' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('uploads the images, posts the listing in cents and goes back to the list', async () => {
    const created = listingFixture({ listingId: 'l-new', type: 'construction', category: 'residential' });
    let saved = false;
    const { user, calls } = open('/provider/listings/new', {
      [apiRoute('presignListingImageUpload')]: presignAnswers(),
      'POST /uploads-bucket': { status: 204, body: null },
      [apiRoute('createListing')]: () => {
        saved = true;
        return { status: 201, body: created };
      },
      [apiRoute('listProviderListings')]: () => ({ status: 200, body: { listings: saved ? [created] : [] } }),
    });
    await screen.findByRole('heading', { name: 'Basic Information' });
    await fillRequired(user);
    await user.type(field('Listing description'), 'Great for remodels.');
    await addZip(user, '43215');
    await user.upload(field('Add images'), [png('front.png'), png('side.png')]);

    fireEvent.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(screen.getByRole('button', { name: 'Creating Listing...' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'My Listings' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '20 Yard Construction Dumpster' })).toBeTruthy();

    const presigns = calls.filter((call) => call.url === apiUrl('presignListingImageUpload'));
    expect(presigns.map((call) => call.body)).toEqual([
      { contentType: 'image/png', size: 2048, count: 1 },
      { contentType: 'image/png', size: 2048, count: 2 },
    ]);
    expect(calls.filter((call) => call.url === '/uploads-bucket' && call.method === 'POST')).toHaveLength(2);
    const post = calls.find((call) => call.url === apiUrl('createListing') && call.method === 'POST');
    expect(post?.body).toEqual({
      type: 'construction',
      // The shared schema's output: the size as listings store it.
      size: '20',
      category: 'residential',
      description: 'Great for remodels.',
      serviceAreas: ['43215'],
      imageUrls: ['/media/listing-images/p-1/new-1', '/media/listing-images/p-1/new-2'],
    });
  });

  it('says an image could not be uploaded, and does not upload the ones already sent again', async () => {
    let bucketAnswers = 0;
    const { user, calls } = open('/provider/listings/new', {
      [apiRoute('presignListingImageUpload')]: presignAnswers(),
      'POST /uploads-bucket': () => ((bucketAnswers += 1) === 2 ? { status: 403, body: null } : { status: 204, body: null }),
      [apiRoute('createListing')]: { status: 201, body: listingFixture({ listingId: 'l-new' }) },
    });
    await screen.findByRole('heading', { name: 'Basic Information' });
    await fillRequired(user);
    await user.upload(field('Add images'), [png('front.png'), png('side.png')]);
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    await waitFor(() =>
      expect(banner()?.textContent).toBe('Failed to create listing: An image could not be uploaded. Please try again.'),
    );
    expect(calls.some((call) => call.url === apiUrl('listProviderListings'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByRole('heading', { name: 'My Listings' })).toBeTruthy();
    expect(calls.filter((call) => call.url === '/uploads-bucket')).toHaveLength(3);
    const post = calls.find((call) => call.url === apiUrl('createListing') && call.method === 'POST');
    expect((post?.body as { imageUrls: string[] }).imageUrls).toEqual(['/media/listing-images/p-1/new-1', '/media/listing-images/p-1/new-3']);
  });

  it("says the create failed, with the server's reason for a refusal", async () => {
    const { user } = open('/provider/listings/new', {
      [apiRoute('createListing')]: { status: 400, body: { message: 'Size must be one of 10, 15, 20, 30, 40 yards' } },
    });
    await screen.findByRole('heading', { name: 'Basic Information' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    await waitFor(() => expect(banner()?.textContent).toBe('Failed to create listing: Size must be one of 10, 15, 20, 30, 40 yards'));
    expect(screen.getByRole('button', { name: 'Create Listing' })).toBeTruthy();
  });
});

describe('CreateListingPage: the server refuses a field', () => {
  it("shows the server's message on the field it names, under the failure banner", async () => {
    const { user } = open('/provider/listings/new', {
      [apiRoute('createListing')]: {
        status: 409,
        body: { message: 'Please check the highlighted fields.', fieldErrors: { category: 'This category is not offered in your area' } },
      },
    });
    await screen.findByRole('heading', { name: 'Basic Information' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Listing' }));
    expect(await screen.findByText('This category is not offered in your area')).toBeTruthy();
    expect(field('Category').getAttribute('aria-invalid')).toBe('true');
    expect(field('Category').getAttribute('aria-describedby')).toContain(screen.getByText('This category is not offered in your area').id);
    expect(banner()?.textContent).toBe('Failed to create listing: Please check the highlighted fields.');
    await waitFor(() => expect(document.activeElement).toBe(field('Category')));
  });
});

describe('EditListingPage', () => {
  it('loads the listing, saves it over the version it loaded and shows the notice for 3 seconds', async () => {
    const listing = listingFixture();
    const saved = { ...listing, description: 'Our most popular size. Boards under the rails.', updatedAt: '2026-11-22T10:00:00.000Z' };
    const { user, calls } = open('/provider/listings/edit/l-1', {
      [apiRoute('getProviderListing', { listingId: 'l-1' })]: { status: 200, body: listing },
      [apiRoute('updateListing', { listingId: 'l-1' })]: { status: 200, body: saved },
    });
    expect(await screen.findByText('Loading listing data...')).toBeTruthy();
    expect((await screen.findByLabelText('Dumpster type') as HTMLInputElement).value).toBe('roll-off');
    expect(screen.getByRole('list', { name: 'Listing images' }).querySelectorAll('img')).toHaveLength(2);

    await user.type(field('Listing description'), ' Boards under the rails.');
    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    await user.click(screen.getByRole('button', { name: 'Remove ZIP 43201' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText('Listing updated successfully!')).toBeTruthy();
      const put = calls.find((call) => call.method === 'PUT');
      expect(put?.body).toEqual({
        type: 'roll-off',
        size: '20',
        category: 'both',
        description: 'Our most popular size. Boards under the rails.',
        serviceAreas: ['43215'],
        imageUrls: ['/images/dumpsters/roll-off-20.svg'],
        expectedUpdatedAt: '2026-11-20T10:00:00.000Z',
      });
      expect(field('Listing description').value).toBe('Our most popular size. Boards under the rails.');
      await act(async () => {
        vi.advanceTimersByTime(3100);
      });
      expect(screen.queryByText('Listing updated successfully!')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the required fields on edit too', async () => {
    const { user, calls } = open('/provider/listings/edit/l-1', {
      [apiRoute('getProviderListing', { listingId: 'l-1' })]: { status: 200, body: listingFixture() },
    });
    await user.selectOptions(await screen.findByLabelText('Category'), '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(banner()?.textContent).toBe('Please fill out all required fields');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('offers to reload a listing that changed meanwhile', async () => {
    let version = listingFixture();
    const { user } = open('/provider/listings/edit/l-1', {
      [apiRoute('getProviderListing', { listingId: 'l-1' })]: () => ({ status: 200, body: version }),
      [apiRoute('updateListing', { listingId: 'l-1' })]: { status: 409, body: { message: LISTING_MESSAGES.changedMeanwhile } },
    });
    await user.type(await screen.findByLabelText('Listing description'), ' Updated.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(banner()?.textContent).toContain(LISTING_MESSAGES.changedMeanwhile));
    version = { ...version, description: 'Changed elsewhere.', updatedAt: '2026-11-23T10:00:00.000Z' };
    await user.click(screen.getByRole('button', { name: 'Reload listing' }));
    await waitFor(() => expect(field('Listing description').value).toBe('Changed elsewhere.'));
    expect(banner()).toBeUndefined();
  });

  it.each([
    [403, 'You do not have permission to edit this listing'],
    [404, 'Listing not found'],
    [500, 'Failed to load listing'],
  ])('says why a listing cannot be loaded (%i)', async (status, message) => {
    open('/provider/listings/edit/l-1', { [apiRoute('getProviderListing', { listingId: 'l-1' })]: { status, body: { message: 'x' } } });
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it.each([
    [403, 'You do not have permission to edit this listing'],
    [404, 'Listing not found'],
  ])('says why a save was refused (%i)', async (status, message) => {
    const { user } = open('/provider/listings/edit/l-1', {
      [apiRoute('getProviderListing', { listingId: 'l-1' })]: { status: 200, body: listingFixture() },
      [apiRoute('updateListing', { listingId: 'l-1' })]: { status, body: { message: 'x' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(banner()?.textContent).toBe(message));
  });
});
