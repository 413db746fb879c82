import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SITE_CONTACT } from '../../../../shared/constants';
import { mockFetch } from '../../testing/mock-fetch';
import { renderRoutes } from '../../testing/render-app';

describe('Privacy and Terms page', () => {
  it('/privacy selects the Privacy Policy tab', async () => {
    mockFetch({});
    renderRoutes('/privacy');
    const tab = await screen.findByRole('tab', { name: 'Privacy Policy' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Terms of Service' }).getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
    expect(tab.getAttribute('aria-controls')).toBe(panel.id);
    expect(within(panel).getByRole('heading', { level: 2, name: 'Privacy Policy' })).toBeTruthy();
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe(`Privacy Policy | ${SITE_CONTACT.name}`));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('/terms selects the Terms of Service tab', async () => {
    mockFetch({});
    renderRoutes('/terms');
    const tab = await screen.findByRole('tab', { name: 'Terms of Service' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Privacy Policy' }).getAttribute('tabindex')).toBe('-1');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2, name: 'Terms of Service' })).toBeTruthy();
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe(`Terms of Service | ${SITE_CONTACT.name}`));
  });

  it('switching tabs navigates to the other path, by click and by arrow key', async () => {
    mockFetch({});
    const user = userEvent.setup();
    const { router } = renderRoutes('/terms');
    await user.click(await screen.findByRole('tab', { name: 'Privacy Policy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy'));
    const privacyTab = await screen.findByRole('tab', { name: 'Privacy Policy', selected: true });
    await waitFor(() => expect(document.activeElement).toBe(privacyTab));

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/terms'));
    expect((await screen.findByRole('tab', { name: 'Terms of Service', selected: true })).textContent).toBe(
      'Terms of Service',
    );
  });

  it('states the legal facts in the terms', async () => {
    mockFetch({});
    renderRoutes('/terms');
    const panel = await screen.findByRole('tabpanel');
    const text = panel.textContent ?? '';
    expect(text).toContain('Last updated: April 29, 2025');
    expect(text).toContain('laws of the State of Ohio');
    expect(text).toContain('Franklin County, Ohio');
    expect(text).toContain('in the six months before the claim arose');
    expect(text).toContain('at least 18 years old');
    expect(within(panel).getByRole('link', { name: SITE_CONTACT.legalEmail }).getAttribute('href')).toBe(
      `mailto:${SITE_CONTACT.legalEmail}`,
    );
  });

  it('states the privacy facts: Stripe, Cognito, sharing with the provider, STOP, 18', async () => {
    mockFetch({});
    renderRoutes('/privacy');
    const panel = await screen.findByRole('tabpanel');
    const text = panel.textContent ?? '';
    expect(text).toContain('Last updated: April 29, 2025');
    expect(text).toContain('Stripe');
    expect(text).toContain('Amazon Cognito');
    expect(text).toContain('the provider you chose receives the order details');
    expect(text).toContain('Reply STOP');
    expect(text).toContain('at least 18 years old');
    expect(within(panel).getAllByRole('link', { name: SITE_CONTACT.privacyEmail }).length).toBeGreaterThan(0);
  });

  it('has a table of contents linking every section, and the contact mailboxes', async () => {
    mockFetch({});
    renderRoutes('/privacy');
    const toc = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
    const contact = screen.getByRole('region', { name: 'Contact' });
    for (const address of [SITE_CONTACT.email, SITE_CONTACT.privacyEmail, SITE_CONTACT.legalEmail]) {
      expect(within(contact).getByRole('link', { name: address })).toBeTruthy();
    }
    expect(within(contact).getByRole('link', { name: SITE_CONTACT.phone })).toBeTruthy();
  });

  it('a table-of-contents link moves focus to its section', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderRoutes('/terms');
    const toc = await screen.findByRole('navigation', { name: 'Contents' });
    await user.click(within(toc).getByRole('link', { name: 'Governing law and disputes' }));
    expect(document.activeElement?.id).toBe('terms-law');
  });

  it('scrolls smoothly to a section, or jumps when reduced motion is asked for', async () => {
    mockFetch({});
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const reduce = { matches: false };
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') && reduce.matches }));
    renderRoutes('/privacy');
    const toc = await screen.findByRole('navigation', { name: 'Contents' });
    await user.click(within(toc).getByRole('link', { name: 'Security' }));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    reduce.matches = true;
    await user.click(within(toc).getByRole('link', { name: 'Children' }));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
    expect(window.location.hash).toBe('#privacy-children');
  });
});
