import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './app/app';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
// Feature styles load with the first route too: about 4 KB gzipped in all, and lazy pages then
// paint styled at once.
import './styles/landing.css';
import './styles/search.css';
import './styles/results.css';
import './styles/listings.css';
import './styles/account.css';
import './styles/checkout.css';

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
