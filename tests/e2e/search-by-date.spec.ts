// Search by delivery date end to end, with fresh providers in Missoula (one 20-yard dumpster each):
// the wizard's date lists only providers with a dumpster free for the whole rental; a customer books
// one, pays in the payment sandbox and the provider's calendar shows the day reserved; the last
// dumpster booked hides its provider for those dates only; a checkout left unpaid until its payment
// session expires gives the dates back.
import { expect, test, type Page } from '@playwright/test';
import { rentalDatesLabel } from '../../shared/calendar-date';
import { addDays } from '../../shared/rental-dates';
import { calendarDateIn } from '../../shared/zoned-time';
import { registerFreshProvider, signInThroughPage, type FreshProvider } from './support/fresh-provider';
import { bookAsGuest, expireInSandbox, MISSOULA_ADDRESS, payWithCard, sandboxSessionOf } from './support/payment-sandbox';

const ZIP = MISSOULA_ADDRESS.zipCode;
/** Days from today on Missoula's clock, where the fresh providers deliver (any day, a day's notice). */
const missoulaDay = (days: number) => addDays(calendarDateIn(new Date(), 'America/Denver'), days);
const resultsOn = (startDate: string) => `/results?zipCode=${ZIP}&size=20&startDate=${startDate}`;
const weekFrom = (startDate: string) => rentalDatesLabel(startDate, addDays(startDate, 7));
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

function cardOf(page: Page, provider: FreshProvider) {
  return page.locator('article.provider-card', { has: page.getByRole('heading', { name: provider.businessName }) });
}

/** Dated results have answered for `startDate` (the list may be empty). */
async function expectResultsFor(page: Page, startDate: string) {
  await expect(page.getByText(weekFrom(startDate))).toBeVisible();
  await expect(page.locator('.results-main')).toHaveAttribute('aria-busy', 'false');
}

async function fillCheckoutForm(page: Page, email: string) {
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible();
  await page.getByLabel('Full name').fill('Riley Dated');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('4065550123');
  await page.getByLabel('Street address').fill(MISSOULA_ADDRESS.street);
  await page.getByLabel('City').fill(MISSOULA_ADDRESS.city);
  await page.getByLabel('State').selectOption(MISSOULA_ADDRESS.state);
  await page.getByLabel('ZIP code').fill(ZIP);
  await page.getByLabel(/I accept the/).check();
}

test('a dated search lists only providers with a dumpster free; the booking paid shows on the provider’s calendar', async ({ page, baseURL }) => {
  const day = missoulaDay(9);
  const [booked, free] = await Promise.all([registerFreshProvider(baseURL!), registerFreshProvider(baseURL!)]);
  await bookAsGuest(baseURL!, booked.providerId, day);

  // The wizard, from the size guide's 20 yards: tomorrow in Missoula by default, then the day chosen.
  await page.goto('/search?size=20');
  await page.getByLabel('ZIP code').fill(ZIP);
  await page.getByRole('button', { name: 'Check ZIP' }).click();
  await page.getByRole('button', { name: /Construction/ }).click();
  await page.getByRole('button', { name: /^Residential/ }).click();
  const date = page.getByLabel('Delivery date', { exact: true });
  await expect(date).toHaveValue(missoulaDay(1));
  await expect(date).toHaveAttribute('min', missoulaDay(1));
  await date.fill(day);
  await page.getByRole('button', { name: 'Find Dumpsters' }).click();

  await expect(page).toHaveURL(new RegExp(`/results\\?.*startDate=${day}`));
  await expectResultsFor(page, day);
  await expect(cardOf(page, free)).toBeVisible();
  await expect(cardOf(page, booked)).toHaveCount(0);
  await expect(page.getByText(/fully booked or closed on these dates/)).toBeVisible();

  // Book Now opens checkout on that day; payment in the sandbox.
  await cardOf(page, free).getByRole('link', { name: /Book Now/ }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${free.providerId}\\?.*start=${day}`));
  await fillCheckoutForm(page, `dated-${Date.now()}@test.example`);
  await expect(page.getByLabel('Delivery date', { exact: true })).toHaveValue(day);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await payWithCard(page, '4242 4242 4242 4242', 'Riley Dated');
  await expect(page.getByRole('heading', { name: 'Order Complete!' })).toBeVisible();

  // The provider's calendar: that day's one 20-yard dumpster is reserved.
  await signInThroughPage(page, free.email, free.password, '/provider/availability');
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await calendar.getByRole('button', { name: '20-yard' }).click();
  if (day.slice(0, 7) !== calendarDateIn(new Date(), 'America/Denver').slice(0, 7)) {
    await calendar.getByRole('button', { name: 'Next month' }).click();
  }
  const dayButton = new RegExp(`^${MONTH_DAY.format(new Date(`${day}T00:00:00Z`))}: 0 of 1 free, 1 reserved`);
  await expect(calendar.getByRole('button', { name: dayButton })).toBeVisible();
});

test('the last dumpster booked hides its provider for those dates, and only those', async ({ page, baseURL }) => {
  const day = missoulaDay(11);
  const provider = await registerFreshProvider(baseURL!);
  await page.goto(resultsOn(day));
  await expectResultsFor(page, day);
  await expect(cardOf(page, provider)).toBeVisible();

  await bookAsGuest(baseURL!, provider.providerId, day);
  await page.reload();
  await expectResultsFor(page, day);
  await expect(cardOf(page, provider)).toHaveCount(0);

  // Another date, after the week booked, through the results' date field.
  const later = addDays(day, 8);
  await page.getByLabel('Delivery date', { exact: true }).fill(later);
  await expect(page).toHaveURL(new RegExp(`startDate=${later}`));
  await expectResultsFor(page, later);
  await expect(cardOf(page, provider)).toBeVisible();
});

test('a checkout left unpaid until its payment session expires gives its dates back', async ({ page, baseURL }) => {
  const day = missoulaDay(13);
  const provider = await registerFreshProvider(baseURL!);
  await page.goto(resultsOn(day));
  await cardOf(page, provider).getByRole('link', { name: /Book Now/ }).click();
  await fillCheckoutForm(page, `expired-${Date.now()}@test.example`);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Secure checkout' })).toBeVisible();
  const sessionId = sandboxSessionOf(page);

  // The payment session holds the one dumpster: searched now, the provider is left out.
  await page.goto(resultsOn(day));
  await expectResultsFor(page, day);
  await expect(cardOf(page, provider)).toHaveCount(0);

  // Its time runs out: the sandbox sends the signed checkout.session.expired, which frees the days.
  await expireInSandbox(baseURL!, sessionId);
  await expect(async () => {
    await page.reload();
    await expectResultsFor(page, day);
    await expect(cardOf(page, provider)).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 10_000 });
});
