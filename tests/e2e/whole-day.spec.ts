// The hauler's whole job in the browser, from booking to review: a customer books and pays; the
// provider approves, invites a driver and assigns the delivery on the dispatch board; the driver
// joins from the e-mailed link and, on a 375 px phone, marks the stop on the way and delivered with
// a photo on the delivery date (the stack's test clock moves the functions a day on); the customer
// asks for pickup; the driver records a weight ticket over the included tons; the overage is
// charged to the card saved at checkout and the customer sees the final charge; the provider
// completes the rental, the customer reviews, and the review shows on the provider's card in search,
// where sorting by rating puts the provider first.
//
// This spec runs alone after every other one (playwright.config.ts: the whole-day project depends
// on the others): moving the clock on would change "today" under them.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addDays } from '../../shared/rental-dates';
import { calendarDateIn } from '../../shared/zoned-time';
import { formatUsd } from '../../shared/money';
import { orderNumber } from '../../shared/order-wording';
import { rentalSchema, type Rental } from '../../shared/schemas/rental';
import { DEMO_PASSWORD } from '../../scripts/seed/seed';
import { accessToken, registerFreshProvider, searchIndexSettled, signInThroughPage, type FreshProvider } from './support/fresh-provider';
import { payWithCard } from './support/payment-sandbox';

const COLUMBUS_YARD = { street: '1 Yard Rd', city: 'Columbus', state: 'OH', zipCode: '43215' };
const CUSTOMER = { email: 'customer@example.com', password: DEMO_PASSWORD };
const INCLUDED_TONS = 2;
const EXTRA_TON_CENTS = 6_500;
const WEEK_CENTS = 39_500;
const TONS = 3.5;
/** A 1x1 PNG: the placement photo. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

interface OutboxEntry {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text?: string;
  body?: string;
  sentAt: string;
}

async function outbox(page: Page): Promise<OutboxEntry[]> {
  return (await (await page.request.get('/dev/outbox.json')).json()) as OutboxEntry[];
}

async function call(page: Page, method: 'GET' | 'PUT' | 'POST', path: string, token: string, body?: unknown) {
  const response = await page.request.fetch(path, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, data: body === undefined ? undefined : JSON.stringify(body) });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json() as Promise<unknown>;
}

async function rentalOf(page: Page, rentalId: string, token: string): Promise<Rental> {
  return rentalSchema.parse(await call(page, 'GET', `/api/rentals/${rentalId}`, token));
}

/** A provider of its own in Columbus (the customer's time zone), pricing its 20-yard week with 2 tons included and $65 a ton over. */
async function columbusProvider(page: Page, baseUrl: string): Promise<FreshProvider & { token: string }> {
  const provider = await registerFreshProvider(baseUrl, ['43215'], COLUMBUS_YARD);
  const token = await accessToken(baseUrl, provider.email, provider.password);
  await call(page, 'PUT', '/api/provider/pricing', token, {
    pricing: {
      baseRatePerYardCents: 800,
      deliveryFeeCents: 5_000,
      swapFeeCents: 9_000,
      sizes: { yard20: { lengthPricesCents: [{ days: 7, priceCents: WEEK_CENTS }], includedTons: INCLUDED_TONS, extraTonCents: EXTRA_TON_CENTS } },
      addOnPricesCents: { sameDayDelivery: 2_500, drivewayProtection: 1_500, cleanupService: 4_500, permitPulling: 3_500 },
    },
    addOns: { sameDayDelivery: false, drivewayProtection: false, cleanupService: false, permitPulling: false },
  });
  await searchIndexSettled(baseUrl);
  return { ...provider, token };
}

async function phone(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

test('a rental from booking to review: dispatch, the driver on a phone, pickup, the overage charged, the review in search', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  const provider = await columbusProvider(page, baseURL!);
  const startDate = addDays(calendarDateIn(new Date(), 'America/New_York'), 1);

  // The customer books the provider's 20-yard dumpster for tomorrow and pays with 4242.
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/results?zipCode=43215&size=20&startDate=${startDate}`);
  const card = page.locator('article.provider-card', { hasText: provider.businessName });
  await card.getByRole('link', { name: /Book Now/ }).click();
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible();
  await page.getByLabel('Full name').fill('Jordan Miller');
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Phone').fill('6145550123');
  await page.getByLabel('Street address').fill('200 Main St');
  await page.getByLabel('City').fill('Columbus');
  await page.getByLabel('State').selectOption('OH');
  await page.getByLabel('ZIP code').fill('43215');
  await page.getByRole('textbox', { name: 'Delivery date' }).fill(startDate);
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await payWithCard(page, '4242 4242 4242 4242', 'Jordan Miller');
  await expect(page.getByRole('heading', { name: 'Order Complete!' })).toBeVisible();
  // As the success page asks: with the return token the payment page sent this browser back with.
  const returned = new URL(page.url()).searchParams;
  const status = await page.request.get(`/api/checkout/sessions/${returned.get('session_id')}?returnToken=${returned.get('return_token')}`);
  const paid = rentalSchema.parse(((await status.json()) as { rental: unknown }).rental);
  expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', providerId: provider.providerId, startDate });
  const rentalId = paid.rentalId;
  const customerToken = await accessToken(baseURL!, CUSTOMER.email, CUSTOMER.password);

  // The provider approves it with a delivery window, and invites a driver.
  const office = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
  await signInThroughPage(office, provider.email, provider.password, '/provider/rentals');
  const request = office.locator('article.rental-request', { hasText: 'Jordan Miller' });
  await request.getByRole('button', { name: 'Approve Request' }).click();
  await office.getByLabel('Delivery window').selectOption('8-10 AM');
  await office.getByRole('button', { name: 'Confirm' }).click();
  await expect(request.getByRole('button', { name: 'Approve Request' })).toBeHidden();
  await expect.poll(async () => (await rentalOf(office, rentalId, provider.token)).status).toBe('scheduled');

  const driverEmail = `driver-${rentalId.slice(0, 8)}@test.example`;
  await office.goto('/provider/drivers');
  await office.getByLabel('Name', { exact: true }).fill('Sam Ortiz');
  await office.getByLabel('Email', { exact: true }).fill(driverEmail);
  await office.getByLabel('Truck (optional)').fill('Truck 2');
  await office.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(office.getByText(driverEmail, { exact: true })).toBeVisible();

  // The driver joins from the e-mailed link on their phone.
  let joinLink = '';
  await expect(async () => {
    const invitation = (await outbox(office)).find((entry) => entry.channel === 'email' && entry.to === driverEmail);
    joinLink = /https?:\/\/\S+\/driver\/join\?token=[^\s"<]+/.exec(invitation?.text ?? '')?.[0] ?? '';
    expect(joinLink).not.toBe('');
  }).toPass({ timeout: 10_000 });
  const driver = await phone(browser, baseURL!);
  await driver.goto(new URL(joinLink).pathname + new URL(joinLink).search);
  await expect(driver.getByRole('heading', { name: 'Join as a Driver' })).toBeVisible();
  await driver.getByLabel('Password', { exact: true }).fill('Driver-pass-1');
  await driver.getByLabel('Confirm password').fill('Driver-pass-1');
  await driver.getByRole('button', { name: 'Set Password and Sign In' }).click();
  await expect(driver).toHaveURL(/\/driver$/);

  // On the dispatch board the office assigns tomorrow's delivery to the driver.
  // The board's jobs are kept from the rental off the table's stream: they appear a moment after the approval.
  await expect(async () => {
    await office.goto(`/provider/dispatch?date=${startDate}`);
    await expect(office.getByLabel('Driver for the Delivery for Jordan Miller')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await office.getByLabel('Driver for the Delivery for Jordan Miller').selectOption({ label: 'Sam Ortiz (Truck 2)' });
  await expect(office.getByText('Stop 1:', { exact: false }).first()).toBeAttached();
  await office.screenshot({ path: 'test-results/whole-day/dispatch-board-1280.png', fullPage: true });
  const assigned = (await call(office, 'GET', `/api/provider/dispatch?date=${startDate}&days=1`, provider.token)) as { jobs: { kind: string; rentalId: string; driverId?: string }[] };
  expect(assigned.jobs.find((job) => job.rentalId === rentalId && job.kind === 'delivery')?.driverId).toBeDefined();

  // The delivery date comes: the functions' clock moves a day on.
  const moved = await office.request.post('/dev/clock', { data: { days: 1 } });
  expect(moved.status()).toBe(200);

  // The driver, on a 375 px phone: on the way, then delivered with the placement photo.
  await driver.reload();
  const stop = driver.locator('li.driver-stop', { hasText: 'Jordan Miller' });
  await expect(stop).toBeVisible();
  expect(await driver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await stop.getByRole('button', { name: 'On the Way' }).click();
  await stop.getByRole('button', { name: 'Delivered' }).click();
  await stop.getByLabel(/Photo of where the dumpster was placed/).setInputFiles({ name: 'placement.png', mimeType: 'image/png', buffer: PHOTO });
  await driver.screenshot({ path: 'test-results/whole-day/driver-delivery-375.png', fullPage: true });
  await stop.getByRole('button', { name: 'Mark Delivered' }).click();
  await expect.poll(async () => (await rentalOf(office, rentalId, customerToken)).status).toBe('delivered');
  const delivered = await rentalOf(office, rentalId, customerToken);
  expect(delivered.placementPhotoKey).toBeDefined();

  // The customer asks for pickup today.
  await page.goto(`/rental/${rentalId}`);
  await page.getByRole('button', { name: 'Request Pickup' }).click();
  // The clock moved on: today is the delivery date.
  const today = startDate;
  await page.getByRole('dialog').getByLabel('Pickup date', { exact: true }).fill(today);
  await page.getByRole('dialog').getByRole('button', { name: 'Request Pickup' }).click();
  await expect.poll(async () => (await rentalOf(page, rentalId, customerToken)).status).toBe('pickup_requested');

  // The office puts the pickup on the driver's day (the board's pickup job, kept from the rental).
  await expect(async () => {
    await office.goto(`/provider/dispatch?date=${today}`);
    await expect(office.getByLabel('Driver for the Pickup for Jordan Miller')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await office.getByLabel('Driver for the Pickup for Jordan Miller').selectOption({ label: 'Sam Ortiz (Truck 2)' });
  await expect
    .poll(async () => ((await call(office, 'GET', `/api/provider/dispatch?date=${today}&days=1`, provider.token)) as { jobs: { kind: string; rentalId: string; driverId?: string }[] }).jobs.find((job) => job.rentalId === rentalId && job.kind === 'pickup')?.driverId)
    .toBeDefined();

  // The driver picks it up with the landfill's weight ticket: 3.5 tons, 1.5 over what the price includes.
  await driver.reload();
  const pickup = driver.locator('li.driver-stop', { hasText: 'Pickup' }).filter({ hasText: 'Jordan Miller' });
  await pickup.getByRole('button', { name: 'Picked Up' }).click();
  await pickup.getByLabel('Weight (tons)').fill(String(TONS));
  await pickup.getByLabel('Ticket number').fill('LF-44120');
  await pickup.getByRole('button', { name: 'Mark Picked Up' }).click();
  await expect.poll(async () => (await rentalOf(page, rentalId, customerToken)).status).toBe('picked_up');

  // The overage is charged to the saved card, and the customer sees the final charge.
  const overageCents = Math.round((TONS - INCLUDED_TONS) * EXTRA_TON_CENTS);
  await expect.poll(async () => (await rentalOf(page, rentalId, customerToken)).finalBilling?.status, { timeout: 20_000 }).toBe('charged');
  expect((await rentalOf(page, rentalId, customerToken)).finalBilling?.totalCents).toBe(overageCents);
  await page.reload();
  const finalCharge = page.locator('section', { has: page.getByRole('heading', { name: 'Final charge' }) });
  await expect(finalCharge.getByText(formatUsd(overageCents)).first()).toBeVisible();
  await expect(finalCharge.getByText(/Charged to your card/)).toBeVisible();
  await page.screenshot({ path: 'test-results/whole-day/customer-final-charge.png', fullPage: true });

  // The provider completes the rental; the customer rates it five stars.
  await call(office, 'POST', `/api/provider/rentals/${rentalId}/status`, provider.token, { action: 'complete' });
  await page.reload();
  await page.locator('label', { has: page.getByRole('radio', { name: /^5 stars/ }) }).click();
  await expect(page.getByRole('radio', { name: /^5 stars/ })).toBeChecked();
  await page.getByLabel('Comment (optional)').fill('On time both ways, and the driver placed it exactly where we asked.');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('On time both ways', { exact: false })).toBeVisible();

  // The review is on the provider's card in search, and sorting by rating puts it first.
  await searchIndexSettled(baseURL!);
  await page.goto('/results?zipCode=43215&sort=rating');
  const first = page.locator('article.provider-card').first();
  await expect(first).toContainText(provider.businessName);
  await expect(first.getByRole('img', { name: 'Rated 5.0 out of 5 (1 review)' })).toBeVisible();
  await page.screenshot({ path: 'test-results/whole-day/results-by-rating.png' });

  // Every message of the job reached the customer, in order.
  const number = orderNumber(rentalId);
  const subjects = (await outbox(page))
    .filter((entry) => entry.channel === 'email' && entry.to === CUSTOMER.email && (entry.subject ?? '').includes(number))
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt))
    .map((entry) => entry.subject ?? '');
  const order = ['approved', 'on the way', 'was delivered', 'pickup scheduled', 'picked up', 'final invoice', 'is complete'].map((word) =>
    subjects.findIndex((subject) => subject.toLowerCase().includes(word.toLowerCase())),
  );
  expect(order.every((index) => index >= 0), JSON.stringify(subjects)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
});
