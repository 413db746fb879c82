// Booking rules end to end: a provider blacks out a day on the Availability page, and a customer's
// checkout for that day is refused with the provider's message (and the next day they deliver)
// before any payment. The page is also captured at phone and desktop widths.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DELIVERY_MESSAGES } from '../../shared/deliverability';
import { addDays } from '../../shared/rental-dates';
import { PROVIDER_SETTINGS_MESSAGES } from '../../shared/schemas/provider-settings';
import { calendarDateIn } from '../../shared/zoned-time';
import { registerFreshProvider, signInThroughPage } from './support/fresh-provider';

/** Days from today on Missoula's clock, where the fresh provider delivers. */
const missoulaDay = (days: number) => addDays(calendarDateIn(new Date(), 'America/Denver'), days);

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
}

test('a blackout date set on the Availability page is refused at checkout with the provider’s message', async ({ page, browser, baseURL }, testInfo) => {
  const provider = await registerFreshProvider(baseURL!);
  const blackout = missoulaDay(12);
  await page.setViewportSize({ width: 1200, height: 900 });
  await signInThroughPage(page, provider.email, provider.password, '/provider/availability');

  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();
  await expect(page.getByLabel('Lead time (days)')).toHaveValue('1');
  await page.getByLabel('Blackout date', { exact: true }).fill(blackout);
  await page.getByRole('button', { name: 'Add date' }).click();
  await page.getByLabel('Blackout date', { exact: true }).fill(missoulaDay(30));
  await page.getByLabel('Blackout date', { exact: true }).press('Enter');
  await expect(page.getByRole('list', { name: 'Blackout dates' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save Booking Rules' }).click();
  await expect(page.getByText(PROVIDER_SETTINGS_MESSAGES.bookingRulesSaved)).toBeVisible();
  await expectAccessible(page);
  await testInfo.attach('availability-1200', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Blackout dates' }).getByRole('listitem')).toHaveCount(2);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await testInfo.attach('availability-375', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  // A guest in another browser books that day.
  const guest = await browser.newContext({ baseURL });
  try {
    const checkout = await guest.newPage();
    await checkout.goto(`/checkout/${provider.providerId}?size=20&zip=59801&start=${blackout}`);
    await expect(checkout.getByRole('heading', { name: 'Your Information' })).toBeVisible();
    await checkout.getByLabel('Full name').fill('Taylor Guest');
    await checkout.getByLabel('Email').fill('taylor.guest@test.example');
    await checkout.getByLabel('Phone').fill('4065550123');
    await checkout.getByLabel('Street address').fill('100 Broadway St');
    await checkout.getByLabel('City').fill('Missoula');
    await checkout.getByLabel('State').selectOption('MT');
    await checkout.getByLabel('ZIP code').fill('59801');
    await checkout.getByLabel('Delivery date', { exact: true }).fill(blackout);
    await checkout.getByLabel(/I accept the/).check();
    const message = DELIVERY_MESSAGES.blackout(provider.businessName, blackout, missoulaDay(13));
    expect(message).toMatch(/^Garnet Range Hauling \w+ does not deliver on \w+day, \w+ \d{1,2}, \d{4}\. The next delivery day is \w+day, /);
    // Said as soon as the date is chosen, and again when payment is asked for: no payment page opens.
    await expect(checkout.locator('#checkout-delivery-refusal')).toHaveText(message);
    await checkout.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(checkout.locator('.field-error', { hasText: message })).toBeVisible();
    await expect(checkout).toHaveURL(new RegExp(`/checkout/${provider.providerId}`));
    await testInfo.attach('checkout-refused', { body: await checkout.screenshot({ fullPage: true }), contentType: 'image/png' });
  } finally {
    await guest.close();
  }
});
