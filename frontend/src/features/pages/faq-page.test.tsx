import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE_CONTACT } from '../../../../shared/constants';
import { mockFetch } from '../../testing/mock-fetch';
import { renderRoutes } from '../../testing/render-app';

const GROUPS = [
  ['sizes', 'Dumpster sizes'],
  ['rental-period', 'Rental periods'],
  ['permits', 'Permits'],
  ['prohibited-items', 'Prohibited items and weight'],
  ['pricing', 'Pricing and payment'],
  ['logistics', 'Delivery and placement'],
  ['support', 'Support'],
] as const;

describe('FAQ page', () => {
  it('has one h1, a title and every group as a linkable section with a heading', async () => {
    mockFetch({});
    renderRoutes('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe(`Frequently Asked Questions | ${SITE_CONTACT.name}`));
    const toc = screen.getByRole('navigation', { name: 'Topics' });
    for (const [id, title] of GROUPS) {
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      expect(within(section!).getByRole('heading', { level: 2 }).textContent).toBe(title);
      expect(within(toc).getByRole('link', { name: title }).getAttribute('href')).toBe(`#${id}`);
    }
  });

  it('states the facts: clearance, special fees, sizes, delivery and support', async () => {
    mockFetch({});
    renderRoutes('/faq');
    await screen.findByRole('heading', { level: 1 });
    const logistics = document.getElementById('logistics')!.textContent ?? '';
    expect(logistics).toContain('60 feet of straight, clear space');
    expect(logistics).toContain('23 feet of vertical clearance');
    expect(logistics).toContain('24 to 48 hours');
    const fees = document.getElementById('prohibited-items')!.textContent ?? '';
    expect(fees).toContain('$250');
    expect(fees).toContain('$40 to $80');
    expect(fees).toContain('$25 per can');
    expect(document.getElementById('sizes')!.textContent).toContain('10, 15, 20, 30 and 40');
    expect(document.getElementById('rental-period')!.textContent).toContain('text BOOK');
    expect(document.getElementById('support')!.textContent).toContain(SITE_CONTACT.phone);
  });

  it('opens and closes an answer from its question', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderRoutes('/faq');
    const question = await screen.findByText('How much space does the delivery truck need?');
    const details = question.closest('details')!;
    expect(question.tagName).toBe('SUMMARY');
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
    await user.click(question);
    expect(details.open).toBe(false);
  });

  it('footer resources deep-link to their FAQ groups', async () => {
    mockFetch({});
    renderRoutes('/faq');
    await screen.findByRole('heading', { level: 1 });
    const resources = screen.getByRole('navigation', { name: 'Resources links' });
    expect(within(resources).getByRole('link', { name: 'Dumpster Size Guide' }).getAttribute('href')).toBe('/dumpsters');
    expect(within(resources).getByRole('link', { name: 'Permits & Prohibited Items' }).getAttribute('href')).toBe(
      '/faq#permits',
    );
    expect(within(resources).getByRole('link', { name: 'Pricing & Payment' }).getAttribute('href')).toBe('/faq#pricing');
  });
});
