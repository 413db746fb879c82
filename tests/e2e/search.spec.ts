// The first slice end to end in Chromium: home wizard, results sorted by weekly total, filter
// chips, a dumpster's detail page, and the ZIP messages; axe (WCAG 2.1 AA) on every page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '../../shared/messages';
import { searchResponseSchema, type SearchResponse } from '../../shared/schemas/search';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`)).toEqual([]);
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function apiSearch(page: Page, query: string): Promise<SearchResponse> {
  const response = await page.request.get(`/api/search?${query}`);
  expect(response.status()).toBe(200);
  return searchResponseSchema.parse(await response.json());
}

const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

async function startWizard(page: Page, zipCode: string) {
  await page.goto('/');
  await page.getByLabel('ZIP code').fill(zipCode);
  await page.getByRole('button', { name: 'Check ZIP' }).click();
}

test('searching a seeded ZIP lists its providers, cheapest weekly total first', async ({ page }) => {
  await startWizard(page, '43215');
  await page.getByRole('button', { name: /Construction/ }).click();
  await page.getByRole('button', { name: /Residential/ }).click();
  await page.getByRole('button', { name: 'Find Dumpsters' }).click();

  await expect(page).toHaveURL(/\/results\?zipCode=43215&type=construction&category=residential&startDate=\d{4}-\d{2}-\d{2}$/);
  // The wizard searches from the first delivery day: the providers with a dumpster free then.
  const startDate = new URL(page.url()).searchParams.get('startDate');
  const expected = await apiSearch(page, `zipCode=43215&dumpsterType=construction&category=residential&startDate=${startDate}`);
  const cards = page.locator('article.provider-card');
  await expect(cards).toHaveCount(expected.providers.length);
  expect(expected.providers.length).toBeGreaterThan(1);

  const names = await cards.locator('h3').allInnerTexts();
  expect(names).toEqual(expected.providers.map((provider) => provider.businessName));
  const totals = (await cards.locator('.provider-card__total-value').allInnerTexts()).map(dollars);
  expect(totals).toEqual([...totals].sort((a, b) => a - b));
  expect(totals[0]).toBe(expected.providers[0].quote.totalCents / 100);
  await expect(cards.first().getByText('Best Price')).toBeVisible();
  await expect(cards.nth(1).getByText('Best Price')).toHaveCount(0);
  await expectAccessible(page);
});

test('the Verified chip keeps only verified providers', async ({ page }) => {
  await page.goto('/results?zipCode=43215');
  const all = await apiSearch(page, 'zipCode=43215');
  const cards = page.locator('article.provider-card');
  await expect(cards).toHaveCount(all.providers.length);

  const verified = all.providers.filter((provider) => provider.isVerified);
  expect(verified.length).toBeGreaterThan(0);
  expect(verified.length).toBeLessThan(all.providers.length);
  await page.getByRole('button', { name: 'Verified', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Verified', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(verified.length);
  expect(await cards.locator('h3').allInnerTexts()).toEqual(verified.map((provider) => provider.businessName));
});

test("a provider's dumpster opens its detail page, which sends signed-out renters to sign in", async ({ page }) => {
  await page.goto('/results?zipCode=43215');
  const { providers } = await apiSearch(page, 'zipCode=43215');
  const provider = providers.find((candidate) => candidate.listings.some((listing) => listing.availability))!;
  const listing = provider.listings.find((candidate) => candidate.availability)!;

  const card = page.locator('article.provider-card', { has: page.getByRole('heading', { name: provider.businessName }) });
  await card.getByRole('button', { name: /Show details/ }).click();
  await card.locator(`a[href^="/dumpster/${listing.listingId}"]`).click();

  await expect(page).toHaveURL(new RegExp(`/dumpster/${listing.listingId}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${listing.size} Yard`);
  await expect(page.getByText(provider.businessName).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rent This Dumpster' })).toHaveAttribute(
    'href',
    `/login?redirect=/rent/${listing.listingId}`,
  );
  await expectAccessible(page);
});

test("an unknown dumpster shows 'Dumpster Listing not found'", async ({ page }) => {
  await page.goto('/dumpster/no-such-listing');
  await expect(page.getByRole('heading', { name: MESSAGES.listingNotFound })).toBeVisible();
});

test("a real ZIP nobody serves shows 'We don't currently service this ZIP code'", async ({ page }) => {
  await startWizard(page, '99901');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.zipNotServiced);
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
});

test("a 4-digit ZIP shows 'Please enter a valid 5-digit ZIP code'", async ({ page }) => {
  await startWizard(page, '4321');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.zipInvalid);
  await expect(page.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
});

test('unknown paths go to the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByLabel('ZIP code')).toBeVisible();
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('home, results and detail fit the screen, and the menu opens and closes', async ({ page }) => {
    await page.goto('/');
    await expectNoHorizontalOverflow(page);
    const toggle = page.getByRole('button', { name: /menu/i });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: /Support/ }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page);

    await page.goto('/results?zipCode=43215');
    await expect(page.locator('article.provider-card').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);

    const { providers } = await apiSearch(page, 'zipCode=43215');
    const listingId = providers.flatMap((provider) => provider.listings)[0].listingId;
    await page.goto(`/dumpster/${listingId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Yard');
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  });
});

test('the skip link leaves no trace on the page until it has the focus', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: /Skip to/ });
  // Everything it paints (its box and shadow) must lie outside the viewport while unfocused.
  const paintedBottom = () =>
    link.evaluate((element) => {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      if (style.visibility === 'hidden' || style.clipPath === 'inset(50%)') return -1;
      const reach = [...style.boxShadow.matchAll(/(-?\d+(?:\.\d+)?)px (-?\d+(?:\.\d+)?)px (\d+(?:\.\d+)?)px/g)]
        .map((shadow) => Number(shadow[2]) + Number(shadow[3]))
        .reduce((most, value) => Math.max(most, value), 0);
      return rect.bottom + reach;
    });
  expect(await paintedBottom()).toBeLessThanOrEqual(0);
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
});

test('Back to Search from a dumpster returns to the same results, filters and sort kept, after a reload too', async ({ page }) => {
  const results = '/results?zipCode=43215&size=20&sort=rating&filter=verified';
  await page.goto(results);
  const { providers } = await apiSearch(page, 'zipCode=43215&size=20');
  const provider = providers.find((candidate) => candidate.isVerified && candidate.listings.length > 0)!;
  const card = page.locator('article.provider-card', { has: page.getByRole('heading', { name: provider.businessName }) });
  await card.getByRole('button', { name: /Show details/ }).click();
  await card.locator('a[href^="/dumpster/"]').first().click();
  await expect(page).toHaveURL(/\/dumpster\/[^?]+\?from=/);
  await expect(page.getByRole('link', { name: /Back to Search/ })).toBeVisible();
  await page.reload();
  await page.getByRole('link', { name: /Back to Search/ }).click();
  await expect(page).toHaveURL(new RegExp(`${results.replace(/[?]/g, '\\?')}$`));
  // A return address that is not a results page of this site is never followed.
  await page.goto('/dumpster/no-such-listing?from=' + encodeURIComponent('//evil.example/results'));
  await expect(page.getByRole('link', { name: /Back to Search/ })).toHaveAttribute('href', '/search');
});
