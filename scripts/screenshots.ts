// `npm run screenshots`: full-page PNGs of every route of the SPA, as each role sees it, at a phone
// and a desktop width, for comparing the site before and after a visual change.
//
//   npm run screenshots -- --out /tmp/shots                     starts its own stack (in memory,
//                                                                fresh sample data) on a free port
//   npm run screenshots -- --url http://localhost:3311 --out DIR  uses a running stack (npm start)
//   options: --widths 375,1280   --only REGEX (route names)   --list (print the routes and stop)
//
// Files are named `<route>--<width>.png`. Ids come from the sample data through the API. The
// provider's financial records, a rent request (for the order's manage link) and an e-mailed invoice
// (for its pay link) are not in the sample data: the script adds them once when the demo provider
// has none, so a second run against the same stack sees the same records. Two runs to compare
// should use the same stack (or both a fresh one on the same day: sample dates follow today).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { TEXT_ORDER_NOT_PAID_PATH } from '../shared/constants';
import { addDays, isoDate } from '../shared/rental-dates';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './seed/seed';
import { CHROMIUM_ARGS } from './local/chromium';
import { accessToken } from './local/sign-in';

type Role = 'visitor' | 'customer' | 'provider' | 'operator';
interface Shot {
  name: string;
  role: Role;
  path: string;
}

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    out: { type: 'string' },
    widths: { type: 'string', default: '375,1280' },
    only: { type: 'string' },
    list: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help || (!values.out && !values.list)) {
  console.log(
    'Usage: npm run screenshots -- --out DIR [--url http://localhost:3311] [--widths 375,1280] [--only REGEX] [--list]\n' +
      '  Without --url it builds the site if needed and starts a throwaway stack with fresh sample data.',
  );
  process.exit(values.help ? 0 : 1);
}

// The AWS SDK's notice about Node versions says nothing about the pages.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

const widths = values.widths.split(',').map(Number).filter((width) => width > 0);
const only = values.only ? new RegExp(values.only) : undefined;

// ---- The API, as the demo sign-ins --------------------------------------------------------------

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function api(baseUrl: string, token?: string) {
  return async (method: string, apiPath: string, body?: unknown): Promise<Json> => {
    const response = await fetch(`${baseUrl}${apiPath}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${text.slice(0, 300)}`);
    return text ? (JSON.parse(text) as Json) : {};
  };
}

const emailOf = (role: Exclude<Role, 'visitor'>) => DEMO_SIGN_INS.find((signIn) => signIn.role === role)!.email;

/** The ids the routes need: read from the sample data, and the few records it lacks added once. */
async function sampleIds(baseUrl: string) {
  const visitor = api(baseUrl);
  const customer = api(baseUrl, await accessToken(baseUrl, emailOf('customer'), DEMO_PASSWORD));
  const provider = api(baseUrl, await accessToken(baseUrl, emailOf('provider'), DEMO_PASSWORD));

  const profile = await provider('GET', '/api/provider/profile');
  const providerId = profile.providerId as string;
  const zip = (profile.primaryZipCodes as string[])[0]!;
  const listings = (await provider('GET', '/api/provider/listings')).listings as Json[];
  const listing = listings[0]!;
  const rentals = (await customer('GET', '/api/customer/rentals')).rentals as Json[];

  // A rent request of the customer's (its manage link goes out by e-mail, read back from the outbox).
  const orderLink = async (): Promise<string | undefined> => {
    const outbox = await (await fetch(`${baseUrl}/dev/outbox`)).text();
    return /\/order\/[^/\s"<]+\/[A-Za-z0-9_-]+/.exec(outbox)?.[0];
  };
  if (!(await orderLink())) {
    await customer('POST', '/api/rentals', {
      listingId: listing.listingId,
      rentalPeriod: 'weekly',
      startDate: addDays(isoDate(new Date()), 12),
      deliveryAddress: { street: '75 E Gay St', city: 'Columbus', state: 'OH', zipCode: zip },
    });
  }

  // Invoices: a draft, an e-mailed (unpaid, with a pay link) and a paid one; an expense; a report.
  let invoices = (await provider('GET', '/api/provider/invoices')).invoices as Json[];
  if (invoices.length === 0) {
    const today = isoDate(new Date());
    const invoice = (customerName: string, saveAsDraft: boolean) =>
      provider('POST', '/api/provider/invoices', {
        customer: { name: customerName, email: 'customer@example.com', phone: '6145550301', address: '75 E Gay St, Columbus, OH 43215' },
        dateIssued: today,
        lineItems: [
          { description: '20 yard roll-off, 7 days', quantity: 1, unitPriceCents: 39_500 },
          { description: 'Delivery fee', quantity: 1, unitPriceCents: 5_000 },
        ],
        notes: 'Thank you for your business.',
        saveAsDraft,
      });
    await invoice('Riverside Remodeling', true);
    const unpaid = (await invoice('Jordan Miller', false)).invoice as Json;
    await provider('POST', `/api/provider/invoices/${unpaid.invoiceId}/email`, { kind: 'invoice' });
    const paid = (await invoice('Short North Cafe', false)).invoice as Json;
    await provider('POST', `/api/provider/invoices/${paid.invoiceId}/payment`, { paymentDate: today, paymentMethod: 'check' });
    invoices = (await provider('GET', '/api/provider/invoices')).invoices as Json[];
  }
  let expenses = (await provider('GET', '/api/provider/expenses')).expenses as Json[];
  if (expenses.length === 0) {
    await provider('POST', '/api/provider/expenses', {
      category: 'Fuel',
      vendor: 'Speedway',
      amountCents: 18_450,
      date: isoDate(new Date()),
      description: 'Diesel for the roll-off trucks',
      taxDeductible: true,
    });
    expenses = (await provider('GET', '/api/provider/expenses')).expenses as Json[];
  }
  let reports = (await provider('GET', '/api/provider/reports')).reports as Json[];
  if (reports.length === 0) {
    await provider('POST', '/api/provider/reports', { type: 'profit_loss', period: 'month' });
    reports = (await provider('GET', '/api/provider/reports')).reports as Json[];
  }

  const byNumber = [...invoices].sort((a, b) => String(a.invoiceNumber).localeCompare(String(b.invoiceNumber)));
  const emailed = invoices.find((invoice) => invoice.payKey);
  const rentalOf = (status: string) => rentals.find((rental) => rental.status === status)?.rentalId as string | undefined;
  // A listing of the results' first ZIP for the public pages (the demo provider's own).
  await visitor('GET', `/api/listings/${listing.listingId}`);
  return {
    providerId,
    zip,
    listingId: listing.listingId as string,
    rentalIds: Object.fromEntries(['confirmed', 'active', 'completed', 'cancelled', 'pending'].map((status) => [status, rentalOf(status)])),
    anyRentalId: rentals[0]?.rentalId as string,
    orderLink: await orderLink(),
    invoiceId: byNumber[0]?.invoiceId as string,
    payLink: emailed ? `/pay/invoice/${encodeURIComponent(emailed.invoiceId)}/${encodeURIComponent(emailed.payKey)}` : undefined,
    expenseId: expenses[0]?.expenseId as string,
    reportType: reports[0]?.type as string,
  };
}

// ---- The routes ---------------------------------------------------------------------------------

function routesOf(ids: Awaited<ReturnType<typeof sampleIds>>): Shot[] {
  const start = addDays(isoDate(new Date()), 9);
  const shots: Shot[] = [
    { name: 'home', role: 'visitor', path: '/' },
    { name: 'search', role: 'visitor', path: '/search' },
    { name: 'results', role: 'visitor', path: `/results?zipCode=${ids.zip}&type=roll-off&category=residential` },
    { name: 'results-dated', role: 'visitor', path: `/results?zipCode=${ids.zip}&type=roll-off&category=residential&size=20&startDate=${start}` },
    { name: 'results-unserved', role: 'visitor', path: '/results?zipCode=59801&type=roll-off&category=residential' },
    { name: 'dumpster-detail', role: 'visitor', path: `/dumpster/${ids.listingId}` },
    { name: 'dumpsters', role: 'visitor', path: '/dumpsters' },
    { name: 'about', role: 'visitor', path: '/about' },
    { name: 'faq', role: 'visitor', path: '/faq' },
    { name: 'privacy', role: 'visitor', path: '/privacy' },
    { name: 'terms', role: 'visitor', path: '/terms' },
    { name: 'support', role: 'visitor', path: '/support' },
    { name: 'login', role: 'visitor', path: '/login' },
    { name: 'register-customer', role: 'visitor', path: '/register/customer' },
    { name: 'register-provider', role: 'visitor', path: '/register/provider' },
    { name: 'forgot-password', role: 'visitor', path: '/forgot-password' },
    { name: 'unauthorized', role: 'visitor', path: '/unauthorized' },
    { name: 'checkout-guest', role: 'visitor', path: `/checkout/${ids.providerId}?size=20&zip=${ids.zip}&start=${start}` },
    { name: 'checkout-success-missing', role: 'visitor', path: '/checkout-success' },
    { name: 'text-order-not-paid', role: 'visitor', path: TEXT_ORDER_NOT_PAID_PATH },
    { name: 'customer-dashboard', role: 'customer', path: '/customer/dashboard' },
    { name: 'customer-history', role: 'customer', path: '/customer/history' },
    { name: 'customer-profile', role: 'customer', path: '/customer/profile' },
    { name: 'checkout-customer', role: 'customer', path: `/checkout/${ids.providerId}?size=20&zip=${ids.zip}&start=${start}&addons=drivewayProtection` },
    { name: 'rent', role: 'customer', path: `/rent/${ids.listingId}` },
    { name: 'confirmation', role: 'customer', path: `/confirmation/${ids.anyRentalId}` },
    { name: 'provider-dashboard', role: 'provider', path: '/provider/dashboard' },
    { name: 'provider-listings', role: 'provider', path: '/provider/listings' },
    { name: 'provider-listings-new', role: 'provider', path: '/provider/listings/new' },
    { name: 'provider-listings-edit', role: 'provider', path: `/provider/listings/edit/${ids.listingId}` },
    { name: 'provider-rentals', role: 'provider', path: '/provider/rentals' },
    { name: 'provider-inventory', role: 'provider', path: '/provider/inventory' },
    { name: 'provider-availability', role: 'provider', path: '/provider/availability' },
    { name: 'provider-pricing', role: 'provider', path: '/provider/pricing' },
    { name: 'provider-service-areas', role: 'provider', path: '/provider/service-areas' },
    { name: 'provider-profile', role: 'provider', path: '/provider/profile' },
    { name: 'financials-overview', role: 'provider', path: '/provider/financials' },
    { name: 'financials-invoices', role: 'provider', path: '/provider/financials?tab=invoices' },
    { name: 'financials-expenses', role: 'provider', path: '/provider/financials?tab=expenses' },
    { name: 'financials-reports', role: 'provider', path: '/provider/financials?tab=reports' },
    { name: 'financials-new-invoice', role: 'provider', path: '/provider/financials/new-invoice' },
    { name: 'financials-edit-invoice', role: 'provider', path: `/provider/financials/edit-invoice/${ids.invoiceId}` },
    { name: 'financials-invoice', role: 'provider', path: `/provider/financials/invoice/${ids.invoiceId}` },
    { name: 'financials-new-expense', role: 'provider', path: '/provider/financials/new-expense' },
    { name: 'financials-edit-expense', role: 'provider', path: `/provider/financials/edit-expense/${ids.expenseId}` },
    { name: 'financials-expense', role: 'provider', path: `/provider/financials/expense/${ids.expenseId}` },
    { name: 'financials-reports-list', role: 'provider', path: '/provider/financials/reports' },
    { name: 'financials-report', role: 'provider', path: `/provider/financials/reports/${ids.reportType}` },
    { name: 'financials-report-none', role: 'provider', path: '/provider/financials/reports/cash_flow' },
    { name: 'operator-requests', role: 'operator', path: '/operator?tab=requests' },
    { name: 'operator-providers', role: 'operator', path: '/operator?tab=providers' },
    { name: 'operator-tickets', role: 'operator', path: '/operator?tab=tickets' },
    { name: 'operator-zips', role: 'operator', path: '/operator?tab=zips' },
  ];
  for (const [status, rentalId] of Object.entries(ids.rentalIds)) {
    if (rentalId) shots.push({ name: `rental-${status}`, role: 'customer', path: `/rental/${rentalId}` });
  }
  if (ids.orderLink) shots.push({ name: 'order-manage-link', role: 'visitor', path: ids.orderLink });
  if (ids.payLink) shots.push({ name: 'pay-invoice', role: 'visitor', path: ids.payLink });
  return shots;
}

// ---- The browser --------------------------------------------------------------------------------

/** Nothing moves in a shot: no animations or transitions, no caret, no smooth scrolling. */
const FREEZE_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}`;

async function signIn(context: BrowserContext, baseUrl: string, role: Exclude<Role, 'visitor'>): Promise<void> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email', { exact: true }).fill(emailOf(role));
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 20_000 });
  await page.close();
}

/** Waits until the page shows content: no spinner, nothing busy, images decoded, fonts loaded. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  const loaded = (images: boolean) =>
    page.waitForFunction(
      (withImages) => {
        const main = document.querySelector('main');
        if (!main || main.children.length === 0) return false;
        if (document.querySelector('.spinner, .route-progress, [aria-busy="true"]')) return false;
        return !withImages || [...document.images].every((image) => image.complete);
      },
      images,
      { timeout: 20_000, polling: 100 },
    );
  await loaded(false).catch(() => undefined);
  // Lazy images below the fold load once scrolled to.
  await page.evaluate(async () => {
    window.scrollTo(0, document.body.scrollHeight);
    await new Promise((resolve) => setTimeout(resolve, 150));
    window.scrollTo(0, 0);
    await document.fonts.ready;
  });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await loaded(true).catch(() => console.warn(`  still loading after 20 s: ${page.url()}`));
  // Charts finish their entry animation.
  if (await page.locator('.recharts-wrapper').count()) await page.waitForTimeout(1_800);
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
}

async function shoot(browser: Browser, baseUrl: string, shots: Shot[], outDir: string): Promise<string[]> {
  const saved: string[] = [];
  const roles = [...new Set(shots.map((shot) => shot.role))];
  for (const role of roles) {
    const context = await browser.newContext({ viewport: { width: widths[0]!, height: 900 }, reducedMotion: 'reduce', locale: 'en-US', timezoneId: 'America/New_York' });
    await context.addInitScript((css) => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = css;
        document.head.append(style);
      });
    }, FREEZE_CSS);
    if (role !== 'visitor') await signIn(context, baseUrl, role);
    const page = await context.newPage();
    for (const shot of shots.filter((candidate) => candidate.role === role)) {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${baseUrl}${shot.path}`);
        await settle(page);
        const file = path.join(outDir, `${shot.name}--${width}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
        saved.push(file);
        console.log(`  ${path.basename(file)}  ${shot.path}`);
      }
    }
    await context.close();
  }
  return saved;
}

// ---- Main ---------------------------------------------------------------------------------------

let stopStack: (() => Promise<void>) | undefined;
try {
  let baseUrl = values.url?.replace(/\/$/, '');
  if (!baseUrl) {
    process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
    const { ensureSpaBuild } = await import('./local/spa-build');
    const { startLocalStack } = await import('./local/local-stack');
    await ensureSpaBuild();
    const stack = await startLocalStack({ port: 0 });
    stopStack = () => stack.stop();
    baseUrl = stack.url;
    console.log(`Started a throwaway stack at ${baseUrl}`);
  }
  const shots = routesOf(await sampleIds(baseUrl)).filter((shot) => !only || only.test(shot.name));
  if (values.list) {
    for (const shot of shots) console.log(`${shot.name.padEnd(28)} ${shot.role.padEnd(9)} ${shot.path}`);
  } else {
    const outDir = path.resolve(values.out!);
    mkdirSync(outDir, { recursive: true });
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      const saved = await shoot(browser, baseUrl, shots, outDir);
      console.log(`${saved.length} screenshots of ${shots.length} routes in ${outDir}`);
    } finally {
      await browser.close();
    }
  }
} finally {
  await stopStack?.();
}
process.exit(0);
