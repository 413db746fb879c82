import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_CONTACT } from '../../../../shared/constants';
import { mockFetch } from '../../testing/mock-fetch';
import { renderRoutes } from '../../testing/render-app';

describe('About page', () => {
  it('says what the marketplace is and links providers to registration', async () => {
    mockFetch({});
    renderRoutes('/about');
    expect(await screen.findByRole('heading', { level: 1, name: `About ${SITE_CONTACT.name}` })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe(`About Us | ${SITE_CONTACT.name}`));
    const intro = screen.getByRole('region', { name: 'A marketplace, not a hauler' });
    expect(intro.textContent).toContain('independent dumpster rental providers across the United States');
    const providers = screen.getByRole('region', { name: 'For providers' });
    expect(within(providers).getByRole('link', { name: 'Become a Provider' }).getAttribute('href')).toBe(
      '/register/provider',
    );
    expect(screen.getByRole('region', { name: 'For customers' })).toBeTruthy();
  });

  it('renders the contact details from SITE_CONTACT', async () => {
    mockFetch({});
    renderRoutes('/about');
    const contact = await screen.findByRole('region', { name: 'Contact us' });
    expect(within(contact).getByRole('link', { name: SITE_CONTACT.phone }).getAttribute('href')).toBe(
      SITE_CONTACT.phoneHref,
    );
    expect(within(contact).getByRole('link', { name: SITE_CONTACT.email }).getAttribute('href')).toBe(
      `mailto:${SITE_CONTACT.email}`,
    );
    const { street, city, state, zipCode } = SITE_CONTACT.address;
    expect(contact.textContent).toContain(`${street}, ${city}, ${state} ${zipCode}`);
  });
});
