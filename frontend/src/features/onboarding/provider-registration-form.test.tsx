// fetch is mocked (the API and the S3 POST): the registration form a valid access code opens, its
// validation order, ZIP entry, files and add-ons, and a full registration through to the dashboard.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages';
import { UPLOAD_MAX_BYTES } from '../../../../shared/schemas/onboarding';
import type { SessionUser } from '../../lib/session';
import { mockBackend, type RecordedCall } from '../../testing/cognito-fetch';
import type { MockAnswer } from '../../testing/mock-fetch';
import { fakeSession, renderRoutes } from '../../testing/render-app';
import { DOCUMENT_REQUIRED } from './registration-values';
import { RegisterProviderPage } from './register-provider-page';
import { apiRoute, apiUrl } from '../../testing/api-url';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

const CODE = 'ABCD-EFGH-IJKL-MNOP';
const S3_URL = 'http://localhost/uploads-bucket';

// The page alone plus stand-ins for where it navigates, so these tests need no other feature.
const ROUTES: RouteObject[] = [
  { path: '/register/provider', element: <RegisterProviderPage /> },
  { path: '/provider/dashboard', element: <h1>Provider dashboard</h1> },
  { path: '/login', element: <h1>Sign in page</h1> },
];

const PROVIDER_USER: SessionUser = { userId: 'p-1', name: 'Pat Hauler', firstName: 'Pat', role: 'provider', email: 'pat@example.com' };

const panel = () => within(screen.getByRole('tabpanel'));
const input = (label: string) => panel().getByLabelText(label) as HTMLInputElement;
const formAlert = () => panel().queryAllByRole('alert').find((element) => element.classList.contains('inline-error'))?.textContent;

const pdf = (name = 'insurance.pdf') => new File(['%PDF-1.7 certificate'], name, { type: 'application/pdf' });
const jpeg = (name = 'license.jpg', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

function presignAnswers(): MockAnswer {
  let count = 0;
  return () => {
    count += 1;
    return {
      status: 201,
      body: { key: `upload-${count}`, url: S3_URL, fields: { key: `upload-${count}`, 'Content-Type': 'x', Policy: 'p' }, maxBytes: UPLOAD_MAX_BYTES, expiresInSeconds: 600 },
    };
  };
}

async function openRegistration(api: Record<string, MockAnswer> = {}, signIn?: (email: string, password: string) => Promise<SessionUser>) {
  const backend = mockBackend({
    [apiRoute('checkAccessCode')]: { status: 200, body: { email: 'pat@example.com', businessName: 'Buckeye Bins' } },
    ...api,
  });
  const session = fakeSession({ signIn: signIn ?? (() => Promise.reject(new Error('signIn not expected'))) });
  const user = userEvent.setup({ applyAccept: false });
  const view = renderRoutes(`/register/provider?code=${CODE}`, ROUTES, { session });
  await panel().findByRole('group', { name: 'Business information' });
  return { ...backend, ...view, user };
}

async function addZip(user: ReturnType<typeof userEvent.setup>, zip: string) {
  await user.clear(input('Service area ZIP code'));
  await user.type(input('Service area ZIP code'), `${zip}{Enter}`);
}

async function setNumber(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(input(label));
  await user.type(input(label), value);
}

const submit = (user: ReturnType<typeof userEvent.setup>) => user.click(panel().getByRole('button', { name: 'Create Provider Account' }));

/** Everything a registration needs, typed as a person would. */
async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('Contact name'), 'Pat Hauler');
  await user.type(input('Phone'), '6145550100');
  await user.type(input('Employer Identification Number (optional)'), '12-3456789');
  await user.upload(input('Business insurance (PDF)'), pdf());
  await user.upload(input("Driver's license (image)"), jpeg());
  await user.type(input('Street address'), '1 High St');
  await user.type(input('City'), 'Columbus');
  await user.selectOptions(panel().getByLabelText('State'), 'OH');
  await user.type(input('ZIP code'), '43215');
  await addZip(user, '43215');
  await addZip(user, '43016-1234');
  await setNumber(user, '10 yard', '2');
  await setNumber(user, '20 yard', '3');
  await user.click(panel().getByLabelText('Construction'));
  await user.click(panel().getByLabelText('Roll-off'));
  await setNumber(user, 'Base rate per yard ($)', '8.5');
  await user.click(panel().getByLabelText('Offer Same-Day Delivery'));
  await setNumber(user, 'Same-Day Delivery price ($)', '30');
  await user.type(input('Password'), 'Secret-123');
  await user.type(input('Confirm password'), 'Secret-123');
}

describe('provider registration form', () => {
  it('lays out the sections in the spec order with defaults filled in', async () => {
    await openRegistration();
    const legends = panel()
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(legends).toEqual([
      'Business information',
      'Logo',
      'EIN',
      'Documents',
      'Business address',
      'Service area ZIP codes',
      'Dumpster inventory',
      'Dumpster types',
      'Pricing',
      'Add-ons',
      'Password',
    ]);
    expect(panel().getByText('Format: XX-XXXXXXX')).toBeTruthy();
    expect(document.getElementById(input('Password').getAttribute('aria-describedby')!)?.textContent).toBe(MESSAGES.passwordRule);
    expect(input('Base rate per yard ($)').value).toBe('8');
    expect(input('Base rate per yard ($)').min).toBe('1');
    expect(input('Base rate per yard ($)').step).toBe('0.5');
    expect(input('Delivery fee ($)').value).toBe('50');
    expect(input('Delivery fee ($)').step).toBe('5');
    expect(['Same-Day Delivery', 'Driveway Protection', 'Cleanup Service', 'Permit Pulling'].map((label) => input(`${label} price ($)`).value)).toEqual(['25', '15', '45', '35']);
    expect(['5', '10', '15', '20', '30', '40'].map((size) => input(`${size} yard`).value)).toEqual(['0', '0', '0', '0', '0', '0']);
    expect(['Construction', 'Residential', 'Commercial', 'Roll-off', 'Compactor'].every((label) => panel().getByLabelText(label))).toBe(true);
  });

  it("checks the spec's rules in order before any field: passwords, ZIP, type, inventory", async () => {
    const { user, calls } = await openRegistration();
    await user.type(input('Password'), 'Secret-123');
    await user.type(input('Confirm password'), 'Secret124');
    await submit(user);
    expect(formAlert()).toBe(MESSAGES.passwordsDoNotMatch);
    expect(input('Confirm password').getAttribute('aria-invalid')).toBe('true');
    expect(panel().queryByText(MESSAGES.serviceAreaRequired)).toBeNull();

    await user.clear(input('Confirm password'));
    await user.type(input('Confirm password'), 'Secret-123');
    await submit(user);
    expect(formAlert()).toBe(MESSAGES.serviceAreaRequired);
    expect(panel().getAllByText(MESSAGES.serviceAreaRequired)).toHaveLength(2);

    await addZip(user, '43215');
    await submit(user);
    expect(formAlert()).toBe(MESSAGES.dumpsterTypeRequired);

    await user.click(panel().getByLabelText('Residential'));
    await submit(user);
    expect(formAlert()).toBe(MESSAGES.inventoryRequired);

    await setNumber(user, '15 yard', '1');
    await submit(user);
    expect(formAlert()).toBe('Contact name is required');
    expect(panel().getByText('Street address is required')).toBeTruthy();
    expect(panel().getByText(DOCUMENT_REQUIRED.insurance)).toBeTruthy();
    expect(panel().getByText(DOCUMENT_REQUIRED.license)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('adds ZIP codes by Enter or Add, refuses malformed and repeated ones, and removes them', async () => {
    const { user } = await openRegistration();
    const zip = input('Service area ZIP code');
    expect(zip.maxLength).toBe(10);
    await user.type(zip, '4321{Enter}');
    expect(panel().getByText(MESSAGES.zipInvalid).getAttribute('role')).toBe('alert');
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    await user.clear(zip);
    await user.type(zip, '43215');
    await user.click(panel().getByRole('button', { name: 'Add' }));
    expect(panel().queryByText(MESSAGES.zipInvalid)).toBeNull();
    expect(zip.value).toBe('');
    expect(panel().getByRole('button', { name: 'Remove ZIP 43215' })).toBeTruthy();
    await addZip(user, '43215');
    expect(panel().getByText(MESSAGES.zipAlreadyAdded)).toBeTruthy();
    await addZip(user, '43016-1234');
    expect(panel().getByRole('button', { name: 'Remove ZIP 43016' })).toBeTruthy();
    const list = panel().getByRole('list', { name: 'Service area ZIP codes added' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['43215×', '43016×']);
    await user.click(panel().getByRole('button', { name: 'Remove ZIP 43215' }));
    expect(panel().queryByRole('button', { name: 'Remove ZIP 43215' })).toBeNull();
    // Enter in the ZIP input adds a ZIP; it never submits the registration.
    expect(formAlert()).toBeUndefined();
  });

  it('keeps an add-on price disabled while the add-on is off', async () => {
    const { user } = await openRegistration();
    const price = input('Cleanup Service price ($)');
    expect(price.disabled).toBe(true);
    await user.click(panel().getByLabelText('Offer Cleanup Service'));
    expect(price.disabled).toBe(false);
    await user.click(panel().getByLabelText('Offer Cleanup Service'));
    expect(price.disabled).toBe(true);
    expect(input('Base rate per yard ($)').disabled).toBe(false);
  });

  it('refuses a file of the wrong type or over 5MB as soon as it is chosen', async () => {
    const { user } = await openRegistration();
    await user.upload(input('Business insurance (PDF)'), jpeg('scan.jpg'));
    expect(panel().getByText(MESSAGES.documentNotPdf).getAttribute('role')).toBe('alert');
    await user.upload(input("Driver's license (image)"), pdf('license.pdf'));
    expect(panel().getByText(MESSAGES.documentNotImage)).toBeTruthy();
    await user.upload(input('Business logo (optional)'), new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }));
    expect(panel().getAllByText(MESSAGES.documentNotImage)).toHaveLength(2);
    await user.upload(input("Driver's license (image)"), jpeg('huge.jpg', UPLOAD_MAX_BYTES + 1));
    expect(panel().getByText(MESSAGES.documentTooLarge)).toBeTruthy();
    expect(panel().queryByText(/huge\.jpg/)).toBeNull();
    await user.upload(input('Business insurance (PDF)'), pdf());
    expect(panel().queryByText(MESSAGES.documentNotPdf)).toBeNull();
    expect(panel().getByText(/Selected: insurance\.pdf \(\d+ B\)/)).toBeTruthy();
    await user.click(panel().getByRole('button', { name: 'Remove Business insurance (PDF)' }));
    expect(panel().queryByText(/Selected: insurance\.pdf/)).toBeNull();
  });

  it('uploads the documents, registers, signs in and opens the provider dashboard', async () => {
    const signIn = vi.fn().mockResolvedValue(PROVIDER_USER);
    const { user, calls, router } = await openRegistration(
      {
        [apiRoute('presignRegistrationUpload')]: presignAnswers(),
        'POST /uploads-bucket': { status: 204, body: null },
        [apiRoute('registerProvider')]: { status: 201, body: { providerId: 'p-1' } },
      },
      signIn,
    );
    await fillAll(user);
    await user.upload(input('Business logo (optional)'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Provider dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/provider/dashboard');
    expect(signIn).toHaveBeenCalledWith('pat@example.com', 'Secret-123');

    const presigns = calls.filter((call) => call.url === apiUrl('presignRegistrationUpload'));
    expect(presigns.map((call) => call.body)).toEqual([
      { code: CODE, kind: 'insurance', contentType: 'application/pdf', size: pdf().size },
      { code: CODE, kind: 'license', contentType: 'image/jpeg', size: 2048 },
      { code: CODE, kind: 'logo', contentType: 'image/png', size: 3 },
    ]);
    expect(calls.filter((call) => call.url === '/uploads-bucket' && call.method === 'POST')).toHaveLength(3);
    const registration = calls.find((call: RecordedCall) => call.url === apiUrl('registerProvider'));
    expect(registration?.authorization).toBeUndefined();
    expect(registration?.body).toEqual({
      code: CODE,
      businessName: 'Buckeye Bins',
      name: 'Pat Hauler',
      email: 'pat@example.com',
      phone: '6145550100',
      ein: '12-3456789',
      insuranceKey: 'upload-1',
      licenseKey: 'upload-2',
      logoKey: 'upload-3',
      address: { street: '1 High St', city: 'Columbus', state: 'OH', zipCode: '43215' },
      serviceZipCodes: ['43215', '43016'],
      dumpsterInventory: { yard5: 0, yard10: 2, yard15: 0, yard20: 3, yard30: 0, yard40: 0 },
      dumpsterTypes: ['construction', 'rollOff'],
      pricing: {
        baseRatePerYard: 8.5,
        deliveryFee: 50,
        addOnPrices: { sameDayDelivery: 30, drivewayProtection: 15, cleanupService: 45, permitPulling: 35 },
      },
      addOns: { sameDayDelivery: true, drivewayProtection: false, cleanupService: false, permitPulling: false },
      password: 'Secret-123',
    });
  });

  it('goes to sign-in when the automatic sign-in fails', async () => {
    const { user, router } = await openRegistration(
      {
        [apiRoute('presignRegistrationUpload')]: presignAnswers(),
        'POST /uploads-bucket': { status: 204, body: null },
        [apiRoute('registerProvider')]: { status: 201, body: { providerId: 'p-1' } },
      },
      () => Promise.reject(new Error('Cognito is down')),
    );
    await fillAll(user);
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("shows the API's refusal after the prefix, puts its field errors on the fields, and does not upload twice", async () => {
    let registrations = 0;
    const { user, calls } = await openRegistration({
      [apiRoute('presignRegistrationUpload')]: presignAnswers(),
      'POST /uploads-bucket': { status: 204, body: null },
      [apiRoute('registerProvider')]: () => {
        registrations += 1;
        return registrations === 1
          ? { status: 400, body: { message: MESSAGES.invalidRequest, fieldErrors: { 'address.city': 'City is not valid' } } }
          : { status: 409, body: { message: MESSAGES.accessCodeUsed } };
      },
    });
    await fillAll(user);
    await submit(user);
    expect(await panel().findByText(`${SCREEN_MESSAGES.registrationFailedProviderPrefix}${MESSAGES.invalidRequest}`)).toBeTruthy();
    expect(panel().getByText('City is not valid')).toBeTruthy();
    expect(input('City').getAttribute('aria-invalid')).toBe('true');
    await submit(user);
    expect(await panel().findByText(`${SCREEN_MESSAGES.registrationFailedProviderPrefix}${MESSAGES.accessCodeUsed}`)).toBeTruthy();
    expect(calls.filter((call) => call.url === apiUrl('presignRegistrationUpload'))).toHaveLength(2);
  });

  it("says 'Creating Account...' while saving and 'Uploading ...' while a file goes up", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = await openRegistration({
      [apiRoute('presignRegistrationUpload')]: presignAnswers(),
      [apiRoute('registerProvider')]: { status: 201, body: { providerId: 'p-1' } },
    });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (request, init) => {
      if (String(request) === S3_URL) {
        await gate;
        return new Response(null, { status: 403 });
      }
      return original(request, init);
    });
    await fillAll(user);
    await submit(user);
    expect(await panel().findByText('Uploading business insurance...')).toBeTruthy();
    expect((panel().getByRole('button', { name: 'Creating Account...' }) as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await panel().findAllByText(MESSAGES.insuranceUploadFailed)).toHaveLength(2);
    expect(panel().queryByText('Uploading business insurance...')).toBeNull();
    expect(panel().getByRole('button', { name: 'Create Provider Account' })).toBeTruthy();
  });
});
