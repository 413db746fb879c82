// The landing page's static sections: text-to-book, how it works, trust signals
// and the site contact details, all read from shared/constants.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_CONTACT } from '../../../shared/constants';
import { mockFetch } from '../testing/mock-fetch';
import { renderRoutes } from '../testing/render-app';

describe('landing page', () => {
  it('keeps the search wizard in the hero under the one h1', async () => {
    mockFetch({});
    renderRoutes('/');
    expect(await screen.findByLabelText('ZIP code')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe(`Compare Dumpster Rental Prices | ${SITE_CONTACT.name}`));
  });

  it('offers text-to-book with its three lengths and no flat price the text would contradict', async () => {
    mockFetch({});
    renderRoutes('/');
    const lengths = await screen.findByRole('list', { name: 'Rental lengths by text' });
    const text = lengths.textContent ?? '';
    expect(text).toContain('Reply 13 days');
    expect(text).toContain('Reply 2A week');
    expect(text).toContain('Reply 3A month');
    expect(text).not.toMatch(/\$/);

    const section = screen.getByRole('region', { name: /dumpster rental by text/i });
    expect(section.textContent).toContain(`Text BOOK to ${SITE_CONTACT.smsPhone}`);
    const smsLinks = within(section)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('sms:'));
    expect(smsLinks.length).toBeGreaterThan(0);
    for (const link of smsLinks) expect(link.getAttribute('href')).toBe('sms:+16145550142?&body=BOOK');
  });

  it('explains how it works in four steps and lists only real trust signals', async () => {
    mockFetch({});
    renderRoutes('/');
    const how = await screen.findByRole('region', { name: 'How it works' });
    const steps = within(how).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(steps).toEqual([
      'Step 1: Enter your ZIP',
      'Step 2: Compare prices',
      'Step 3: Book and pay online',
      'Step 4: Get it delivered',
    ]);
    const why = screen.getByRole('region', { name: `Why book with ${SITE_CONTACT.name}` });
    const signals = within(why).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(signals).toEqual(['Verified providers', 'Secure payment through Stripe', 'Transparent pricing', 'Support 24/7']);
  });

  it('shows the site contact details', async () => {
    mockFetch({});
    renderRoutes('/');
    const contact = await screen.findByRole('region', { name: 'Questions? Talk to a person' });
    const phone = within(contact).getByRole('link', { name: SITE_CONTACT.phone });
    expect(phone.getAttribute('href')).toBe(SITE_CONTACT.phoneHref);
    expect(within(contact).getByRole('link', { name: SITE_CONTACT.email }).getAttribute('href')).toBe(
      `mailto:${SITE_CONTACT.email}`,
    );
    expect(contact.textContent).toContain(SITE_CONTACT.address.street);
  });
});
