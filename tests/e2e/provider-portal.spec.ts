// The provider portal in the browser, each screen's main action against the real local stack.
// Every test registers a provider of its own (Missoula, MT, where no sample provider works), so
// changes to prices, areas and inventory never disturb the sample data other tests read.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerFreshProvider, signInThroughPage } from './support/fresh-provider';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function expectAccessible(page: Page) {
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
  await page.getByLabel('Daily price ($)').fill('89');
  await page.getByLabel('Weekly price ($)').fill('399');
  await page.getByLabel('Monthly price ($)').fill('1199');
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
});
