// index.html paints a copy of the site header before the scripts run; React then renders the real
// one in its place. The copy must say what the real header says, or the swap would be visible.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_CONTACT } from '../../../shared/constants';

const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');

describe('the static shell in index.html', () => {
  it('shows the site name in the header box the app renders', () => {
    expect(html).toContain('<header class="site-header">');
    expect(html).toContain('<div class="site-header__inner container">');
    expect(html).toContain(`<span>${SITE_CONTACT.name}</span>`);
  });

  it('keeps the main area that pushes the footer below the fold', () => {
    expect(html).toContain('<main class="site-main"></main>');
  });
});
