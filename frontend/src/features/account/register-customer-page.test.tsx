// fetch is mocked (Cognito and the API, see testing/cognito-fetch): the registration form's
// validation messages, the server's refusal, and sign-in after success.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, tooManyRequestsMessage } from '../../../../shared/messages';
import { PHONE_MESSAGES } from '../../../../shared/schemas/phone';
import { mockBackend, TOKENS } from '../../testing/cognito-fetch';
import { renderRoutes } from '../../testing/render-app';
import { apiRoute, apiUrl } from '../../testing/api-url';
import { SCREEN_MESSAGES } from '../../lib/screen-messages';

async function fill(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Full name': 'Dana Customer',
    Email: 'dana@example.com',
    Phone: '6145550100',
    'Street address': '1 High St',
    City: 'Columbus',
    'ZIP code': '43215',
    Password: 'Secret-123',
    'Confirm password': 'Secret-123',
    ...overrides,
  };
  const user = userEvent.setup();
  await screen.findByLabelText('Full name');
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  await user.selectOptions(screen.getByLabelText('State'), 'OH');
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  return user;
}

describe('customer registration', () => {

  it('requires every field', async () => {
    const { calls } = mockBackend({});
    const user = userEvent.setup();
    renderRoutes('/register/customer');
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));
    for (const message of ['Name is required', 'Email is required', 'Phone number is required', 'Street address is required', 'City is required', 'State is required', MESSAGES.zipInvalid, MESSAGES.passwordRule]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(screen.getByLabelText('City').getAttribute('aria-invalid')).toBe('true');
    // An empty confirmation says so too, and the focus goes to the first field in error, as at checkout.
    expect(screen.getByText(MESSAGES.confirmPasswordRequired)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
    expect(calls).toHaveLength(0);
  });

  it('refuses a phone that is not a 10-digit US number, as checkout does', async () => {
    mockBackend({});
    renderRoutes('/register/customer');
    await fill({ Phone: '12345' });
    expect(screen.getByText(PHONE_MESSAGES.invalid)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone'));
  });

  it('shows the password rule beneath the password before submission, and refuses a password short of it with the rule', async () => {
    const { calls } = mockBackend({});
    renderRoutes('/register/customer');
    const password = await screen.findByLabelText('Password');
    const describedBy = () => password.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!);
    expect(describedBy().map((element) => element.textContent)).toEqual([MESSAGES.passwordRule]);
    expect(describedBy()[0]!.getAttribute('role')).toBeNull();
    await fill({ Password: 'abcdefgh', 'Confirm password': 'abcdefgh' });
    // The refusal names the rule once, in the hint's place, as an alert.
    expect(screen.getAllByText(MESSAGES.passwordRule)).toHaveLength(1);
    expect(describedBy().map((element) => [element.textContent, element.getAttribute('role')])).toEqual([[MESSAGES.passwordRule, 'alert']]);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('says when the passwords do not match or are too short', async () => {
    mockBackend({});
    renderRoutes('/register/customer');
    await fill({ Password: 'abc', 'Confirm password': 'abd' });
    expect(screen.getByText(MESSAGES.passwordRule)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch).getAttribute('role')).toBe('alert');
  });

  it("shows the server's reason after the spec prefix", async () => {
    mockBackend({ [apiRoute('registerCustomer')]: { status: 409, body: { message: MESSAGES.emailAlreadyRegistered } } });
    renderRoutes('/register/customer');
    await fill();
    expect((await screen.findByText(/^Failed to create an account/)).textContent).toBe(
      `${SCREEN_MESSAGES.registrationFailedPrefix}${MESSAGES.emailAlreadyRegistered}`,
    );
  });

  it("puts the server's field error on its field and focuses it", async () => {
    mockBackend({
      [apiRoute('registerCustomer')]: {
        status: 400,
        body: { message: 'Please check the highlighted fields.', fieldErrors: { 'address.zipCode': 'We do not know ZIP code 43215' } },
      },
    });
    renderRoutes('/register/customer');
    await fill();
    const zip = screen.getByLabelText('ZIP code');
    expect(await screen.findByText('We do not know ZIP code 43215')).toBeTruthy();
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(zip.getAttribute('aria-describedby')).toBe(screen.getByText('We do not know ZIP code 43215').id);
    expect(screen.getByText(`${SCREEN_MESSAGES.registrationFailedPrefix}Please check the highlighted fields.`)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(zip));
  });

  it('shows the wait message when the registration limit is reached (429)', async () => {
    mockBackend({ [apiRoute('registerCustomer')]: { status: 429, body: { message: tooManyRequestsMessage(600) } } });
    renderRoutes('/register/customer');
    await fill();
    expect((await screen.findByText(/^Failed to create an account/)).textContent).toBe(
      `${SCREEN_MESSAGES.registrationFailedPrefix}Too many requests. Please wait 10 minutes and try again.`,
    );
  });

  it('falls back to "Please try again" when the server gives no reason', async () => {
    mockBackend({ [apiRoute('registerCustomer')]: { status: 500, body: 'oops' } });
    renderRoutes('/register/customer');
    await fill();
    expect(await screen.findByText(`${SCREEN_MESSAGES.registrationFailedPrefix}${SCREEN_MESSAGES.registrationRetry}`)).toBeTruthy();
  });

  it('creates the account, signs in and opens the customer dashboard', async () => {
    const { calls } = mockBackend(
      {
        [apiRoute('registerCustomer')]: { status: 201, body: { customerId: 'c-1' } },
        [apiUrl('getMe')]: { status: 200, body: { userId: 'c-1', role: 'customer', name: 'Dana Customer' } },
        [apiUrl('getCustomerDashboard')]: {
          status: 200,
          body: { activeRentals: 0, upcomingRentals: 0, completedRentals: 0, totalRentals: 0 },
        },
      },
      { InitiateAuth: () => ({ status: 200, body: TOKENS }) },
    );
    const { router } = renderRoutes('/register/customer');
    await fill();
    // A first welcome for a brand-new account, not "Welcome back".
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana!' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/customer/dashboard');
    expect(await screen.findByText('You have no active rentals right now.')).toBeTruthy();
    const post = calls.find((call) => call.url === apiUrl('registerCustomer'));
    expect(post?.body).toEqual({
      name: 'Dana Customer',
      email: 'dana@example.com',
      phone: '6145550100',
      address: { street: '1 High St', city: 'Columbus', state: 'OH', zipCode: '43215' },
      password: 'Secret-123',
    });
    expect(post?.authorization).toBeUndefined();
  });
});
