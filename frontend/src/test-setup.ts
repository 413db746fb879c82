// Vitest setup of the frontend project: unmount between tests (vitest globals are off, so
// testing-library cannot register this itself), and pin the runtime config so no test depends on
// /config.json.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setConfigForTests } from './lib/config';

// jsdom's <dialog> has no showModal() or close(): open and close it by its attribute, which is what
// the browser's do to it (components/modal-dialog.tsx); the top layer and inertness are the browser's.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// The API client checks every answer against the contract, which it loads on demand: loaded here
// once per file, so a test's first answer is not late by the import of every schema.
await import('../../shared/contract/contract');

beforeEach(() => {
  setConfigForTests({ apiBaseUrl: '' });
  // jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
  window.scrollTo = () => undefined;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // Amplify keeps the session in localStorage: clearing it signs out, so one test's sign-in does not
  // leak into the next.
  localStorage.clear();
});
