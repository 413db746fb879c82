// Public pages and support in the browser: tickets from a visitor (by e-mail) and from a signed-in
// customer (by order number) reach the operator console, the chatbot's main paths, and the FAQ and
// legal pages' tabs chosen by path.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from '../../scripts/seed/seed';
import { orderNumber } from '../../shared/order-wording';
import { accessToken, signInThroughPage } from './support/fresh-provider';
import { SCREEN_MESSAGES } from '../../frontend/src/lib/screen-messages';

const customer = DEMO_SIGN_INS.find((signIn) => signIn.role === 'customer')!;
const operator = DEMO_SIGN_INS.find((signIn) => signIn.role === 'operator')!;

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
}

/** A ticket about an order (its number; the e-mail is the account's, prefilled) or about something else (an e-mail). */
async function submitTicket(page: Page, message: string, about: { orderNumber: string } | { email: string }) {
  await page.getByRole('group', { name: 'Options' }).getByRole('button', { name: 'Submit Ticket' }).click();
  const form = page.getByRole('form', { name: 'Submit a support ticket' });
  await form.getByLabel('How can we help?').fill(message);
  if ('orderNumber' in about) {
    await form.getByRole('radio', { name: 'About an order' }).check();
    await form.getByLabel('Your order number').fill(about.orderNumber);
  } else {
    await form.getByRole('radio', { name: 'Something else' }).check();
    await form.getByLabel('Your e-mail address').fill(about.email);
  }
  await form.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(page.getByRole('log', { name: 'Conversation with the support assistant' })).toContainText('24 hours');
}

test('a visitor and a signed-in customer submit tickets that the operator console lists', async ({ page, browser, request, baseURL }) => {
  const stamp = Date.now().toString(36);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: '24/7 Customer Support' })).toBeVisible();
  await expectAccessible(page);
  await submitTicket(page, `Visitor question ${stamp}: can I extend my rental?`, { email: `visitor-${stamp}@test.example` });

  // A visitor gets the number on the page, and nothing is e-mailed to the address they typed (anyone's).
  await expect(page.getByRole('log', { name: 'Conversation with the support assistant' })).toContainText('Please keep it for your records.');
  const outboxTo = async (to: string) =>
    ((await (await request.get('/dev/outbox.json')).json()) as { to: string; text: string }[]).filter((entry) => entry.to === to);
  expect(await outboxTo(`visitor-${stamp}@test.example`)).toEqual([]);

  const signedIn = await (await browser.newContext()).newPage();
  await signInThroughPage(signedIn, customer.email, DEMO_PASSWORD, '/support');
  // One of the customer's own orders: a made-up number is refused.
  const token = await accessToken(baseURL!, customer.email, DEMO_PASSWORD);
  const history = (await (await request.get('/api/customer/rentals', { headers: { authorization: `Bearer ${token}` } })).json()) as { rentals: { rentalId: string }[] };
  const ownOrder = orderNumber(history.rentals[0]!.rentalId);
  await submitTicket(signedIn, `Customer question ${stamp}: change my delivery date`, { orderNumber: ownOrder });
  // A signed-in customer's receipt goes to their account address, with the number and none of their words.
  await expect(signedIn.getByRole('log', { name: 'Conversation with the support assistant' })).toContainText('e-mailed a receipt');
  await expect(async () => {
    const receipts = (await outboxTo(customer.email)).filter((entry) => /ticket number is/.test(entry.text));
    expect(receipts.length).toBeGreaterThan(0);
    expect(receipts.some((entry) => entry.text.includes(`Customer question ${stamp}`))).toBe(false);
  }).toPass({ timeout: 5000 });

  const console = await (await browser.newContext()).newPage();
  await signInThroughPage(console, operator.email, DEMO_PASSWORD, '/operator?tab=tickets');
  await expect(console.getByText(`Visitor question ${stamp}: can I extend my rental?`)).toBeVisible();
  await expect(console.getByText(`Customer question ${stamp}: change my delivery date`)).toBeVisible();
  await expect(console.getByText(ownOrder).first()).toBeVisible();
});

test("the chatbot answers a topic after half a second, matches typed questions and returns to the menu", async ({ page }) => {
  await page.goto('/support');
  const log = page.getByRole('log', { name: 'Conversation with the support assistant' });
  await page.getByRole('group', { name: 'Options' }).getByRole('button', { name: 'Pricing and sizes' }).click();
  await expect(page.getByText('Assistant is typing...')).toBeVisible();
  await expect(log).toContainText(/yard/i);
  await page.getByRole('button', { name: 'Main Menu' }).last().click();
  await expect(page.getByRole('group', { name: 'Options' }).last().getByRole('button', { name: 'Delivery and pickup' })).toBeVisible();

  await page.getByLabel('Type your question').fill('Do I need a permit to put it on the street?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log).toContainText(/permit/i);
  await expect(log).toContainText('Do I need a permit to put it on the street?');
});

test('FAQ groups open and the legal tabs follow the path', async ({ page }) => {
  await page.goto('/faq#permits');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const clearance = page.getByText(/60 (feet|ft)/).first();
  await page.getByRole('region', { name: /Permits/i }).locator('summary, button[aria-expanded]').first().click();
  await expectAccessible(page);
  await page.goto('/faq');
  await page.locator('summary, button[aria-expanded]').filter({ hasText: /clearance|space|room/i }).first().click();
  await expect(clearance).toBeVisible();

  await page.goto('/terms');
  const tabs = page.getByRole('tablist', { name: 'Legal documents' });
  await expect(tabs.getByRole('tab', { name: 'Terms of Service' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Last updated: April 29, 2025').first()).toBeVisible();
  await expect(page.getByText(/Franklin County/).first()).toBeVisible();
  await tabs.getByRole('tab', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(tabs.getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
});

test('a ticket that cannot be sent gets the spec reply with a way forward', async ({ page }) => {
  // The one stand-in here: a failing server cannot be produced on demand, so the browser is given one.
  await page.route('**/api/support-tickets', (route) => route.fulfill({ status: 500, body: '{"message":"Internal error"}' }));
  await page.goto('/support');
  await page.getByRole('group', { name: 'Options' }).getByRole('button', { name: 'Submit Ticket' }).click();
  const form = page.getByRole('form', { name: 'Submit a support ticket' });
  await form.getByLabel('How can we help?').fill('The driver left the gate open.');
  await form.getByRole('radio', { name: 'Something else' }).check();
  await form.getByLabel('Your e-mail address').fill('someone@test.example');
  await form.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(page.getByText(SCREEN_MESSAGES.supportTicketFailed)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call Support Line' })).toHaveAttribute('href', /^tel:/);
});
