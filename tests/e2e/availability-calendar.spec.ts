// Availability calendar end to end: a guest books the demo provider's 20-yard dumpster for a day
// next month through the checkout API and pays in the local payment sandbox; the provider then
// opens the Availability page, moves to that month, sees the day reserved and opens it to find the
// rental. The calendar is also captured at phone and desktop widths.
import { expect, test } from '@playwright/test';
import { addDays } from '../../shared/rental-dates';
import { checkoutSessionResponseSchema } from '../../shared/schemas/checkout';
import { providerProfileSchema } from '../../shared/schemas/provider';
import { calendarDateIn } from '../../shared/zoned-time';
import { DEMO_PASSWORD } from '../../scripts/seed/seed';
import { accessToken, signInThroughPage } from './support/fresh-provider';
import { payWithCard } from './support/payment-sandbox';

const DEMO_PROVIDER = 'provider@example.com';
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
const MONTH_TITLE = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** A guest's checkout session for the 20-yard dumpster from the first of the days the provider delivers on. */
async function openCheckoutSession(baseUrl: string, providerId: string, customerName: string, candidates: string[]) {
  for (const startDate of candidates) {
    const response = await fetch(`${baseUrl}/api/checkout/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        providerId,
        size: 20,
        startDate,
        acceptTerms: true,
        customer: {
          name: customerName,
          email: `calendar-${Date.now()}@test.example`,
          phone: '6145550188',
          address: { street: '200 Main St', city: 'Columbus', state: 'OH', zipCode: '43215' },
        },
      }),
    });
    // A holiday or blackout day is refused before any payment: try the next day.
    if (response.status === 400 || response.status === 409) continue;
    expect(response.status, await response.clone().text()).toBe(201);
    return { startDate, session: checkoutSessionResponseSchema.parse(await response.json()) };
  }
  throw new Error(`The demo provider delivers on none of ${candidates.join(', ')}`);
}

test('a paid booking shows on the provider’s calendar, and the day lists the rental', async ({ page, browser, baseURL }, testInfo) => {
  const token = await accessToken(baseURL!, DEMO_PROVIDER, DEMO_PASSWORD);
  const profile = providerProfileSchema.parse(
    await (await fetch(`${baseURL}/api/provider/profile`, { headers: { authorization: `Bearer ${token}` } })).json(),
  );
  // A day next month on Columbus's clock, so the provider has to move to it.
  const today = calendarDateIn(new Date(), 'America/New_York');
  const nextMonthFirst = `${addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
  const candidates = Array.from({ length: 6 }, (_, index) => addDays(nextMonthFirst, 9 + index));
  const customerName = `Casey Calendar ${Date.now().toString(36)}`;

  const guest = await browser.newContext({ baseURL });
  let startDate: string;
  try {
    const checkout = await guest.newPage();
    const opened = await openCheckoutSession(baseURL!, profile.providerId, customerName, candidates);
    startDate = opened.startDate;
    await checkout.goto(opened.session.url);
    await payWithCard(checkout, '4242 4242 4242 4242', 'Casey Calendar');
    await expect(checkout.getByRole('heading', { name: 'Order Complete!' })).toBeVisible();
  } finally {
    await guest.close();
  }

  await page.setViewportSize({ width: 1200, height: 900 });
  await signInThroughPage(page, DEMO_PROVIDER, DEMO_PASSWORD, '/provider/availability');
  const calendar = page.getByRole('region', { name: 'Calendar' });
  await expect(calendar.getByRole('table')).toBeVisible();
  await calendar.getByRole('button', { name: '20-yard' }).click();
  await calendar.getByRole('button', { name: 'Next month' }).click();
  const title = MONTH_TITLE.format(dateOf(startDate));
  await expect(calendar.getByRole('table', { name: new RegExp(`^${title}, 20-yard dumpsters`) })).toBeVisible();

  const day = calendar.getByRole('button', { name: new RegExp(`^${MONTH_DAY.format(dateOf(startDate))}: \\d+ of \\d+ free, [1-9]\\d* reserved`) });
  await expect(day).toBeVisible();
  await day.click();
  const panel = page.getByRole('region', { name: new RegExp(`${MONTH_DAY.format(dateOf(startDate))}, \\d{4} · 20-yard$`) });
  const rental = panel.getByRole('listitem').filter({ hasText: customerName });
  await expect(rental).toBeVisible();
  await expect(rental).toContainText('Confirmed');
  await expect(rental).toContainText('Columbus');
  await expect(panel.getByRole('link', { name: 'Manage these in Rental Requests' })).toHaveAttribute('href', '/provider/rentals');
  await page.screenshot({ path: testInfo.outputPath('availability-calendar-1200.png'), fullPage: true });

  // Phones: the grid shrinks to the screen, and the keyboard still opens a day.
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await day.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: new RegExp(`${MONTH_DAY.format(dateOf(addDays(startDate, 1)))}, \\d{4} · 20-yard$`) })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('availability-calendar-375.png'), fullPage: true });
  await calendar.screenshot({ path: testInfo.outputPath('availability-calendar-375-calendar.png') });
});
