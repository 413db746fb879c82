import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
