// The provider portal in the browser, each screen's main action against the real local stack.
// Every test registers a provider of its own (Missoula, MT, where no sample provider works), so
// changes to prices, areas and inventory never disturb the sample data other tests read.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createListingFor, registerFreshProvider, requestRentalOf, searchIndexSettled, signInThroughPage } from './support/fresh-provider';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function expectAccessible(page: Page) {
  // A panel refreshing in the background is dimmed while it loads: audit the page once it has settled.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
}

test('a listing with two images is created, shown on its page and found in search', async ({ page, baseURL }) => {
  const provider = await registerFreshProvider(baseURL!);
  await signInThroughPage(page, provider.email, provider.password, '/provider/listings/new');

  await page.getByLabel('Dumpster type').selectOption('compactor');
  await page.getByLabel('Size').selectOption('15');
  await page.getByLabel('Category').selectOption('both');
  await page.getByLabel('Listing description').fill('Self-contained 15-yard compactor for restaurants and retail.');
  // No price of its own: the size's price from the provider's Pricing page, read-only.
  await expect(page.getByLabel('Daily price ($)')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Your prices for 15 yards, delivered' })).toContainText('7 days:');
  await expect(page.getByRole('link', { name: 'Pricing page' })).toBeVisible();
  const zip = page.getByRole('textbox', { name: 'Service area ZIP code' });
  await zip.fill('59801');
  await zip.press('Enter');
  await page.getByLabel('Add images').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'side.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByRole('list', { name: 'Listing images' }).getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create Listing' }).click();

  await expect(page).toHaveURL(/\/provider\/listings$/);
  const title = '15 Yard Compactor Dumpster';
  await expect(page.getByRole('list', { name: 'Your listings' })).toContainText(title);
  await expectAccessible(page);

  await searchIndexSettled(baseURL!);
  await page.goto('/results?zipCode=59801');
  const card = page.getByRole('article', { name: provider.businessName });
  await card.getByRole('button', { name: `Show details for ${provider.businessName}` }).click();
  await card.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/dumpster\//);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const images = page.locator('img[src^="/media/listing-images/"]');
  await expect(images.first()).toBeVisible();
  const sources = new Set(await images.evaluateAll((nodes) => nodes.map((node) => (node as HTMLImageElement).getAttribute('src'))));
  expect(sources.size).toBe(2);
  // Square photos fill the wide picture frames, cropped: never squeezed out of shape or letterboxed.
  await expect(page.getByRole('button', { name: 'Show picture 2 of 2' })).toBeVisible();
  expect(await images.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).objectFit))).toEqual(['cover', 'cover', 'cover']);
});

test("approving a request for a later date takes that week, not today's 20-yard dumpster, on the inventory page and the dashboard alike", async ({ page, baseURL }) => {
  const provider = await registerFreshProvider(baseURL!);
  await requestRentalOf(baseURL!, await createListingFor(baseURL!, provider));
  await signInThroughPage(page, provider.email, provider.password, '/provider/inventory');
  const twentyYard = page.getByRole('row', { name: /^20 yard/i });
  // Cells: Total (an input), In Use, Available, status.
  await expect(twentyYard.getByRole('cell').nth(1)).toHaveText('0');
  await expect(twentyYard.getByRole('cell').nth(2)).toHaveText('1');

  await page.getByRole('navigation', { name: 'Provider Portal' }).getByRole('link', { name: 'Rentals' }).click();
  await expect(page).toHaveURL(/\/provider\/rentals$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: /Approve Request/ }).first().click();
  await page.getByRole('dialog').getByLabel('Delivery window').selectOption('8-10 AM');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // Delivered in ten days: its delivery is scheduled, and it can be marked delivered only from its delivery date.
  const request = page.getByRole('list', { name: 'Rental requests' }).getByRole('article').first();
  await expect(request).toContainText('Status: Scheduled');
  await expect(request).toContainText('Can be marked delivered from');
  await expect(request.getByRole('button', { name: /Mark Delivered/ })).toHaveCount(0);
  await request.getByText('Timeline', { exact: true }).click();
  await expect(request.getByRole('list', { name: /^Timeline of / }).getByRole('listitem')).toHaveCount(2);
  await expect(request).toContainText('8-10 AM');

  // Its unit, the only one, is taken from its delivery date on: today it is still free.
  await page.getByRole('navigation', { name: 'Provider Portal' }).getByRole('link', { name: 'Inventory' }).click();
  await expect(page.getByRole('row', { name: /^20 yard/i }).getByRole('cell').nth(1)).toHaveText('0');
  await expect(page.getByRole('row', { name: /^20 yard/i }).getByRole('cell').nth(2)).toHaveText('1');
  await expectAccessible(page);

  await page.goto('/provider/dashboard');
  const today = page.getByRole('region', { name: 'Inventory Today' });
  await expect(today.getByRole('row', { name: /^20 yd/ })).toHaveText('20 yd011');
  await expect(today).toContainText('No pickups in the next 7 days.');
  await expectAccessible(page);
});

test('a new delivery fee changes the price customers see in search', async ({ page, baseURL }) => {
  const provider = await registerFreshProvider(baseURL!);
  const weeklyTotal = async () => {
    await page.goto('/results?zipCode=59801');
    const card = page.getByRole('article', { name: provider.businessName });
    const text = (await card.locator('.provider-card__total-value').textContent()) ?? '';
    return Number(text.replace(/[^0-9.]/g, ''));
  };
  const before = await weeklyTotal();

  await signInThroughPage(page, provider.email, provider.password, '/provider/pricing');
  await page.getByLabel('Delivery fee ($)').fill('95');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save Pricing' }).click();
  await expect(page.getByText('Pricing configuration updated successfully')).toBeVisible();

  await searchIndexSettled(baseURL!);
  expect(await weeklyTotal()).toBeCloseTo(before + 45, 2);
});

test('a wider radius covers more ZIPs on the map, and search in a covered ZIP finds the provider', async ({ page, baseURL }) => {
  const provider = await registerFreshProvider(baseURL!);
  await signInThroughPage(page, provider.email, provider.password, '/provider/service-areas');
  const map = page.getByRole('img', { name: /^Map of/ });
  await expect(map).toHaveAttribute('aria-label', /1 primary ZIP code with a \d+-mile radius/);

  await page.getByLabel('Add a ZIP code').fill('59808');
  await page.getByRole('button', { name: 'Add ZIP' }).click();
  await expect(page.getByRole('list', { name: 'Primary ZIP codes' })).toContainText('59808');
  await page.getByLabel('Service radius').fill('50');
  await expect(map).toHaveAttribute('aria-label', /2 primary ZIP codes with a 50-mile radius covering [\d,]+ ZIP codes/);
  const covered = page.getByRole('list', { name: 'Covered ZIP codes, nearest first' });
  await expect(covered.getByRole('listitem').first()).toBeVisible();
  const label = (await map.getAttribute('aria-label')) ?? '';
  expect(Number(/covering ([\d,]+)/.exec(label)![1]!.replace(/,/g, ''))).toBeGreaterThan(10);
  await expectAccessible(page);

  // The farthest listed ZIP is well inside 50 miles but outside both primary ZIPs.
  const zips = (await covered.getByRole('listitem').allTextContents()).flatMap((entry) => /^\s*(\d{5})/.exec(entry)?.[1] ?? []);
  const farZip = zips[zips.length - 1]!;
  expect(['59801', '59808']).not.toContain(farZip);
  await page.getByRole('button', { name: 'Save Service Areas' }).click();
  await expect(page.getByText('Service areas updated successfully')).toBeVisible();

  await searchIndexSettled(baseURL!);
  await page.goto(`/results?zipCode=${farZip}`);
  await expect(page.getByRole('article', { name: provider.businessName })).toBeVisible();
});

test('the dashboard shows a new request among recent rentals and in the activity feed', async ({ page, baseURL }) => {
  const provider = await registerFreshProvider(baseURL!);
  await requestRentalOf(baseURL!, await createListingFor(baseURL!, provider));
  await signInThroughPage(page, provider.email, provider.password, '/provider/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: provider.businessName })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Rentals' })).toContainText('20');
  await expect(page.getByRole('region', { name: 'Recent Activity' }).getByRole('listitem').first()).toBeVisible();
  await page.getByRole('group', { name: 'Revenue period' }).getByRole('button', { name: 'Year' }).click();
  await expect(page.getByRole('group', { name: 'Revenue period' }).getByRole('button', { name: 'Year' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
});

test('the profile saves new contact details and shows the confirmation', async ({ page, baseURL }) => {
  const provider = await registerFreshProvider(baseURL!);
  await signInThroughPage(page, provider.email, provider.password, '/provider/profile');
  await page.getByLabel('Phone').fill('4065550199');
  await page.getByLabel('Contact name').fill('Jordan Pike-Ellis');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile has been updated successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Contact name')).toHaveValue('Jordan Pike-Ellis');
});

for (const width of [375, 1200]) {
  test(`at ${width}px, a size's own prices are set by keyboard, previewed, saved and charged in search`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: 900 });
    const provider = await registerFreshProvider(baseURL!);
    await signInThroughPage(page, provider.email, provider.password, '/provider/pricing');
    const twenty = page.getByRole('group', { name: '20 yard dumpster' });
    await expect(twenty).toBeVisible();
    // Keyboard only: the radio, then the length prices and extras by their labels.
    await twenty.getByRole('radio', { name: 'From my rate per yard' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(twenty.getByRole('radio', { name: 'My own price per rental length' })).toBeChecked();
    await twenty.getByLabel('20 yd, 1 day ($)').fill('');
    await twenty.getByLabel('20 yd, 30 days ($)').fill('');
    await twenty.getByLabel('20 yd, 7 days ($)').fill('395');
    await twenty.getByLabel('20 yd, 14 days ($)').fill('495');
    await twenty.getByLabel('20 yd, tons included').fill('2');
    await twenty.getByLabel('20 yd, price per extra day ($)').fill('15');
    await twenty.getByLabel('20 yd, price per extra ton ($)').fill('65');
    await page.getByLabel('Swap fee ($)').fill('125');

    // The live preview is the shared quote: $395 and the provider's $50 delivery for the standard week.
    const row = page.getByRole('table').getByRole('row', { name: /^20 yd/ });
    await expect(row).toContainText('7 days, 2 tons included; $15.00/extra day; $65.00/extra ton');
    await expect(row.locator('.pricing-preview__total')).toHaveText('$445.00');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save Pricing' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Pricing configuration updated successfully')).toBeVisible();

    await searchIndexSettled(baseURL!);
    await page.goto('/results?zipCode=59801&size=20&rentalDays=14');
    const card = page.getByRole('article', { name: provider.businessName });
    await expect(card.locator('.provider-card__total-value')).toHaveText('$545.00');
  });
}
