// One dumpster, one price: the same dumpster with the same add-ons and length shows the same total
// in search results, on its listing's page, at checkout, on the receipt e-mail and in a texted
// quote. Before the price model, a listing's page showed its own weekly price while results and
// checkout charged the provider's rate, and checkout dropped the add-ons chosen in results.
import { expect, test, type Page } from '@playwright/test';
import { formatUsd } from '../../shared/money';
import { addDays, isoDate } from '../../shared/rental-dates';
import { searchResponseSchema } from '../../shared/schemas/search';
import { payWithCard } from './support/payment-sandbox';

async function search(page: Page, query: string) {
  return searchResponseSchema.parse(await (await page.request.get(`/api/search?${query}`)).json());
}

async function fillAndPay(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Robin Sameprice');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('6145550177');
  await page.getByLabel('Street address').fill('12 Elm St');
  await page.getByLabel('City').fill('Columbus');
  await page.getByLabel('State').selectOption('OH');
  await page.getByLabel('ZIP code').fill('43215');
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await payWithCard(page, '4242 4242 4242 4242', 'Robin Sameprice');
  await expect(page.getByRole('heading', { name: 'Order Complete!' })).toBeVisible();
}

async function receiptTo(page: Page, email: string): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as { channel?: string; to: string; text?: string }[];
    const receipt = outbox.find((entry) => entry.to === email && entry.text?.includes('Total'));
    if (receipt?.text) return receipt.text;
    await page.waitForTimeout(200);
  }
  throw new Error(`No receipt e-mail to ${email}`);
}

async function textIn(page: Page, from: string, text: string): Promise<string[]> {
  const response = await page.request.post('/dev/sms', { data: { from, text } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { replies: string[] }).replies;
}

test('with add-ons: the same total in results, on the listing page, at checkout and on the receipt e-mail', async ({ page }) => {
  const addOns = encodeURIComponent(JSON.stringify({ drivewayProtection: true, permitPulling: true }));
  const query = `zipCode=43215&size=20&addOns=${addOns}`;
  const provider = (await search(page, query)).providers.find((candidate) =>
    candidate.listings.some((listing) => listing.size === '20' && listing.availability),
  )!;
  expect(provider).toBeDefined();
  const total = formatUsd(provider.quote.totalCents);
  expect(provider.quote.lines.filter((line) => line.kind === 'addOn').map((line) => line.addOn)).toEqual(['drivewayProtection', 'permitPulling']);

  // Results: the card's total, and its 20-yard listing at the same total.
  await page.goto(`/results?${query}`);
  const card = page.locator('article.provider-card').filter({ has: page.getByRole('heading', { name: provider.businessName, exact: true }) });
  await expect(card.locator('.provider-card__total-value')).toHaveText(total);
  await card.getByRole('button', { name: /Show details/ }).click();
  const listingLink = card.locator('.listing-links li').filter({ hasText: '20 Yard' }).first();
  await expect(listingLink).toContainText(`${total} for 7 days`);

  // The listing's page: its provider's price for the size, the add-ons searched for still chosen.
  await listingLink.getByRole('link').click();
  await expect(page.locator('.detail-prices__main dd')).toHaveText(total);
  await expect(page.getByRole('checkbox', { name: /Driveway Protection/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Permit Pulling/ })).toBeChecked();

  // Checkout, from the listing's Book Now: the add-ons and the week carried over, the same total.
  await page.getByRole('link', { name: /Book Now/ }).click();
  await expect(page.getByRole('heading', { name: 'Your Information' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  await expect(summary.locator('.checkout-summary__total dd')).toHaveText(total);
  await expect(summary).toContainText('Driveway protection');
  await expect(summary).toContainText('Permit pulling');

  // Paid: the receipt e-mail states the same total.
  const email = `same-price-${Date.now()}@test.example`;
  await fillAndPay(page, email);
  await expect(page.getByText(total)).toBeVisible();
  const receipt = await receiptTo(page, email);
  expect(receipt).toContain(total);
  expect(receipt).toContain('Driveway protection, Permit pulling');
  // Itemized as charged: the same lines the results card and checkout showed.
  for (const line of provider.quote.lines) expect(receipt).toContain(`${line.label}: ${formatUsd(line.cents)}`);
});

test('the texted quote is the total the site shows for the same dumpster and week', async ({ page }) => {
  // Text-to-book books the first local provider's 10-yard dumpster, in the web search's order.
  const provider = (await search(page, 'zipCode=43215&size=10')).providers.find((candidate) => candidate.state === 'OH')!;
  const total = formatUsd(provider.quote.totalCents);

  await page.goto('/results?zipCode=43215&size=10');
  const card = page.locator('article.provider-card').filter({ has: page.getByRole('heading', { name: provider.businessName, exact: true }) });
  await expect(card.locator('.provider-card__total-value')).toHaveText(total);
  const tenYard = provider.listings.find((listing) => listing.size === '10');
  if (tenYard) {
    await card.getByRole('button', { name: /Show details/ }).click();
    await card.locator('.listing-links li').filter({ hasText: '10 Yard' }).first().getByRole('link').click();
    await expect(page.locator('.detail-prices__main dd')).toHaveText(total);
    await page.goBack();
  }
  await card.getByRole('link', { name: /Book Now/ }).click();
  await expect(page.getByRole('complementary', { name: 'Order Summary' }).locator('.checkout-summary__total dd')).toHaveText(total);

  const phone = `+1614${String(Math.floor(2_000_000 + Math.random() * 7_999_999))}`;
  await textIn(page, phone, 'BOOK');
  const [periodQuestion] = await textIn(page, phone, '43215');
  expect(periodQuestion).toContain(`${provider.businessName} delivers to`);
  expect(periodQuestion).toContain(`2 for a week (${total})`);
  await textIn(page, phone, '2');
  await textIn(page, phone, addDays(isoDate(new Date()), 5));
  await textIn(page, phone, 'YES');
  const [quote] = await textIn(page, phone, '12 Elm St');
  expect(quote).toContain(`Total ${total}.`);
});
