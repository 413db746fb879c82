import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SITE_CONTACT } from '../../../shared/constants';
import { mockFetch } from '../testing/mock-fetch';
import { renderRoutes } from '../testing/render-app';

describe('site layout', () => {
  it('has the spec links, a menu toggle that closes on Escape and navigation, and the contact footer', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderRoutes('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: '24/7 Support' }).getAttribute('href')).toBe('/support');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register/customer');

    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-controls')).toBe(nav.id);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await user.click(toggle);
    await user.click(within(nav).getByRole('link', { name: 'Find a Dumpster' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a dumpster' })).toBeTruthy();

    expect(screen.getByRole('link', { name: SITE_CONTACT.phone }).getAttribute('href')).toBe(SITE_CONTACT.phoneHref);
    expect(screen.getByRole('link', { name: 'Become a Provider' }).getAttribute('href')).toBe('/register/provider');
    // Social links only for profiles the company has: none is configured, so none leads nowhere.
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Facebook|Instagram|LinkedIn/ })).toBeNull();
  });

  it('sends unknown paths home', async () => {
    mockFetch({});
    const { router } = renderRoutes('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: /Compare dumpster rental prices/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe(`Compare Dumpster Rental Prices | ${SITE_CONTACT.name}`));
  });
});
