import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
// The global styles come first, so that component and feature stylesheets override them: tokens,
// the base, the page frame; then the stylesheets of the components written as plain classes across
// the site or shown on the first pages (their modules import them too: here they only come earlier,
// in the same order as before any feature's); then the shared plain-class pieces that build on them.
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './components/form-notice.css';
import './components/status-panel.css';
import './components/star-rating.css';
import './components/provider-avatar.css';
import './components/verified-badge.css';
import './components/status-badge.css';
import './components/price-line-rows.css';
import './styles/panels.css';
import './styles/order.css';
import { App } from './app/app';
// The lazy routes most visitors reach next bring their own stylesheets with their chunks; these load
// with the first route too (a few KB gzipped), so /results, /dumpster/:id, sign-in and checkout
// paint styled at once. Their pages import them as well: these imports only move them earlier.
import './features/search/results.css';
import './features/listings/listings.css';
import './features/account/account.css';
import './features/checkout/checkout.css';

// The CSP forbids eval, and zod's compiled fast path would probe for it (new Function) on the first
// parse, logging a violation on every page; the interpreted path it falls back to is the same.
zodConfig({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
